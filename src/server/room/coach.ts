/**
 * "Why not?" and learning games' hints, for a seat: why a move cannot be played now (the
 * engine's refusal of it, `whyNot`, without playing it) and, in a learning game, the normal
 * computer's move for the seat (`hintFor`), with its reason. Both read the game in memory and
 * write nothing; what they answer depends only on what the seat may see (the engine's
 * non-interference tests, test/engine/coach-secrecy.test.ts).
 */
import { hintFor, whyNot } from "../../engine";
import type { HintResponse, WhyResponse } from "../../protocol";
import { fail, ok, type RoomResult } from "../errors";
import { readSettings } from "../kernel/settings";
import { forPlayer } from "./asker";
import type { RoomHost } from "./host";

/** What these RPCs need from the room. */
export type CoachHost = Pick<RoomHost, "sql" | "player" | "loaded">;

const SPECTATOR = {
  code: "auth/spectator",
  message: "Only a player of this game can ask about their moves.",
} as const;

/** Why the holder of `token` may not make `move` now: the refusal, or null (it would be played). */
export function whyNotOf(
  host: CoachHost,
  token: string | null,
  move: unknown,
): Promise<RoomResult<WhyResponse>> {
  return forPlayer(host, "why", token, SPECTATOR, (seat) => {
    const { game, snapshot } = host.loaded()!;
    const reason = whyNot(game, snapshot.state, seat, move);
    return ok({ seq: snapshot.seq, reason: reason && reason.toJSON() });
  });
}

/** The hint of a learning game for the holder of `token`, on its turn. */
export function hintOf(host: CoachHost, token: string | null): Promise<RoomResult<HintResponse>> {
  return forPlayer(host, "hint", token, SPECTATOR, (seat) => {
    if (!readSettings(host.sql).learning)
      return fail(
        "hint/not-learning",
        "Hints are only for learning games: start a new game with hints on to get them.",
      );
    const { game, snapshot } = host.loaded()!;
    const hint = hintFor(game, snapshot.state, seat);
    if (!hint) return fail("hint/not-your-turn", "A hint comes when it is your turn to play.");
    return ok({ seq: snapshot.seq, ...hint });
  });
}
