// The edge refuses what it cannot carry: JSON nested too deep (HTTP and socket), moves of no
// game's shape, options that are not an object, and names people could not read or that could
// impersonate someone. Every refusal is a clear 4xx, never a 500.
import { describe, expect, it } from "vitest";
import type { ClaimSeatResponse, CreateGameResponse, Table } from "../../src/protocol";
import {
  call,
  createGame,
  expectError,
  getTable,
  postMove,
  Socket,
  twoPlayerGame,
} from "./helpers";

const deepArray = (n: number) => "[".repeat(n) + "]".repeat(n);
const deepObject = (n: number) => '{"a":'.repeat(n) + "1" + "}".repeat(n);

describe("deep JSON", () => {
  it("a move nested 4,000 arrays deep is 400 input/too-deep, with or without a token, even on an unknown id", async () => {
    const { id, tokens } = await twoPlayerGame();
    const raw = `{"seq":0,"moveId":"a","move":${deepArray(4000)}}`;
    expect(raw.length).toBeLessThan(16 * 1024);
    for (const [gameId, token] of [
      [id, tokens[0]],
      [id, undefined],
      ["AAAAAAAAAAAAAAAA", undefined],
    ] as const) {
      const answer = await call("POST", `/api/games/${gameId}/moves`, {
        raw,
        ...(token ? { token } : {}),
        headers: { "Content-Type": "application/json" },
      });
      const body = expectError(answer, 400, "input/too-deep");
      expect(body.error.message).toMatch(/deeper than 32 levels/);
    }
    expect((await getTable(id, tokens[0])).seq).toBe(0);
  });

  it("objects nested 2,500 deep are refused on every JSON route", async () => {
    const created = await createGame();
    const raw = deepObject(2500);
    for (const path of [
      "/api/games",
      `/api/games/${created.id}/join`,
      `/api/games/${created.id}/seats/1`,
      `/api/games/${created.id}/moves`,
    ])
      expectError(await call("POST", path, { raw, token: created.token }), 400, "input/too-deep");
  });

  it("32 levels are accepted as JSON and judged by the schema; 33 are not", async () => {
    const created = await createGame();
    const ok = `{"seq":0,"moveId":"a","move":${deepArray(31)}}`;
    const tooDeep = `{"seq":0,"moveId":"a","move":${deepArray(32)}}`;
    expectError(
      await call("POST", `/api/games/${created.id}/moves`, { raw: ok, token: created.token }),
      422,
      "input/invalid-move",
    );
    expectError(
      await call("POST", `/api/games/${created.id}/moves`, { raw: tooDeep, token: created.token }),
      400,
      "input/too-deep",
    );
  });

  it("brackets inside strings do not count as depth", async () => {
    const answer = await call<CreateGameResponse>("POST", "/api/games", {
      body: { game: "pazaak", name: "[[[[{{{{".repeat(4).slice(0, 30) },
    });
    expect(answer.status, answer.text).toBe(201);
  });

  it("a deep socket message is answered with input/too-deep and the socket stays open", async () => {
    const { id, tokens } = await twoPlayerGame();
    const { socket } = await Socket.hello(id, tokens[0]);
    socket.send(deepArray(1500));
    expect(await socket.next()).toMatchObject({ type: "error", error: { code: "input/too-deep" } });
    socket.send({ type: "ping" });
    expect(await socket.next()).toEqual({ type: "pong" });
    socket.close();
  });
});

describe("moves are checked against the games' move shapes before they reach a room", () => {
  it("a move that is no game's move is 422 input/invalid-move with a sentence; the game is unchanged", async () => {
    const { id, tokens } = await twoPlayerGame();
    for (const move of [[1, 2, 3], "stand", { type: "fly" }, { nested: { a: [1] } }, null]) {
      const body = expectError(await postMove(id, tokens[0], 0, move), 422, "input/invalid-move");
      expect(body.error.message).toMatch(/not a move/);
    }
    expect((await getTable(id, tokens[0])).seq).toBe(0);
  });
});

describe("options", () => {
  it("a list, a string or null as options is 400 input/invalid", async () => {
    for (const options of [[1, 2, 3], "win", null, 7])
      expectError(
        await call("POST", "/api/games", { body: { game: "pazaak", name: "Anna", options } }),
        400,
        "input/invalid",
      );
  });
});

