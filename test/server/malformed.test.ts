// The malformed-request corpus, replayed against the Worker in workerd: each
// of several hundred broken requests (corpus.ts) gets a 4xx JSON error with a namespaced code
// and a sentence, never a 5xx, and the game they aim at is exactly as it was; each socket
// frame of every kind is answered with an error or a refusal, never `server/internal`, and the
// room keeps answering. The links in emails answer a 4xx page for broken links.
import { describe, expect, it } from "vitest";
import type { ErrorBody, ServerMessage } from "../../src/protocol";
import { corpus, frames, type Case } from "./corpus";
import {
  call,
  chooser,
  fetchWorker,
  getLog,
  getTable,
  ORIGIN,
  playThroughHttp,
  Socket,
  twoPlayerGame,
} from "./helpers";

/** Codes are `namespace/words`, the namespaces the server uses. */
const CODE = /^(http|input|auth|room|rule|mail|limit|clock)\/[a-z0-9-]+$/;

/** A game with a few moves played, and its secrets for the placeholders. */
async function target() {
  const { id, tokens, created } = await twoPlayerGame();
  await playThroughHttp(id, tokens, chooser(15), { maxMoves: 3 });
  return { id, tokens, invite: created.invites[0]!.invite };
}

type Target = Awaited<ReturnType<typeof target>>;

/** Everything about the game that no refused request may change. */
async function stateOf(t: Target): Promise<string> {
  const seen = [];
  for (const token of [t.tokens[0], t.tokens[1], undefined]) {
    const table = await getTable(t.id, token);
    seen.push({
      seq: table.seq,
      view: table.view,
      legal: table.legal,
      toAct: table.toAct,
      outcome: table.outcome,
      players: table.players.map((p) => [p.name, p.joined, p.computer]),
      mail: table.mail ?? null,
      clock: table.clock ?? null,
      ending: table.ending ?? null,
      rematch: table.rematch ?? null,
    });
  }
  seen.push(await getLog(t.id, t.tokens[0]));
  return JSON.stringify(seen);
}

function fill(text: string, t: Target): string {
  return text
    .replaceAll("{id}", t.id)
    .replaceAll("{t0}", t.tokens[0])
    .replaceAll("{t1}", t.tokens[1])
    .replaceAll("{invite}", t.invite);
}

/** The request of a case, placeholders filled. */
function requestOf(c: Case, t: Target): Request {
  const headers = Object.fromEntries(
    Object.entries(c.headers ?? {}).map(([k, v]) => [k, fill(v, t)]),
  );
  let body: BodyInit | undefined;
  if (typeof c.body === "string") body = fill(c.body, t);
  else if (c.body instanceof Uint8Array) body = c.body as Uint8Array<ArrayBuffer>;
  else if (c.body) {
    const { stream, chunk } = c.body;
    const bytes = new TextEncoder().encode(stream);
    body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += chunk)
          controller.enqueue(bytes.slice(at, at + chunk));
        controller.close();
      },
    });
  }
  return new Request(`${ORIGIN}${fill(c.path, t)}`, { method: c.method, headers, body });
}

/** What is wrong with the answer to a case, or null. */
async function judge(c: Case, res: Response): Promise<string | null> {
  const text = await res.text();
  const expected = c.status ?? "4xx";
  if (c.status !== undefined ? res.status !== c.status : res.status < 400 || res.status > 499)
    return `${res.status} (wanted ${expected}): ${text.slice(0, 160)}`;
  if (!res.headers.get("Content-Type")?.startsWith("application/json"))
    return `not JSON: ${res.headers.get("Content-Type")}`;
  let body: ErrorBody;
  try {
    body = JSON.parse(text) as ErrorBody;
  } catch {
    return `unparsable body: ${text.slice(0, 80)}`;
  }
  const { code, message } = body.error ?? {};
  if (typeof code !== "string" || !CODE.test(code)) return `code ${String(code)}`;
  if (typeof message !== "string" || message.length < 10 || /\n\s+at /.test(message))
    return `message ${JSON.stringify(message)}`;
  return null;
}

