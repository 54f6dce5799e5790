/**
 * Carrying out "my data" and "forget me" for one address, once its owner proved the mailbox (a
 * reply the platform vouched for, or a link mailed to it): every game its AddressBook knows is
 * asked through its room (only an entry reaches rooms), then the book itself. "My data" mails
 * the export to the address; "forget me" removes it from every game and wipes the book, then
 * mails one note, only when something was held. Nothing is ever answered to anyone else.
 */
import { now } from "../clock";
import type { Env } from "../env";
import { log, logFailure } from "../log";
import { normalizeAddress } from "../mail/message";
import { addressBook } from "../notify/address-book";
import { sendExport, sendForgotten, type MyDataWhat } from "../notify";
import { publicOrigin } from "../origin";
import { roomStub } from "../room/stub";
import type { SeatExport } from "../room/my-data";

/** A proven request. */
export interface MyDataRequest {
  address: string;
  what: MyDataWhat;
  /** The language of the answer. */
  lang: string;
  /** The site's origin for the answer's privacy link, when the request came through it. */
  origin: string | null;
}

/** What became of a request (for the link's page and the log; never for a stranger). */
export type MyDataDone = "sent" | "forgotten" | "nothing" | "failed";

/** The origin of a stored link, or null. */
function originOf(link: string | null | undefined): string | null {
  try {
    return link ? new URL(link).origin : null;
  } catch {
    return null;
  }
}

/** Carries out `req`; never throws. */
export async function runMyData(env: Env, req: MyDataRequest): Promise<MyDataDone> {
  const address = normalizeAddress(req.address);
  try {
    const book = await addressBook(env, address);
    const games = await book.games();
    const done =
      req.what === "export"
        ? await exportAll(env, req, address, games)
        : await forgetAll(env, req, address, games);
    log("info", "mail.my-data", { kind: req.what, outcome: done });
    return done;
  } catch (err) {
    logFailure("mail.my-data-failed", err, {
      check: 'A "my data" or "forget me" request stopped half-way; the address may ask again.',
    });
    return "failed";
  }
}

async function exportAll(
  env: Env,
  req: MyDataRequest,
  address: string,
  games: string[],
): Promise<MyDataDone> {
  const seats: SeatExport[] = [];
  for (const id of games) {
    const held = await roomStub(env, id).addressData(address);
    if (held.ok) seats.push(...held.value);
  }
  const data = {
    address,
    madeAt: new Date(now()).toISOString(),
    settings: await (await addressBook(env, address)).export(),
    seats,
  };
  const origin = publicOrigin(env) ?? req.origin ?? originOf(seats.find((s) => s.link)?.link);
  return (await sendExport(env, address, req.lang, origin, data)) ? "sent" : "failed";
}

async function forgetAll(
  env: Env,
  req: MyDataRequest,
  address: string,
  games: string[],
): Promise<MyDataDone> {
  let held = 0;
  for (const id of games) {
    const done = await roomStub(env, id).forgetAddress(address);
    // A room that could not forget keeps the book, so asking again finds that game.
    if (!done.ok) return "failed";
    if (done.value.held) held++;
  }
  const book = await addressBook(env, address);
  const kept = games.length > 0 || (await book.keepsAnything());
  await book.forgetAll();
  if (!kept) return "nothing";
  await sendForgotten(env, address, req.lang, publicOrigin(env) ?? req.origin, held);
  return "forgotten";
}
