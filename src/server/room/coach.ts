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
import type { RoomHost } from "./host";
import { guarded } from "./records";

/** What these RPCs need from the room. */
export type CoachHost = Pick<RoomHost, "sql" | "player" | "loaded">;

const SPECTATOR = "Only a player of this game can ask about their moves.";

/** Why the holder of `token` may not make `move` now: the refusal, or null (it would be played). */
export function whyNotOf(
  host: CoachHost,
  token: string | null,
  move: unknown,
): Promise<RoomResult<WhyResponse>> {
  return guarded("why", async () => {
    const seat = await host.player(token, "auth/spectator", SPECTATOR);
    if (!seat.ok) return seat;
    const { game, snapshot } = host.loaded()!;
    const reason = whyNot(game, snapshot.state, seat.value, move);
    return ok({ seq: snapshot.seq, reason: reason && reason.toJSON() });
  });
}

/** The hint of a learning game for the holder of `token`, on its turn. */
export function hintOf(host: CoachHost, token: string | null): Promise<RoomResult<HintResponse>> {
  return guarded("hint", async () => {
    const seat = await host.player(token, "auth/spectator", SPECTATOR);
    if (!seat.ok) return seat;
    if (!readSettings(host.sql).learning)
      return fail(
        "hint/not-learning",
        "Hints are only for learning games: start a new game with hints on to get them.",
      );
    const { game, snapshot } = host.loaded()!;
    const hint = hintFor(game, snapshot.state, seat.value);
    if (!hint) return fail("hint/not-your-turn", "A hint comes when it is your turn to play.");
    return ok({ seq: snapshot.seq, ...hint });
  });
}
