/**
 * Games the browser tests set up through the API, where the way there is not the point: Anna and
 * a friend, each seat taken, or Anna against the computer in every other seat.
 */
import { findGame } from "../../src/engine";
import type { ClaimSeatResponse, CreateGameResponse } from "../../src/protocol";
import { api } from "./helpers";

/**
 * A two-seat game of `game` with both seats taken through the API, Anna's by creating it and
 * `second`'s by its first invitation: the game's id and the seats' tokens in seat order.
 */
export async function friendsGame(
  game: string,
  second = "Bob",
): Promise<{ id: string; tokens: [string, string] }> {
  const created = await api<CreateGameResponse>("POST", "/api/games", { game, name: "Anna" });
  const friend = await api<ClaimSeatResponse>("POST", `/api/games/${created.id}/join`, {
    invite: created.invites[0]!.invite,
    name: second,
  });
  return { id: created.id, tokens: [created.token, friend.token] };
}

/** A two-player Pazaak game of Anna and `second`, both seats taken through the API. */
export const pazaakForTwo = (second = "Bob") => friendsGame("pazaak", second);

/**
 * A game of `game`, Anna against the computer in every other seat: at its usual table size, or
 * at `more.seats`; `more`'s other fields go to the create request as they are (learning,
 * levels, options).
 */
export function againstComputers(
  game: string,
  more: { seats?: number; [field: string]: unknown } = {},
): Promise<CreateGameResponse> {
  const seats = more.seats ?? findGame(game)?.seats.default ?? 2;
  return api<CreateGameResponse>("POST", "/api/games", {
    game,
    name: "Anna",
    computer: Array.from({ length: seats - 1 }, (_, i) => i + 1),
    ...more,
  });
}
