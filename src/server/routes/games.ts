/**
 * The game routes under /api/games: create, claim, join, table, moves, log, invites, replace,
 * rematch and the live socket. Routes validate input and shape answers; the GameRoom decides.
 * Creating and claiming from a chat app (chat-identity.ts) bind the seat to the app's user.
 */
import { DEFAULT_HOLIDAY_DAYS } from "../kernel/calendar";
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { BOT_LEVELS, findGame, games, isBotLevel, seatCounts, type BotLevel } from "../../engine";
import {
  ClaimSeatRequest,
  CreateGameRequest,
  InvitationRequest,
  MoveRequest,
  type ClaimSeatResponse,
  type CreateGameResponse,
  type InviteLink,
} from "../../protocol";
import type { Env } from "../env";
import { ApiError, unwrap } from "../errors";
import { bearer, gameId, issueMessage, jsonBody, noBody, seatParam } from "../input";
import { historySeq } from "./history-input";
import { limitClient } from "../limits/rate";
import { roomStub, type RoomStub } from "../room/stub";
import { linkOrigin } from "../origin";
import { newGameId } from "../security";
import { watch } from "./watch";
import { boundToken, chatIdentity } from "./chat-identity";
import { log } from "../log";
import { metrics } from "../metrics";

/** A request's context. */
export type Ctx = Context<{ Bindings: Env }>;

/** The stub of a game's room. */
function room(c: Ctx, id: string): RoomStub {
  return roomStub(c.env, id);
}

/**
 * Links of a game, on the server's own origin (origin.ts: PUBLIC_URL, or the request's origin
 * when the server serves it, else 421). Secrets go in the fragment only.
 */
export function links(c: Ctx, id: string) {
  const base = `${linkOrigin(c.env, c.req.url)}/g/${id}`;
  return {
    spectator: base,
    seat: (token: string) => `${base}#seat=${token}`,
    join: (invite: string) => `${base}#join=${invite}`,
  };
}

/** The answer to a seat taken in game `id`: by an invitation, a chat's free seat or a rematch. */
export function seatTaken(c: Ctx, id: string, grant: { seat: number; token: string }) {
  const answer: ClaimSeatResponse = {
    id,
    seat: grant.seat,
    token: grant.token,
    links: { you: links(c, id).seat(grant.token) },
  };
  return answer;
}

/**
 * Every game's move shape: a move must fit one of them before it is sent to a room, where the
 * game's own schema and rules judge it. Built once, from the registry.
 */
const anyMove = v.union(Object.values(games).map((g) => g.move) as [v.GenericSchema]);

/** Refuses a move that fits no game's move shape (`input/invalid-move`): no room sees it. */
export function checkMove(move: unknown): void {
  if (!v.is(anyMove, move))
    throw new ApiError(
      "input/invalid-move",
      "move: this is not a move of any game here (see the game's README for move shapes).",
    );
}

/**
 * The chosen levels of a creation's computer seats, checked: every key a computer seat, every
 * value a level (docs/decisions.md, "Computer levels").
 */
function computerLevels(
  asked: Record<string, unknown>,
  computer: readonly number[],
): Record<string, BotLevel> {
  const levels: Record<string, BotLevel> = {};
  for (const [key, level] of Object.entries(asked)) {
    if (!computer.some((seat) => String(seat) === key))
      throw new ApiError(
        "input/invalid-level",
        `computerLevels: seat ${key} is not a computer seat (list it in "computer").`,
      );
    if (!isBotLevel(level))
      throw new ApiError(
        "input/invalid-level",
        `computerLevels: the computer's level is one of ${BOT_LEVELS.join(", ")}.`,
      );
    levels[key] = level;
  }
  return levels;
}

/** The routes, mounted at /api/games. */
export const gameRoutes = new Hono<{ Bindings: Env }>();

