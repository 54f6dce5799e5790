/** The fuzz spec of every registered game, by id (a test checks none is missing). */
import { mattazzaSpec } from "./games/mattazza";
import { mazzeltofSpec } from "./games/mazzeltof";
import { mazzoSpec } from "./games/mazzo";
import { pazaakSpec } from "./games/pazaak";
import type { FuzzSpec } from "./spec";

/** Fuzz specs by game id. */
export const specs: Record<string, FuzzSpec> = Object.fromEntries(
  [pazaakSpec, mazzoSpec, mattazzaSpec, mazzeltofSpec].map((s) => [s.game.id, s]),
);
