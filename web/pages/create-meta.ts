/**
 * What the create form needs to know of each game, as plain data: its seats and its options' form
 * fields, and the computer's levels. Read here from the engine's registry, but the web build
 * replaces this module by its values (scripts/build-web.mjs, `buildTimeData`), so the create page
 * never downloads the engine's games and bots (docs/decisions.md, "One core chunk, and every page brings its own").
 * Data only: no functions, nothing that JSON cannot hold.
 */
import { BOT_LEVELS as LEVELS, DEFAULT_BOT_LEVEL as DEFAULT_LEVEL, games } from "../../src/engine";
import type { BotLevel, Game, OptionField } from "../../src/engine";

/** A game as the create form sees it. */
export interface CreateMeta {
  id: string;
  seats: Game["seats"];
  optionFields: readonly OptionField[];
}

/** Every registered game's create-form data, by id. */
export const CREATE_GAMES: Record<string, CreateMeta> = Object.fromEntries(
  Object.values(games).map((g) => [
    g.id,
    { id: g.id, seats: g.seats, optionFields: g.optionFields },
  ]),
);

/** The computer's levels, weakest first. */
export const BOT_LEVELS: readonly BotLevel[] = LEVELS;

/** The level of a computer seat nobody chose one for. */
export const DEFAULT_BOT_LEVEL: BotLevel = DEFAULT_LEVEL;