describe("names are text people can read", () => {
  const refused = [
    ["40 lone surrogates", "\ud800".repeat(40)],
    ["a lone low surrogate", "Anna\udc00"],
    ["a right-to-left override", "Anna\u202Egnp.exe"],
    ["a bidi isolate", "\u2066Bruno\u2069"],
    ["a zero-width space", "An\u200Bna"],
    ["a zero-width joiner between letters", "An\u200Dna"],
    ["a soft hyphen", "An\u00ADna"],
    ["a byte-order mark inside", "An\uFEFFna"],
    ["a control character", "Anna\u0007"],
    ["a line break inside", "line\nbreak"],
    ["a line separator", "line\u2028break"],
    ["only spaces", "   "],
    ["41 letters", "y".repeat(41)],
    ["a letter stacked with 200 combining marks", "a" + "\u0300\u0301\u0302\u0303".repeat(50)],
    // Sentences say the computer by its name: a person under it would read as the machine.
    ["the computer's name", "Computer"],
    ["a computer seat's name among several", " computer  2 "],
  ] as const;

  for (const [what, name] of refused)
    it(`refuses ${what} with 400 and a sentence, when creating and when joining`, async () => {
      const body = expectError(
        await call("POST", "/api/games", { body: { game: "pazaak", name } }),
        400,
        "input/invalid",
      );
      expect(body.error.message).toMatch(/^name: [A-Z].+\.$/);
      const created = await createGame();
      expectError(
        await call("POST", `/api/games/${created.id}/join`, {
          body: { invite: created.invites[0]!.invite, name },
        }),
        400,
        "input/invalid",
      );
    });

  it("stores names NFC-normalized, trimmed, inner spaces collapsed; counts characters as people see them", async () => {
    const cases: [string, string][] = [
      ["  Anna   Maria ", "Anna Maria"],
      ["Jose\u0301", "Jos\u00e9"],
      ["👩‍💻 Eva", "👩‍💻 Eva"],
      ["👨‍👩‍👧", "👨‍👩‍👧"],
      ["🇮🇹".repeat(40), "🇮🇹".repeat(40)],
      ["é".repeat(40), "é".repeat(40)],
    ];
    for (const [given, stored] of cases) {
      const created = await createGame({ name: given });
      const table: Table = await getTable(created.id);
      expect(table.players[0]?.name).toBe(stored);
    }
    const created = await createGame();
    const joined = await call<ClaimSeatResponse>("POST", `/api/games/${created.id}/join`, {
      body: { invite: created.invites[0]!.invite, name: " Bruno\u00a0 " },
    });
    expect(joined.status, joined.text).toBe(200);
    expect((await getTable(created.id)).players[1]?.name).toBe("Bruno");
  });
});

describe("cross-site requests", () => {
  it("a POST that is not JSON (a form, text/plain, none) is 415 input/not-json and creates nothing", async () => {
    const body = JSON.stringify({ game: "pazaak", name: "Mallory" });
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/jsonp",
      undefined,
    ]) {
      const answer = await call("POST", "/api/games", {
        raw: body,
        headers: type === undefined ? { "Content-Type": "" } : { "Content-Type": type },
      });
      const error = expectError(answer, 415, "input/not-json");
      expect(error.error.message).toMatch(/application\/json/);
    }
    const { id, tokens } = await twoPlayerGame();
    const t = await getTable(id, tokens[0]);
    expectError(
      await call("POST", `/api/games/${id}/moves`, {
        raw: JSON.stringify({ seq: t.seq, moveId: "x1", move: t.legal[0] }),
        token: tokens[0],
        headers: { "Content-Type": "text/plain" },
      }),
      415,
      "input/not-json",
    );
    expect((await getTable(id, tokens[0])).seq).toBe(t.seq);
  });

  it("JSON with a charset is accepted, and no API answer carries CORS headers, not even a preflight", async () => {
    const answer = await call("POST", "/api/games", {
      raw: JSON.stringify({ game: "pazaak", name: "Anna" }),
      headers: { "Content-Type": "application/json; charset=utf-8" },
    });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.headers.get("Access-Control-Allow-Origin")).toBeNull();
    const preflight = await call("OPTIONS", "/api/games", {
      headers: {
        Origin: "https://evil.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(preflight.status).toBeGreaterThanOrEqual(400);
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBeNull();
    expect(preflight.headers.get("Access-Control-Allow-Methods")).toBeNull();
  });
});

describe("seat counts", () => {
  it("each game takes only the seat counts its rules allow, with a sentence naming them", async () => {
    const refused: [string, number, RegExp][] = [
      ["pazaak", 3, /Pazaak is played by 2 players\./],
      ["mazzeltof", 3, /2 or 4 players/],
      ["mattazza", 7, /2, 3, 4, 5 or 6 players/],
    ];
    for (const [game, seats, words] of refused) {
      const body = expectError(
        await call("POST", "/api/games", { body: { game, seats, name: "Anna" } }),
        400,
        "input/invalid",
      );
      expect(body.error.message).toMatch(words);
    }
    for (const [game, seats] of [
      ["mazzeltof", 2],
      ["mazzeltof", 4],
      ["mattazza", 3],
    ] as const) {
      const created = await call<CreateGameResponse>("POST", "/api/games", {
        body: { game, seats, name: "Anna" },
      });
      expect(created.status, created.text).toBe(201);
      expect((await getTable(created.body.id)).players).toHaveLength(seats);
    }
  });
});
