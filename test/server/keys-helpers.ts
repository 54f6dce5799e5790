// A seat carried from one device to another by a games key (/api/keys): the browser seals the
// list (web/components/corresp/keys.ts) and the server sees ciphertext only, so what travels is
// the token, stored by one device and read by another. The chat apps' tests use it to show a
// seat taken inside Discord or Telegram plays on the web.
import { expect } from "vitest";
import { call } from "./helpers";

/** A seat of a game, as a device's list keeps it. */
export interface KeptSeat {
  id: string;
  token: string;
}

/** Base64url without padding, as the browser writes a key's data. */
const b64url = (text: string) =>
  btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** Stores `seat` under a fresh ring and opens it again, as another device would: what it read. */
export async function carriedByKey(seat: KeptSeat): Promise<KeptSeat> {
  const ring = "ring" + crypto.randomUUID().replace(/-/g, "");
  const data = b64url(JSON.stringify([{ id: seat.id, token: seat.token }]));
  const auth = "a".repeat(43);
  const put = await call("PUT", `/api/keys/${ring}`, { body: { next: { auth, data } } });
  expect(put.status, put.text).toBe(200);
  const opened = await call<{ data: string }>("POST", `/api/keys/${ring}/open`, {
    body: { auth },
  });
  const [entry] = JSON.parse(
    atob(opened.body.data.replace(/-/g, "+").replace(/_/g, "/")),
  ) as KeptSeat[];
  return entry!;
}
