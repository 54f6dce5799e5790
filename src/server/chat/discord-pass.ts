/**
 * What a Discord Activity's page holds after its signed first request: a pass naming the
 * Discord user and the activity's instance, HMAC-signed under DISCORD_SEAT_SECRET, good for
 * PASS_MS. Discord's signed headers are taken once (a replay is refused), so the page's later
 * requests (create, take a seat) carry this pass instead. Also here: the game of an instance,
 * derived from its id under the same secret, so every user of one instance finds the same game
 * and nothing is stored to map one to the other.
 */
import { fromB64url, toB64url } from "../b64";
import { fail, ok, type RoomResult } from "../errors";
import { hmac, type ChatUser } from "./seat-token";

/** How long a pass opens the seats of its user: a long evening of play. */
export const PASS_MS = 12 * 3_600_000;

/** What a valid pass says. */
export interface DiscordPass {
  user: ChatUser;
  /** The activity instance (`discordSdk.instanceId`) the pass was given for. */
  instance: string;
  /** When the pass stops working, ms since the epoch. */
  expires: number;
}

/** Activity instance ids as Discord makes them (`i-<launch>-gc-<guild>-<channel>`), bounded. */
export const INSTANCE_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** A pass for `user` in `instance`, from `now` on. */
export async function makePass(
  secret: string,
  user: Pick<ChatUser, "id">,
  instance: string,
  now: number,
): Promise<string> {
  const body = toB64url(
    new TextEncoder().encode(JSON.stringify({ u: user.id, i: instance, e: now + PASS_MS })),
  );
  return `${body}.${toB64url(await hmac(secret, `tavolo:discord-pass:${body}`))}`;
}

const BAD_PASS =
  "This Discord visit is no longer valid: close Tavolo in Discord and start it again.";

/** Reads a pass: its user and instance, or a refusal when it is forged or old. */
export async function readPass(
  secret: string,
  pass: string,
  now: number,
): Promise<RoomResult<DiscordPass>> {
  const [body, mac, extra] = pass.split(".");
  if (!body || !mac || extra !== undefined || pass.length > 1024)
    return fail("discord/bad-pass", BAD_PASS);
  const want = toB64url(await hmac(secret, `tavolo:discord-pass:${body}`));
  if (!sameText(want, mac)) return fail("discord/bad-pass", BAD_PASS);
  let data: { u?: unknown; i?: unknown; e?: unknown };
  try {
    data = JSON.parse(new TextDecoder().decode(fromB64url(body))) as typeof data;
  } catch {
    return fail("discord/bad-pass", BAD_PASS);
  }
  const { u, i, e } = data;
  if (typeof u !== "string" || typeof i !== "string" || typeof e !== "number")
    return fail("discord/bad-pass", BAD_PASS);
  if (e < now) return fail("discord/expired", BAD_PASS);
  return ok({ user: { provider: "discord", id: u, name: "Discord" }, instance: i, expires: e });
}

/** The game id of an activity instance: 16 base64url characters, as a new game's. */
export async function instanceGame(secret: string, instance: string): Promise<string> {
  return toB64url((await hmac(secret, `tavolo:discord-instance:${instance}`)).slice(0, 12));
}

/** Compares two texts in time independent of where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
