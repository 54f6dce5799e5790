/**
 * The room's RPCs for how a seat is reached away from the table: its email address (set,
 * confirmation sent again, removed), its push devices and the creator's chat webhook
 * (channels.ts), and the two links in emails, confirm and unsubscribe. The features decide
 * (../notify, ../push, ../webhooks); this checks who asks and lets the room's steps follow.
 */
import type { MailStatus } from "../../protocol";
import { ok, type RoomResult } from "../errors";
import * as notify from "../notify";
import { sha256Hex } from "../security";
import { forLink } from "./asker";
import { applyChannelOp, prepareChannelOp, type ChannelOp } from "./channels";
import type { RoomHost } from "./host";
import { asPlayer } from "./seat-actions";

/** What these RPCs need from the room. */
export type SettingsHost = Pick<
  RoomHost,
  "player" | "load" | "context" | "broadcast" | "afterChange"
>;

/**
 * Sets the address of the holder of `token` for this game and sends the confirmation link.
 * `link` is the seat's personal link and `origin` the site, both built by the route.
 */
export async function setMail(
  host: SettingsHost,
  token: string | null,
  input: notify.AddressInput,
): Promise<RoomResult<MailStatus>> {
  const secrets = await notify.prepareAddress();
  return asPlayer(host, "setMail", token, (ctx, seat) =>
    notify.setAddress(ctx, seat, input, secrets),
  );
}

/**
 * Sends the confirmation link of the unconfirmed address of `token`'s seat again, asked for by
 * `requester` (the client's address, whose allowance it spends).
 */
export async function resendMail(
  host: SettingsHost,
  token: string | null,
  requester: string,
): Promise<RoomResult<MailStatus>> {
  const secrets = await notify.prepareAddress();
  return asPlayer(host, "resendMail", token, (ctx, seat) =>
    notify.resendConfirmation(ctx, seat, secrets, requester),
  );
}

/** Removes the address of the holder of `token`. */
export async function removeMail(
  host: SettingsHost,
  token: string | null,
): Promise<RoomResult<MailStatus>> {
  const done = await asPlayer(host, "removeMail", token, async (ctx, seat) =>
    ok(notify.removeAddress(ctx, seat)),
  );
  // The channels that follow addresses (the summary, "send me links") plan at once.
  if (done.ok) await host.afterChange({ quiet: true });
  return done;
}

/** A seat's push devices, or the creator's chat webhook (channels.ts). */
export async function channels(host: SettingsHost, token: string | null, op: ChannelOp) {
  const device = await prepareChannelOp(op);
  return asPlayer(host, "channels", token, async (ctx, seat) =>
    applyChannelOp(ctx, seat, op, device),
  );
}

/**
 * A confirmation link: `act` false only checks it (the GET page); true confirms the address,
 * answered from `requester` (the client's address: its owner's from now on).
 */
export function confirmMail(
  host: SettingsHost,
  token: string,
  act: boolean,
  requester: string,
): Promise<RoomResult<notify.LinkResult>> {
  return forLink(host, "confirmMail", "This confirmation link is not valid.", async () => {
    const hash = await sha256Hex(token);
    if (!act) return notify.checkConfirm(host.context(), hash);
    const done = await notify.confirmAddress(host.context(), hash, requester);
    if (done.ok) await host.afterChange();
    return done;
  });
}

/**
 * An unsubscribe link: `act` false only checks it (the GET page); true stops this game's
 * emails ("game") or all emails to the address ("all"). The token can do nothing else.
 */
export function unsubscribe(
  host: SettingsHost,
  token: string,
  scope: "game" | "all",
  act: boolean,
): Promise<RoomResult<notify.LinkResult>> {
  return forLink(host, "unsubscribe", "This unsubscribe link is not valid.", async () => {
    const ctx = host.context();
    if (!act) return notify.checkUnsubscribe(ctx, token);
    const done = await notify.unsubscribe(ctx, token, scope);
    if (done.ok) await host.afterChange({ quiet: true }); // the summary and links follow
    return done;
  });
}
