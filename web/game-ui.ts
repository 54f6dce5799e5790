/**
 * The shape of a game's UI manifest (web/{game}/index.ts, listed in web/games.ts): everything
 * the shared pages know of one game. It holds small data and one loader, of the game's parts
 * (web/{game}/parts.ts: the loaders of its table, words, rules…), so listing every game costs
 * the first download a few bytes per game and no game's table, words or rules ever ride along
 * on another game's page.
 */
import type { ComponentChildren, ComponentType } from "preact";
import type { Key, Lang, WordPack } from "./i18n";
import type { GameReplay } from "./replay/build";
import type { RulesDoc } from "./rules";
import type { TableProps } from "./table-props";

/** A message of the dictionary with its placeholders (a score said in words). */
export interface Phrase {
  key: Key;
  params?: Record<string, string | number>;
}

/**
 * A game's running score, read from a table's view, for the home list (web/scores.ts): numbers
 * per seat ("2–1"), or, where numbers read worse (a team game), words for the reader at `seat`
 * (null: a spectator).
 */
export interface ScoreSummary {
  score(view: unknown): number[];
  words?(view: unknown, seat: number | null): Phrase;
}

/**
 * Props of a game's own seat part of the create form (MazzelTof's two teams): the creator's row,
 * a maker of the other seats' rows with their role, and the plain list to show when the seat
 * count needs nothing of the game's own.
 */
export interface CreateSeatsProps {
  seats: number;
  you: ComponentChildren;
  row(seat: number, role: string): ComponentChildren;
  plain: ComponentChildren;
}

/**
 * One game's UI manifest: its data and the loader of its parts. `Id` is its id as a literal type, so the keys built from it
 * (`game_{id}`, `pitch_{id}`) are checked against the dictionary; `Words` is the type of the
 * game's word packs (its table's and its tools'), for the keys `t` accepts
 * (i18n/pack-keys.ts). Nothing of either is bundled.
 */
export interface GameUi<Id extends string = string, Words extends object = object> {
  /** The game's id in the engine's registry (src/engine/index.ts). */
  readonly id: Id;
  /** Whether it can be played yet: the home page marks the others "coming soon". */
  readonly playable: boolean;
  /** The home tile's players ("2", "3–6"). */
  readonly players: string;
  /** The tile's accent (CSS class `tone-{tone}`, web/styles/pages.css). */
  readonly tone: string;
  /** A glyph for the home tile and the join page. */
  readonly glyph: string;
  /**
   * The game's parts (web/{game}/parts.ts), a small chunk of their own: every page lists every
   * game's manifest, and a table page's first download carries only its own game's parts
   * (scripts/build-web.mjs `tableEntries`).
   */
  parts(): Promise<GameParts>;
  /** Types only, never set: the keys of the game's word packs. */
  readonly wordKeys?: Words;
}

/** One game's loaders (web/{game}/parts.ts), from its manifest's `parts`. */
export interface GameParts {
  /** The table component, a lazy chunk with its styles (web/components/GameTable.tsx). */
  table(): Promise<ComponentType<TableProps>>;
  /** The table's word pack, loaded with the table and the create form. */
  readonly words: WordPack;
  /**
   * The rules page's loaders of each language's text (web/{game}/rules/index.ts), each text a
   * lazy chunk of its own (web/{game}/rules/{lang}.ts).
   */
  rules(): Promise<Readonly<Record<Lang, () => Promise<RulesDoc>>>>;
  /** The running score for the home list, a lazy chunk (web/{game}/score.ts). */
  score?(): Promise<ScoreSummary>;
  /** The game's own seat part of the create form, a lazy chunk (web/pages/CreatePage.tsx). */
  createSeats?(): Promise<ComponentType<CreateSeatsProps>>;
  /** What its replay needs (web/{game}/replay.ts: rules without the computer, card names). */
  replay?(): Promise<{ replayGame: GameReplay }>;
}

/**
 * What the web build makes of one game (scripts/build-web.mjs reads it from the game's manifest,
 * web/{game}/index.ts, as `entries`): the build finds no file by its name, it reads these.
 * Paths are relative to the game's folder; `{lang}` stands for each of the UI's languages. No
 * page imports `entries`, so no bundle carries it.
 */
export interface GameEntries {
  /** The table component: its table page's own entry is built around it. */
  readonly table: string;
  /** The parts' loaders (parts.ts), in the table page's first download. */
  readonly parts: string;
  /** The table's word packs, one module per language. */
  readonly words: string;
  /**
   * The words every table draws with, without a seated player's own (`{lang}`; `words` joins
   * both): a replay embed's first words, the seat's coming with the seat's part.
   */
  readonly tableWords?: string;
  /** The rules texts' folder and the home list's score: never part of the table page. */
  readonly rules: string;
  readonly score: string;
  /** The spectator embed's entry (/embed/g/{id}), a build of its own. */
  readonly embed: string;
  /** The try page's entry (/embed/try/{game}), a build of its own: its table comes on dealing. */
  readonly tryEmbed: string;
  /** The table as both embeds draw it (`embed` imports it, `tryEmbed` loads it on dealing). */
  readonly embedTable: string;
  /** The replay embed's entry (/embed/replay/{id}), a build of its own. */
  readonly replayEmbed: string;
  /** The replay's rules (replay.ts): it gets its own copy of the engine. */
  readonly replay: string;
  /** The sharing preview's card (scripts/og-images.mjs). */
  readonly preview: string;
  /** A seat's own part, which a spectator embed never loads (its table stays one file). */
  readonly seat?: string;
  /** The game's part of the create form: not part of the table page. */
  readonly createSeats?: string;
  /** Parts loaded on demand elsewhere that a first visit to the table draws, and their words. */
  readonly firstParts?: readonly string[];
  readonly firstWords?: string;
  /**
   * The results' own word pack (`{lang}`), loaded beside the results' part: a replay embed, which
   * opens at the game's end with the results in its entry, has them in its words file.
   */
  readonly resultWords?: string;
  /** Modules a replay never draws, with their exports: each becomes a part drawing nothing. */
  readonly notInReplay?: Readonly<Record<string, readonly string[]>>;
}
