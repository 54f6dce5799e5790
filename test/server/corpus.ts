/**
 * The malformed-request corpus, as data: a few generators turn a table of
 * the API's routes into hundreds of requests that must each be refused with a 4xx and a
 * namespaced code, and a list of socket frames that must each be answered or refused. Paths
 * and headers hold placeholders ({id}, {t0}, {t1}, {invite}) that the test fills with a real
 * game's values, so cases are plain data and print readably when one fails.
 *
 * A route added to the Worker belongs in ROUTES: every generator then covers it.
 */

/** One malformed request. `body` "stream:…" is sent as a ReadableStream (no Content-Length). */
export interface Case {
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array | { stream: string; chunk: number };
  /** The status class expected (default 4xx); a few cases pin the exact status. */
  status?: number;
}

/** A route of the API: method, path, a valid body (null: none), whose token it needs. */
interface Route {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  /** Which token a real call needs: the creator's, a player's, or none. */
  auth: "creator" | "player" | null;
  /** An operator's route: every request without the operator's token is refused (401) first. */
  operator?: true;
}

/** Every API route, with a body that is valid in shape (sent only after being broken). */
export const ROUTES: Route[] = [
  { method: "POST", path: "/api/games", body: { game: "pazaak", name: "Eve" }, auth: null },
  { method: "GET", path: "/api/games/{id}", body: null, auth: null },
  { method: "GET", path: "/api/games/{id}/exists", body: null, auth: null },
  { method: "GET", path: "/api/games/{id}/log", body: null, auth: null },
  {
    method: "POST",
    path: "/api/games/{id}/join",
    body: { invite: "{invite}", name: "Eve" },
    auth: null,
  },
  {
    method: "POST",
    path: "/api/games/{id}/seats/1",
    body: { invite: "{invite}", name: "Eve" },
    auth: null,
  },
  { method: "POST", path: "/api/games/{id}/invitation", body: { invite: "{invite}" }, auth: null },
  {
    method: "POST",
    path: "/api/games/{id}/moves",
    body: { seq: 0, moveId: "corpus", move: { type: "draw" } },
    auth: "player",
  },
  { method: "POST", path: "/api/games/{id}/seats/1/invite", body: null, auth: "creator" },
  { method: "POST", path: "/api/games/{id}/seats/1/replace", body: null, auth: "creator" },
  { method: "POST", path: "/api/games/{id}/rematch", body: null, auth: "player" },
  {
    method: "PUT",
    path: "/api/games/{id}/mail",
    body: { address: "eve@example.org", lang: "en" },
    auth: "player",
  },
  { method: "DELETE", path: "/api/games/{id}/mail", body: null, auth: "player" },
  { method: "POST", path: "/api/games/{id}/holiday", body: { days: 2 }, auth: "player" },
  { method: "POST", path: "/api/games/{id}/resign", body: null, auth: "player" },
  {
    method: "POST",
    path: "/api/games/{id}/seats/1/absent",
    body: { choice: "computer" },
    auth: "player",
  },
  { method: "GET", path: "/api/games/{id}/download", body: null, auth: null },
  // A spectator may report a table: no token needed, so only the body is refused.
  { method: "POST", path: "/api/games/{id}/report", body: { reason: "spam" }, auth: null },
  {
    method: "POST",
    path: "/api/games/{id}/why",
    body: { move: { type: "stand" } },
    auth: "player",
  },
  { method: "GET", path: "/api/games/{id}/hint", body: null, auth: "player" },
  // The operator's routes: a game's token is no operator's, so each is refused before its body.
  {
    method: "GET",
    path: "/api/operator/games/{id}/export",
    body: null,
    auth: null,
    operator: true,
  },
  { method: "GET", path: "/api/operator/games/{id}", body: null, auth: null, operator: true },
  {
    method: "DELETE",
    path: "/api/operator/games/{id}/talk/1",
    body: null,
    auth: null,
    operator: true,
  },
  { method: "POST", path: "/api/operator/games/{id}/end", body: null, auth: null, operator: true },
  { method: "DELETE", path: "/api/operator/games/{id}", body: null, auth: null, operator: true },
  {
    method: "POST",
    path: "/api/operator/games/{id}/restore",
    body: {
      format: "tavolo/game-export",
      version: 1,
      exportedAt: 0,
      meta: {},
      settings: {},
      seats: [],
      moves: [],
      snapshot: { seq: 0, state: null },
    },
    auth: null,
    operator: true,
  },
];

const JSON_TYPE = { "Content-Type": "application/json" };
/** A token of the right shape that no game knows. */
const UNKNOWN_TOKEN = "Zm9yZ2VkLXRva2VuLW5vYm9keS1oYXM";

/** The body routes. */
const withBody = ROUTES.filter((r) => r.body !== null);
/** Routes that change something (every one but GET). */
const changing = ROUTES.filter((r) => r.method !== "GET");

