/**
 * Who a request speaks for in a chat app: the Telegram user of the Mini App's init data, sent
 * in the X-Telegram-Init-Data header and checked on every request that uses it (chat/telegram.ts).
 * Creating a game and claiming a seat with that header bind the seat to the user: its token is
 * derived (chat/seat-token.ts), so the user gets the same seat back on any device. A Discord
 * Activity's page sends the pass its signed first request earned (X-Discord-Pass,
 * chat/discord-pass.ts), which also names the activity's game.
 */
import type { Context } from "hono";
import { boundSeatToken, type ChatUser } from "../chat/seat-token";
import { verifyInitData } from "../chat/telegram";
import { instanceGame, readPass } from "../chat/discord-pass";
import { publicKeyBytes } from "../chat/discord";
import { now } from "../clock";
import type { Env } from "../env";
import { ApiError, unwrap } from "../errors";

/** The header the Mini App sends its init data in. */
export const TELEGRAM_HEADER = "X-Telegram-Init-Data";

/** The header a Discord Activity's page sends its pass in. */
export const DISCORD_PASS_HEADER = "X-Discord-Pass";

/**
 * A verified chat identity: the user, the secret their seats are keyed with, the start value,
 * and the game a new game must take (a Discord Activity's instance has exactly one).
 */
export interface ChatIdentity {
  user: ChatUser;
  secret: string;
  startParam: string | null;
  gameId?: string;
}

/** What a Discord Activity needs of the configuration. */
export interface DiscordConfig {
  publicKey: Uint8Array<ArrayBuffer>;
  applicationId: string | undefined;
  secret: string;
}

/** The Discord Activity's configuration, or a clear refusal when the operator has not set it. */
export function discordConfig(env: Env): DiscordConfig {
  const publicKey = publicKeyBytes(env.DISCORD_PUBLIC_KEY);
  const secret = env.DISCORD_SEAT_SECRET?.trim();
  if (!publicKey || !secret)
    throw new ApiError(
      "discord/not-configured",
      "Tavolo's Discord Activity is not set up on this server: its operator has not given it the application's public key and a seat secret.",
    );
  return { publicKey, applicationId: env.DISCORD_APPLICATION_ID?.trim() || undefined, secret };
}

/** The bot token, or a clear refusal when the operator has not set it. */
export function telegramToken(env: Env): string {
  const token = env.TELEGRAM_BOT_TOKEN?.trim();
  if (!token)
    throw new ApiError(
      "telegram/not-configured",
      "Tavolo's Telegram app is not set up on this server: its operator has not given it a bot token.",
    );
  return token;
}

/**
 * The chat identity of a request: null without one; a refusal when one is given and fails its
 * check (a seat never silently goes unbound).
 */
export async function chatIdentity(c: Context<{ Bindings: Env }>): Promise<ChatIdentity | null> {
  const pass = c.req.header(DISCORD_PASS_HEADER);
  if (pass !== undefined) {
    const { secret } = discordConfig(c.env);
    const read = unwrap(await readPass(secret, pass, now()));
    const gameId = await instanceGame(secret, read.instance);
    return { user: read.user, secret, startParam: null, gameId };
  }
  const initData = c.req.header(TELEGRAM_HEADER);
  if (initData === undefined) return null;
  const secret = telegramToken(c.env);
  const init = unwrap(await verifyInitData(initData, secret, now()));
  return { user: init.user, secret, startParam: init.startParam };
}

/** The seat token of the request's chat user in `gameId`, or undefined when there is none. */
export async function boundToken(
  who: ChatIdentity | null,
  gameId: string,
): Promise<string | undefined> {
  return who ? boundSeatToken(who.secret, who.user, gameId) : undefined;
}