describe("the malformed-request corpus", () => {
  it("refuses every request with a 4xx JSON error and a namespaced code, and changes no game", async () => {
    const cases = corpus();
    expect(cases.length).toBeGreaterThanOrEqual(200);
    const t = await target();
    const before = await stateOf(t);
    const failures: string[] = [];
    const codes = new Map<string, number>();
    for (const c of cases) {
      const res = await fetchWorker(requestOf(c, t));
      const copy = res.clone();
      const problem = await judge(c, res);
      if (problem) failures.push(`${c.name}: ${problem}`);
      else {
        const code = ((await copy.json()) as ErrorBody).error.code;
        codes.set(code, (codes.get(code) ?? 0) + 1);
      }
    }
    expect(failures).toEqual([]);
    expect(await stateOf(t)).toBe(before);
    console.log(
      `corpus: ${cases.length} malformed requests, all refused: ${[...codes]
        .sort((a, b) => b[1] - a[1])
        .map(([code, n]) => `${code} ${n}`)
        .join(", ")}`,
    );
  });

  it("answers broken email links with a 4xx page, never a 5xx", async () => {
    const t = await target();
    const paths = [
      "/mail/confirm",
      "/mail/confirm?g=short&t=x",
      `/mail/confirm?g=${t.id}&t=${"A".repeat(24)}`,
      `/mail/confirm?g=${t.id}&t=%00%01`,
      "/mail/unsubscribe?g=AAAAAAAAAAAAAAAA&t=AAAAAAAAAAAAAAAAAAAAAAAA&scope=all",
      `/mail/unsubscribe?g=${t.id}&t=${"A".repeat(24)}&scope=nonsense`,
      `/mail/unsubscribe?g=${t.id}&t=${"x".repeat(5000)}`,
      "/mail/nothing-here",
    ];
    const before = await stateOf(t);
    for (const path of paths)
      for (const method of ["GET", "POST"]) {
        const res = await fetchWorker(new Request(`${ORIGIN}${path}`, { method }));
        await res.arrayBuffer();
        expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
      }
    expect(await stateOf(t)).toBe(before);
  });
});

describe("socket frames of every kind", () => {
  it("answers each bad frame with an error or a refusal, and the room keeps going", async () => {
    const t = await target();
    const before = await stateOf(t);
    const failures: string[] = [];
    for (const f of frames()) {
      const socket = await Socket.open(t.id);
      if (f.afterHello) {
        socket.send({ type: "hello", token: t.tokens[0] });
        await socket.nextTable();
      }
      socket.ws.send(typeof f.data === "string" ? fill(f.data, t) : f.data);
      let answer: ServerMessage | null = null;
      try {
        for (;;) {
          const m = await socket.next();
          if (m.type !== "table") {
            answer = m;
            break;
          }
        }
      } catch {
        // Closed: judged below by its close code.
      }
      if (answer?.type === "error") {
        if (!CODE.test(answer.error.code)) failures.push(`${f.name}: code ${answer.error.code}`);
      } else failures.push(`${f.name}: answered ${JSON.stringify(answer)}`);
      // A refused hello is closed (4003) after its error; anything else stays open.
      const refused = answer?.type === "error" && answer.error.code === "auth/bad-token";
      if (refused) {
        const closed = await socket.closedWith();
        if (closed.code !== 4003) failures.push(`${f.name}: closed ${closed.code}`);
      } else if (socket.closed) failures.push(`${f.name}: closed ${socket.closed.code}`);
      else {
        // Still open: the room still answers it.
        socket.send({ type: "ping" });
        let pong: ServerMessage;
        do pong = await socket.next();
        while (pong.type === "table");
        if (pong.type !== "pong") failures.push(`${f.name}: then ${JSON.stringify(pong)}`);
      }
      socket.close();
    }
    expect(failures).toEqual([]);
    expect(await stateOf(t)).toBe(before);
    const again = await call("GET", `/api/games/${t.id}`, { token: t.tokens[1] });
    expect(again.status).toBe(200);
  });
});