gameRoutes.post("/", async (c) => {
  const body = await jsonBody(c, CreateGameRequest);
  const game = findGame(body.game);
  if (!game) throw new ApiError("input/unknown-game", `There is no game called "${body.game}".`);
  const options = v.safeParse(game.options, body.options ?? {});
  if (!options.success) throw new ApiError("input/invalid-options", issueMessage(options.issues));
  const seats = body.seats ?? game.seats.default;
  const counts = seatCounts(game.seats);
  if (!counts.includes(seats))
    throw new ApiError(
      "input/invalid",
      `${game.title} is played by ${counts.length > 1 ? `${counts.slice(0, -1).join(", ")} or ` : ""}${counts.at(-1)} players.`,
    );
  const computer = [...new Set(body.computer ?? [])].sort((a, b) => a - b);
  if (computer.some((s) => s < 1 || s >= seats))
    throw new ApiError("input/invalid", `computer: seats are 1 to ${seats - 1} (seat 0 is yours).`);
  const levels = computerLevels(body.computerLevels ?? {}, computer);
  // Checked before the game exists: its stored origin is where everyone's links will point.
  const origin = linkOrigin(c.env, c.req.url);
  // Checked before the limit counts: a bad chat identity is refused as such.
  const who = await chatIdentity(c);
  await limitClient(c, "games");
  for (let attempt = 0; attempt < 3; attempt++) {
    // A Discord Activity's game has its instance's id: a second creator finds it taken (409).
    const id = who?.gameId ?? newGameId();
    const token = await boundToken(who, id);
    const result = await room(c, id).create({
      id,
      game: game.id,
      seats,
      options: options.output as Record<string, unknown>,
      name: body.name,
      computer,
      levels,
      timePerMove: body.timePerMove ?? 0,
      origin,
      ...(body.autoplayForced ? { autoplayForced: true } : {}),
      ...(body.learning ? { learning: true } : {}),
      ...(token ? { token } : {}),
      ...(body.timePerMove
        ? {
            clockRules: {
              holidayDays: body.holidayDays ?? DEFAULT_HOLIDAY_DAYS,
              weekends: body.pauseWeekends ?? false,
            },
          }
        : {}),
    });
    if (!result.ok && result.error.code === "room/exists" && !who?.gameId) continue;
    const created = unwrap(result);
    metrics(c.env).count("game.created", game.id);
    log("info", "game.created", { game: id, gameKind: game.id, seq: 0 });
    const link = links(c, id);
    const answer: CreateGameResponse = {
      id,
      seat: 0,
      token: created.token,
      invites: created.invites.map((i): InviteLink => ({
        seat: i.seat,
        invite: i.invite,
        url: link.join(i.invite),
      })),
      links: { you: link.seat(created.token), spectator: link.spectator },
      commitment: created.commitment,
    };
    return c.json(answer, 201);
  }
  throw new Error("could not find a free game id");
});

/** `?quiet=1`: a page no person has touched yet reads the table (it does not count as a look). */
const QuietParam = v.optional(v.literal("1", "Leave quiet out, or give it the value 1."));

gameRoutes.get("/:id", async (c) => {
  const id = gameId(c);
  const quiet = v.safeParse(QuietParam, c.req.query("quiet"));
  if (!quiet.success) throw new ApiError("input/invalid", `quiet: ${issueMessage(quiet.issues)}`);
  // The room answers the table as JSON text already (as c.json would write it).
  const text = unwrap(await room(c, id).tableText(bearer(c), quiet.output === "1"));
  return c.body(text, 200, { "Content-Type": "application/json" });
});

/** Claims a seat: by number, or (`/join`) by the invite alone, as the invite link carries only it. */
async function claim(c: Ctx, seat: number | null) {
  const id = gameId(c);
  const body = await jsonBody(c, ClaimSeatRequest);
  linkOrigin(c.env, c.req.url); // an unknown host is refused before the seat is taken
  const token = await boundToken(await chatIdentity(c), id);
  await limitClient(c, "seats");
  const grant = unwrap(await room(c, id).claim(seat, body.invite, body.name, token));
  return c.json(seatTaken(c, id, grant));
}

gameRoutes.post("/:id/join", (c) => claim(c, null));
gameRoutes.post("/:id/seats/:seat", (c) => claim(c, seatParam(c)));

