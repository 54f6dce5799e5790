/**
 * Moves in words, the generic part: each game says, for one legal move, how it is named (a
 * label per language for lists, and the phrases a player may write), in its `GamePhrases`
 * (index.ts holds them by game id); this module normalises
 * what a player wrote (case, accents, ± / +- / -, unicode minus, filler words) and finds the
 * one legal move it names. No game rules here: only the legal moves the engine lists are named.
 */
import type { Lang } from "../../words";

/**
 * How one move is named. `label` is what a list shows, per language. `slots` are the parts of
 * the phrases a player may write, in order, each with its alternatives (all languages mixed):
 * every combination is accepted. The first slot (the verb) may be left out when `verbOptional`.
 */
export interface Naming {
  label: Record<Lang, string>;
  slots: readonly (readonly string[])[];
  verbOptional?: boolean;
}

/** A game's words for emails: its moves' namings, and optionally its last moves in words. */
export interface GamePhrases {
  /** How one legal move of the game is named; `name` gives a seat's player name. */
  naming(move: unknown, name: (seat: number) => string): Naming;
  /**
   * The opponents' moves since `reader`'s own last move, in `lang`, from the reader's own view
   * (so an email never says more than the table shows that seat); none when left out.
   */
  recent?(view: unknown, reader: number, name: (seat: number) => string, lang: string): string[];
}

/** Words that carry no meaning for a move ("play +3 on the red pile" = "play +3 red"). */
const FILLERS = new Set(
  (
    "a an the on onto to as with of and in at pile card please thanks " +
    "il lo la le i gli l un una su sul sulla sui al alla come con e di del della mucchio carta per favore grazie " +
    "de het een op als met en van naar stapel kaart graag alsjeblieft bedankt"
  ).split(" "),
);

/** Text in one comparable form: lower case, no accents, one minus, one ±, signs on numbers. */
export function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212\ufe63\uff0d]/g, "-")
    .replace(/\+\s*\/?\s*-|-\s*\/\s*\+/g, "±")
    .replace(/([±+-])\s+(?=\d)/g, "$1")
    .replace(/×/g, "x");
}

/** The meaningful words of a text, normalised, fillers dropped. */
export function words(text: string): string[] {
  const found = normalise(text).match(/[±+-]?[\p{L}\p{N}&♠♥♣♦]+|±/gu) ?? [];
  return found.filter((w) => !FILLERS.has(w));
}

/** Every phrase of a naming, as word lists joined by single spaces. */
export function phrasesOf(n: Naming): Set<string> {
  let acc: string[][] = [[]];
  n.slots.forEach((alternatives, i) => {
    const next: string[][] = [];
    for (const head of acc) {
      for (const alt of alternatives) next.push([...head, ...words(alt)]);
      if (i === 0 && n.verbOptional) next.push(head);
    }
    acc = next;
  });
  for (const l of Object.values(n.label)) acc.push(words(l));
  return new Set(acc.filter((w) => w.length > 0).map((w) => w.join(" ")));
}

/** What a reply named: one move, several (unclear), or none. */
export type Match =
  { kind: "one"; index: number } | { kind: "many"; indexes: number[] } | { kind: "none" };

/**
 * The legal move a reply names. The whole reply must be a phrase of exactly one move; failing
 * that, its longest leading part that is ("stand, thanks" → "stand"). Several moves for the
 * same words is "many" (the reply is unclear), never a guess.
 */
export function matchReply(reply: string, namings: readonly Naming[]): Match {
  const said = words(reply);
  if (said.length === 0) return { kind: "none" };
  const table = namings.map(phrasesOf);
  for (let len = said.length; len > 0; len--) {
    const key = said.slice(0, len).join(" ");
    const hits = table.flatMap((set, i) => (set.has(key) ? [i] : []));
    if (hits.length === 1) return { kind: "one", index: hits[0]! };
    if (hits.length > 1) return { kind: "many", indexes: hits };
  }
  return { kind: "none" };
}

/** Verbs in the three languages, for the games' namings. */
export const VERB = {
  play: ["play", "gioca", "gioco", "speel"],
  give: ["give", "dai", "do", "geef"],
  take: ["take", "prendo", "prendi", "neem"],
  pass: ["pass", "passo", "pas", "passen"],
  endTurn: [
    "end turn",
    "end",
    "fine turno",
    "passo il turno",
    "beurt beeindigen",
    "einde beurt",
    "klaar",
  ],
} as const;
