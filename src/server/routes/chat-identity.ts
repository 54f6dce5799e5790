/**
 * Who a request speaks for in a chat app: the Telegram user of the Mini App's init data, sent
 * in the X-Telegram-Init-Data header and checked on every request that uses it (chat/telegram.ts).
 * Creating a game and claiming a seat with that header bind the seat to the user: its token is
 * derived (chat/seat-token.ts), so the user gets the same seat back on any device. A Discord
 * Activity adds its own verified identity here, the rest stays the same.
 */
import type { Context } from "hono";
import { boundSeatToken, type ChatUser } from "../chat/seat-token";
import { verifyInitData } from "../chat/telegram";
import { now } from "../clock";
import type { Env } from "../env";
import { ApiError, unwrap } from "../errors";

/** The header the Mini App sends its init data in. */
export const TELEGRAM_HEADER = "X-Telegram-Init-Data";

/** A verified chat identity: the user, the secret their seats are keyed with, the start value. */
export interface ChatIdentity {
  user: ChatUser;
  secret: string;
  startParam: string | null;
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