// Read-only: whether a game exists, answered 200 either way, so a page opened on an unknown
// address can say so without a failed request (and its console error) first.
gameRoutes.get("/:id/exists", async (c) => {
  const id = gameId(c);
  return c.json({ exists: await room(c, id).exists() });
});

// Read-only: whether an invitation still gives its seat (the join page asks before the name).
gameRoutes.post("/:id/invitation", async (c) => {
  const id = gameId(c);
  const body = await jsonBody(c, InvitationRequest);
  return c.json(unwrap(await room(c, id).invitationStatus(body.invite)));
});

gameRoutes.post("/:id/moves", async (c) => {
  const id = gameId(c);
  const token = bearer(c);
  const body = await jsonBody(c, MoveRequest);
  checkMove(body.move);
  // The room answers the mover's table as JSON text already (as c.json would write it).
  const text = unwrap(
    await room(c, id).move(token, { seq: body.seq, moveId: body.moveId, move: body.move }),
  );
  return c.body(text, 200, { "Content-Type": "application/json" });
});

gameRoutes.get("/:id/log", async (c) => {
  const id = gameId(c);
  return c.json(unwrap(await room(c, id).log(bearer(c))));
});

// An earlier step of the game as the asker saw it (their own seat's view, or the spectator's).
gameRoutes.get("/:id/history/:seq", async (c) => {
  const id = gameId(c);
  const token = bearer(c);
  const seq = historySeq(c.req.param("seq"));
  return c.json(unwrap(await room(c, id).history(token, seq)));
});

// The reader's own copy of the game: every step as it saw it, as a file to keep.
gameRoutes.get("/:id/download", async (c) => {
  const id = gameId(c);
  const text = unwrap(await room(c, id).download(bearer(c)));
  return c.body(text, 200, {
    "Content-Type": "application/json",
    "Content-Disposition": `attachment; filename="tavolo-${id}.json"`,
  });
});

// A finished game's replay: its index, or one step with every seat's view (public by then).
gameRoutes.get("/:id/replay", async (c) => {
  const id = gameId(c);
  return c.json(unwrap(await room(c, id).replayIndex()));
});
gameRoutes.get("/:id/replay/:seq", async (c) => {
  const id = gameId(c);
  const seq = historySeq(c.req.param("seq"));
  return c.json(unwrap(await room(c, id).replayStep(seq)));
});

/** Answer of re-issue and replace: the seat's new invite and its link. */
function invitation(
  link: ReturnType<typeof links>,
  inv: { seat: number; invite: string },
): InviteLink {
  return { seat: inv.seat, invite: inv.invite, url: link.join(inv.invite) };
}

/** Re-issue and replace: the seat's new invite from the room, with its link. */
function seatInvite(action: "reissueInvite" | "replaceSeat") {
  return async (c: Ctx) => {
    const id = gameId(c);
    const seat = seatParam(c);
    const token = bearer(c);
    await noBody(c);
    const link = links(c, id); // before the old invite dies
    return c.json(invitation(link, unwrap(await room(c, id)[action](token, seat))));
  };
}

gameRoutes.post("/:id/seats/:seat/invite", seatInvite("reissueInvite"));
gameRoutes.post("/:id/seats/:seat/replace", seatInvite("replaceSeat"));

gameRoutes.post("/:id/rematch", async (c) => {
  const id = gameId(c);
  const token = bearer(c);
  await noBody(c);
  linkOrigin(c.env, c.req.url); // an unknown host is refused before the rematch is made
  const grant = unwrap(await room(c, id).rematch(token));
  return c.json(seatTaken(c, grant.id, grant));
});

gameRoutes.get("/:id/live", async (c) => {
  const id = gameId(c);
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket")
    throw new ApiError("http/upgrade-required", "Connect with a WebSocket.");
  // The room accepts the socket; authentication comes in the first message, never the URL.
  const res = await room(c, id).fetch(c.req.raw);
  if (res.status === 101) metrics(c.env).count("socket.opened", "room");
  return res;
});

// The spectators' address: a socket through a relay, or the cached table (watch.ts).
gameRoutes.get("/:id/watch", watch);
