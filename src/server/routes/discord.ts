/**
 * The Discord Activity's routes, under /api/discord. `POST /session` takes the request Discord's
 * proxy signed (chat/discord.ts), once: a signed payload seen before is refused as a replay
 * (the ClientLimiter, keyed by the payload's digest, as a bucket of one token that refills after
 * the payload's longest life). It answers a pass for the visit's later requests
 * (chat/discord-pass.ts), the game of the activity's instance and the user's seat in it. The
 * page's first user creates that game through POST /api/games with the pass (the game takes the
 * instance's id); `POST /seat` seats a later user in its first free seat. A page reloaded
 * inside Discord sends its pass to /session instead of a fresh signature.
 */
import { Hono, type Context } from "hono";
import { DiscordSeatRequest, DiscordSessionRequest, type DiscordSession } from "../../protocol";
import { DISCORD_PROXY_HEADERS, MAX_AGE_S, verifyProxy } from "../chat/discord";
import { instanceGame, makePass, readPass } from "../chat/discord-pass";
import { boundSeatToken, type ChatUser } from "../chat/seat-token";
import { now } from "../clock";
import type { Env } from "../env";
import { ApiError, unwrap } from "../errors";
import { jsonBody } from "../input";
import { limitClient } from "../limits/rate";
import { roomStub } from "../room/stub";
import { sha256Hex } from "../security";
import {
  boundToken,
  chatIdentity,
  DISCORD_PASS_HEADER,
  discordConfig,
  type DiscordConfig,
} from "./chat-identity";
import { linkOrigin } from "../origin";
import { seatTaken } from "./games";

type Ctx = Context<{ Bindings: Env }>;

/** The routes, mounted at /api/discord. */
export const discordRoutes = new Hono<{ Bindings: Env }>();

/**
 * Refuses a signed payload seen before. The proxy's signature covers no nonce, so the payload
 * itself is the key; after MAX_AGE_S it is refused as too old anyway, so that is how long it
 * is remembered.
 */
async function once(c: Ctx, payload: string): Promise<void> {
  const limiter = c.env.LIMITER;
  if (!limiter) throw new Error("the ClientLimiter binding is missing: no replay guard");
  const key = `discord-proxy:${await sha256Hex(payload)}`;
  const taken = await limiter.get(limiter.idFromName(key)).take(1, (MAX_AGE_S + 60) * 1000);
  if (!taken.ok)
    throw new ApiError(
      "discord/replayed",
      "This request was already made once: close Tavolo in Discord and start it again.",
    );
}

/** The user of the request: its pass for `instance`, else Discord's signed headers, once. */
async function sessionUser(
  c: Ctx,
  cfg: DiscordConfig,
  instance: string,
): Promise<{ user: ChatUser; pass: string }> {
  const given = c.req.header(DISCORD_PASS_HEADER);
  if (given !== undefined) {
    const read = unwrap(await readPass(cfg.secret, given, now()));
    if (read.instance !== instance)
      throw new ApiError("discord/bad-pass", "This pass is for another Discord activity.");
    return { user: read.user, pass: given };
  }
  const headers = {
    signature: c.req.header(DISCORD_PROXY_HEADERS.signature),
    timestamp: c.req.header(DISCORD_PROXY_HEADERS.timestamp),
    payload: c.req.header(DISCORD_PROXY_HEADERS.payload),
  };
  const proxy = unwrap(await verifyProxy(headers, cfg.publicKey, cfg.applicationId, now()));
  await once(c, headers.payload!);
  return { user: proxy.user, pass: await makePass(cfg.secret, proxy.user, instance, now()) };
}

discordRoutes.post("/session", async (c) => {
  const body = await jsonBody(c, DiscordSessionRequest);
  const cfg = discordConfig(c.env);
  const { secret } = cfg;
  const { user, pass } = await sessionUser(c, cfg, body.instance);
  const id = await instanceGame(secret, body.instance);
  const room = roomStub(c.env, id);
  const answer: DiscordSession = { pass, game: { id, exists: false, kind: null }, seat: null };
  // Asked first, so an instance without a game leaves nothing behind in storage.
  if (!(await room.exists())) return c.json(answer);
  const token = await boundSeatToken(secret, user, id);
  // The user's own table when the bound token holds a seat, else the spectators'.
  const own = await room.table(token);
  const table = own.ok ? own : await room.table(null);
  if (!table.ok) return c.json(answer);
  answer.game = { id, exists: true, kind: table.value.game };
  if (own.ok && own.value.seat !== null)
    answer.seat = { game: own.value.game, seat: own.value.seat, token };
  return c.json(answer);
});

discordRoutes.post("/seat", async (c) => {
  const body = await jsonBody(c, DiscordSeatRequest);
  const who = await chatIdentity(c);
  if (!who?.gameId || who.user.provider !== "discord")
    throw new ApiError(
      "discord/bad-pass",
      "Open Tavolo from Discord: taking a seat here needs the pass of your Discord visit.",
    );
  const id = who.gameId;
  linkOrigin(c.env, c.req.url); // an unknown host is refused before the seat is taken
  const room = roomStub(c.env, id);
  if (!(await room.exists()))
    throw new ApiError("discord/no-game", "Nobody has started a game in this activity yet.");
  await limitClient(c, "seats");
  const token = (await boundToken(who, id))!;
  const grant = unwrap(await room.claimFree(body.name, token));
  return c.json(seatTaken(c, id, grant));
});
