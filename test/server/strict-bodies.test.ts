// Every request body holds only its request's fields, inside its objects too (a games key's
// `next`, a push subscription's `keys`), and a games key's list has one size limit, the one the
// body cap allows: MAX_KEY_DATA characters fit in a body of MAX_BODY_BYTES, one more is refused
// with a sentence (not a 413 after the docs allowed it).
import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES, MAX_KEY_DATA } from "../../src/protocol";
import { call, expectError, twoPlayerGame } from "./helpers";

const part = () => crypto.randomUUID().replace(/-/g, "").slice(0, 24) + "abcdefghijklmnopqrs";

describe("strict bodies", () => {
  it("a games key upload with an unknown field inside next is 400, and stores nothing", async () => {
    const ring = part();
    const auth = part();
    const odd = await call("PUT", `/api/keys/${ring}`, {
      body: { next: { auth, data: "c2VjcmV0", admin: true } },
    });
    const body = expectError(odd, 400, "input/invalid");
    expect(body.error.message).toBe("next.admin: next has no such field (it has auth, data).");
    expectError(
      await call("POST", `/api/keys/${ring}/open`, { body: { auth } }),
      404,
      "keys/unknown",
    );
  });

  it("a push subscription with an unknown field inside keys is 400", async () => {
    const { id, tokens } = await twoPlayerGame();
    const odd = await call("PUT", `/api/games/${id}/push`, {
      token: tokens[0],
      body: {
        endpoint: "https://push.example.org/x",
        keys: { p256dh: "BAAA", auth: "AAAA", extra: "1" },
      },
    });
    const body = expectError(odd, 400, "input/invalid");
    expect(body.error.message).toMatch(/^keys\.extra: keys has no such field/);
  });

  it("a top-level unknown field is still named with the request's fields", async () => {
    const odd = await call("POST", "/api/games", { body: { game: "pazaak", name: "A", admin: 1 } });
    const body = expectError(odd, 400, "input/invalid");
    expect(body.error.message).toMatch(/^admin: this request has no such field \(it has game,/);
  });
});

describe("a games key's size", () => {
  it("takes a list of MAX_KEY_DATA characters within the body cap, and refuses one more", async () => {
    const ring = part();
    const auth = part();
    const body = { auth, next: { auth, data: "A".repeat(MAX_KEY_DATA) } };
    // The largest list and a current access value still fit in one body.
    expect(JSON.stringify(body).length).toBeLessThanOrEqual(MAX_BODY_BYTES);
    const first = await call("PUT", `/api/keys/${ring}`, { body: { next: body.next } });
    expect(first.status, first.text).toBe(200);
    const update = await call("PUT", `/api/keys/${ring}`, { body });
    expect(update.status, update.text).toBe(200);
    const over = await call("PUT", `/api/keys/${part()}`, {
      body: { next: { auth, data: "A".repeat(MAX_KEY_DATA + 1) } },
    });
    expect(expectError(over, 400, "input/invalid").error.message).toBe(
      `next.data: at most ${MAX_KEY_DATA} characters (some 60 games).`,
    );
  });
});