/** Headers for a route called with a token nobody has (a refusal whatever the body). */
function unknownAuth(): Record<string, string> {
  return { ...JSON_TYPE, Authorization: `Bearer ${UNKNOWN_TOKEN}` };
}

/** Wrong methods: every route under every method it does not answer. */
function wrongMethods(): Case[] {
  const out: Case[] = [];
  for (const r of ROUTES)
    for (const method of ["GET", "POST", "PUT", "DELETE", "PATCH"]) {
      if (ROUTES.some((o) => o.path === r.path && o.method === method)) continue;
      out.push({ name: `${method} ${r.path}`, method, path: r.path, headers: JSON_TYPE });
    }
  return out;
}

/** Content types that are not JSON, on every route that changes something: 415. */
function contentTypes(): Case[] {
  const types = [
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/jsonx",
    "text/json",
    null,
  ];
  return changing.flatMap((r) =>
    types.map((type) => ({
      name: `${r.method} ${r.path} as ${type ?? "no type"}`,
      method: r.method,
      path: r.path,
      headers: { ...(type ? { "Content-Type": type } : {}), Authorization: "Bearer {t0}" },
      body: JSON.stringify(r.body ?? {}),
      status: 415,
    })),
  );
}

/** Bodies that are not JSON, or not JSON we read, on every body route. */
function brokenJson(): Case[] {
  const bodies: [string, string | Uint8Array][] = [
    ["a cut object", '{"name": "Eve"'],
    ["a missing value", '{"name":}'],
    ["a trailing comma", '{"name": "Eve",}'],
    ["single quotes", "{'name': 'Eve'}"],
    ["a bare word", "nul"],
    ["nothing", ""],
    ["invalid UTF-8", new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
    ["a list", "[1, 2, 3]"],
    ["a string", '"hello"'],
    ["null", "null"],
    ["NaN", '{"seq": NaN}'],
  ];
  return withBody.flatMap((r) =>
    bodies.map(([what, body]) => ({
      name: `${r.path} with ${what}`,
      method: r.method,
      path: r.path,
      headers: { ...JSON_TYPE, Authorization: "Bearer {t0}" },
      body,
    })),
  );
}

/** Values of the wrong type for each field of each body route, and each field missing. */
function wrongFields(): Case[] {
  const wrong: unknown[] = [null, true, 7, "seven", [], {}, -1, 1.5];
  const out: Case[] = [];
  for (const r of withBody) {
    const body = r.body!;
    for (const field of Object.keys(body)) {
      for (const value of wrong) {
        // A value that fits (an object for a move is judged by the rules, not here) is skipped.
        if (typeof value === typeof body[field] && !Array.isArray(value) && value !== null)
          continue;
        if (field === "move") continue;
        out.push({
          name: `${r.path} with ${field} = ${JSON.stringify(value)}`,
          method: r.method,
          path: r.path,
          headers: unknownAuth(),
          body: JSON.stringify({ ...body, [field]: value }),
        });
      }
      const { [field]: _, ...missing } = body;
      if (field !== "lang")
        out.push({
          name: `${r.path} without ${field}`,
          method: r.method,
          path: r.path,
          headers: unknownAuth(),
          body: JSON.stringify(missing),
        });
    }
  }
  return out;
}

/** Extra fields, and keys that name JavaScript's machinery at the top and deep inside. */
function extraKeys(): Case[] {
  const out: Case[] = [];
  for (const r of withBody) {
    const base = JSON.stringify(r.body).slice(0, -1);
    for (const [what, extra] of [
      ["an extra field", '"admin": true'],
      ["__proto__", '"__proto__": {"admin": true}'],
      ["constructor", '"constructor": {"prototype": {"admin": true}}'],
      ["prototype", '"prototype": 1'],
    ])
      out.push({
        name: `${r.path} with ${what}`,
        method: r.method,
        path: r.path,
        // The creator's real token: only the key may be what refuses it.
        headers: { ...JSON_TYPE, Authorization: "Bearer {t0}" },
        body: `${base}, ${extra}}`,
      });
  }
  out.push(
    {
      name: "create with __proto__ in options",
      method: "POST",
      path: "/api/games",
      headers: JSON_TYPE,
      body: '{"game": "pazaak", "name": "Eve", "options": {"__proto__": {"polluted": true}}}',
    },
    {
      name: "create with constructor in options",
      method: "POST",
      path: "/api/games",
      headers: JSON_TYPE,
      body: '{"game": "pazaak", "name": "Eve", "options": {"constructor": {"prototype": {"x": 1}}}}',
    },
    {
      name: "a move with __proto__ inside",
      method: "POST",
      path: "/api/games/{id}/moves",
      headers: { ...JSON_TYPE, Authorization: "Bearer {t0}" },
      body: '{"seq": 0, "moveId": "proto", "move": {"type": "stand", "__proto__": {"type": "x"}}}',
    },
  );
  return out;
}

/** Numbers no field takes. */
function hugeNumbers(): Case[] {
  const numbers = ["1e400", "-1e400", "1e308", "9007199254740993", "-0.5", "1e-7", "2e9"];
  const out: Case[] = [];
  for (const n of numbers) {
    out.push({
      name: `create with seats = ${n}`,
      method: "POST",
      path: "/api/games",
      headers: JSON_TYPE,
      body: `{"game": "pazaak", "name": "Eve", "seats": ${n}}`,
    });
    out.push({
      name: `a move with seq = ${n}`,
      method: "POST",
      path: "/api/games/{id}/moves",
      headers: { ...JSON_TYPE, Authorization: "Bearer {t0}" },
      body: `{"seq": ${n}, "moveId": "huge", "move": {"type": "stand"}}`,
    });
    out.push({
      name: `a holiday of ${n} days`,
      method: "POST",
      path: "/api/games/{id}/holiday",
      headers: { ...JSON_TYPE, Authorization: "Bearer {t0}" },
      body: `{"days": ${n}}`,
    });
  }
  out.push({
    name: "create with 5,000 computer seats",
    method: "POST",
    path: "/api/games",
    headers: JSON_TYPE,
    body: JSON.stringify({ game: "pazaak", name: "Eve", computer: Array(5000).fill(1) }),
  });
  return out;
}

/** Names nobody could read, too long, or made of control characters. */
function badNames(): Case[] {
  const names = [
    "",
    "   ",
    "a".repeat(41),
    "a".repeat(10_000),
    "Eve\u0000",
    "\u0007bell",
    "line\nbreak",
    "\u202Eevil",
    "\u200B\u200B",
    "tab\there",
    "\uD800",
  ];
  const out: Case[] = [];
  for (const name of names) {
    out.push({
      name: `create with name ${JSON.stringify(name.slice(0, 12))}`,
      method: "POST",
      path: "/api/games",
      headers: JSON_TYPE,
      body: JSON.stringify({ game: "pazaak", name }),
    });
    out.push({
      name: `join with name ${JSON.stringify(name.slice(0, 12))}`,
      method: "POST",
      path: "/api/games/{id}/join",
      headers: JSON_TYPE,
      body: JSON.stringify({ invite: UNKNOWN_TOKEN, name }),
    });
  }
  return out;
}

/** Bodies too large or too deep, sent whole or as a stream without a length. */
function oversized(): Case[] {
  const out: Case[] = [];
  for (const r of withBody) {
    const big = JSON.stringify({ ...r.body, pad: "x".repeat(20_000) });
    // The operator's restore takes a whole game (up to 4 MB), once the token is checked.
    const status = r.operator ? 401 : 413;
    out.push(
      {
        name: `${r.path} with 20 KB`,
        method: r.method,
        path: r.path,
        headers: { ...JSON_TYPE, Authorization: "Bearer {t0}" },
        body: big,
        status,
      },
      {
        name: `${r.path} streamed, 20 KB without a length`,
        method: r.method,
        path: r.path,
        headers: { ...JSON_TYPE, Authorization: "Bearer {t0}" },
        body: { stream: big, chunk: 1000 },
        status,
      },
      {
        name: `${r.path} nested 33 deep`,
        method: r.method,
        path: r.path,
        headers: { ...JSON_TYPE, Authorization: "Bearer {t0}" },
        body: `{"a":${"[".repeat(33)}${"]".repeat(33)}}`,
      },
      {
        name: `${r.path} nested 5,000 deep, streamed`,
        method: r.method,
        path: r.path,
        headers: { ...JSON_TYPE, Authorization: "Bearer {t0}" },
        body: { stream: "[".repeat(5000) + "]".repeat(5000), chunk: 512 },
      },
    );
  }
  for (const r of changing.filter((c) => c.body === null))
    out.push({
      name: `${r.path} (no body expected) streamed 20 KB`,
      method: r.method,
      path: r.path,
      headers: { ...JSON_TYPE, Authorization: `Bearer ${UNKNOWN_TOKEN}` },
      body: { stream: "x".repeat(20_000), chunk: 4096 },
      // The operator's routes refuse a request without the token before reading anything.
      status: r.operator ? 401 : 413,
    });
  return out;
}

/** Ids that cannot name a game, on every route with an id. */
function badIds(): Case[] {
  const ids = [
    "short",
    "A".repeat(33),
    "..%2F..%2Fetc",
    "AAAAAAAAAAAAAAA%00",
    "%C3%84%C3%84%C3%84%C3%84%C3%84%C3%84%C3%84%C3%84%C3%84%C3%84%C3%84%C3%84",
    "AAAAAAAAAAAAAAAA",
  ];
  const out: Case[] = [];
  for (const r of ROUTES.filter((x) => x.path.includes("{id}")))
    for (const id of ids) {
      // Whether an unknown game exists is a question with an answer (200, false).
      if (r.path.endsWith("/exists") && id === "AAAAAAAAAAAAAAAA") continue;
      out.push({
        name: `${r.method} ${r.path} with id ${id.slice(0, 20)}`,
        method: r.method,
        path: r.path.replace("{id}", id),
        headers: { ...JSON_TYPE, Authorization: "Bearer {t0}" },
        ...(r.body ? { body: JSON.stringify(r.body) } : {}),
      });
    }
  for (const seat of ["99", "-1", "abc", "1.5", "%20"])
    out.push({
      name: `a claim of seat ${seat}`,
      method: "POST",
      path: `/api/games/{id}/seats/${seat}`,
      headers: JSON_TYPE,
      body: JSON.stringify({ invite: UNKNOWN_TOKEN, name: "Eve" }),
    });
  return out;
}

/** Authorization headers that are not a seat's token, or a seat's token without the right. */
function badTokens(): Case[] {
  const headers = [
    "Bearer",
    "Bearer short",
    `Basic ${UNKNOWN_TOKEN}`,
    `Bearer ${UNKNOWN_TOKEN}`,
    `Bearer {t0} {t0}`,
    `Bearer ${"A".repeat(65)}`,
    `Bearer {t0}x`,
  ];
  const out: Case[] = [];
  for (const r of ROUTES.filter((x) => x.auth !== null))
    for (const auth of headers)
      out.push({
        name: `${r.method} ${r.path} with ${auth.replace(/\{t0\}/g, "<seat 0>").slice(0, 30)}`,
        method: r.method,
        path: r.path,
        headers: { ...JSON_TYPE, Authorization: auth },
        ...(r.body ? { body: JSON.stringify(r.body) } : {}),
      });
  for (const r of ROUTES.filter((x) => x.auth === "creator"))
    out.push({
      name: `${r.path} with seat 1's token (not the creator)`,
      method: r.method,
      path: r.path.replace("/seats/1/", "/seats/0/"),
      headers: { ...JSON_TYPE, Authorization: "Bearer {t1}" },
      status: 403,
    });
  out.push(
    {
      name: "a spectator's move",
      method: "POST",
      path: "/api/games/{id}/moves",
      headers: JSON_TYPE,
      body: JSON.stringify({ seq: 0, moveId: "spectator", move: { type: "stand" } }),
      status: 403,
    },
    {
      name: "a used invitation",
      method: "POST",
      path: "/api/games/{id}/join",
      headers: JSON_TYPE,
      body: JSON.stringify({ invite: "{invite}", name: "Eve" }),
      status: 409,
    },
  );
  return out;
}

/** Every malformed request. */
export function corpus(): Case[] {
  return [
    ...wrongMethods(),
    ...contentTypes(),
    ...brokenJson(),
    ...wrongFields(),
    ...extraKeys(),
    ...hugeNumbers(),
    ...badNames(),
    ...oversized(),
    ...badIds(),
    ...badTokens(),
  ];
}

/** One socket frame: what is sent after opening (after hello, for `afterHello`). */
export interface Frame {
  name: string;
  data: string | Uint8Array;
  afterHello?: boolean;
}

/** Socket frames of every kind, before and after a hello. */
export function frames(): Frame[] {
  const raw: [string, string | Uint8Array][] = [
    ["binary", new Uint8Array([1, 2, 3, 0xff])],
    ["empty binary", new Uint8Array()],
    ["empty text", ""],
    ["huge text", `{"type":"ping","pad":"${"x".repeat(6000)}"}`],
    ["not JSON", "hello?"],
    ["a cut object", '{"type":"hello"'],
    ["a number", "42"],
    ["null", "null"],
    ["a list", '["hello"]'],
    ["an unknown type", '{"type":"move","move":{"type":"stand"}}'],
    ["no type", '{"token":"x"}'],
    ["deep", "[".repeat(3000) + "]".repeat(3000)],
    ["__proto__", '{"type":"ping","__proto__":{"type":"hello"}}'],
    ["hello with a wrong token", `{"type":"hello","token":"${UNKNOWN_TOKEN}"}`],
    ["hello with a malformed token", '{"type":"hello","token":"short"}'],
    ["hello with a number as token", '{"type":"hello","token":7}'],
  ];
  return [
    ...raw.map(([name, data]) => ({ name: `${name} before hello`, data })),
    ...raw.map(([name, data]) => ({ name: `${name} after hello`, data, afterHello: true })),
    { name: "a second hello", data: '{"type":"hello","token":"{t0}"}', afterHello: true },
  ];
}
