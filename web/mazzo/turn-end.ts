/**
 * Which of Mazzo's events end a turn or the game, and an attack's ability in words: what a table
 * and its log read on every draw, apart from the ends told in words (reason.ts), which are a
 * part of their own (ends.ts) that a new game's first visit does not carry.
 */
import type { MazzoEvent } from "../../src/engine/games/mazzo/types";
import { t } from "../i18n";
import { abName } from "./cards";

/** The event that ends a turn: a clash or a doubt's result. */
export type TurnEnd = Extract<MazzoEvent, { type: "clash" } | { type: "doubtResult" }>;
/** The end of the game. */
export type GameEnd = Extract<MazzoEvent, { type: "gameEnd" }>;

/** True for the events that end a turn. */
export function isTurnEnd(e: MazzoEvent): e is TurnEnd {
  return e.type === "clash" || e.type === "doubtResult";
}

/** The ability of an attack, in words, for a log line. */
export function abilityWords(k: string | null): string {
  return k === null ? t("mz_secret_ability") : abName(k);
}
