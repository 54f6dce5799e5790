/**
 * Player names: the one rule for every place a name is taken (create, join, claim), shared by
 * the server and the web form. A name is text people can read: NFC-normalized, spaces trimmed
 * and collapsed, 1 to 40 characters counted as people see them (grapheme clusters), and free of
 * what lets a name hide or impersonate: lone surrogates, control characters, line separators,
 * bidirectional controls and other invisible format characters (Unicode category Cf). The one
 * format character allowed is the zero-width joiner between two emoji, which draws one emoji.
 * The computer seats' names ("Computer", "Computer 2") are theirs alone: every sentence says the
 * computer by its name (sentence-names.ts), and a person under it would read as the machine.
 */

import { MAX_NAME_LENGTH } from "./limits";

/** Lone surrogates, controls, separators and format characters (bidi controls among them). */
const FORBIDDEN = /[\p{Cs}\p{Cc}\p{Zl}\p{Zp}\p{Cf}]/u;
/** A zero-width joiner between two emoji (with their optional variation selector or skin tone). */
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]?)\u200D(?=\p{Extended_Pictographic})/gu;

/**
 * Longest name in UTF-16 code units: room for 40 flags or family emoji, not for a "character"
 * stacked with hundreds of combining marks.
 */
const MAX_NAME_UNITS = 4 * MAX_NAME_LENGTH;

/** The name as it is stored: NFC, trimmed, inner runs of spaces made one space. */
export function normalizeName(raw: string): string {
  // Only spaces are collapsed: a line break or tab stays, for nameProblem to refuse.
  return raw
    .normalize("NFC")
    .replace(/\p{Zs}+/gu, " ")
    .trim();
}

/** How many characters a person sees in `text` (grapheme clusters). */
export function visibleLength(text: string): number {
  let n = 0;
  for (const _ of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)) n++;
  return n;
}

/** Why a normalized name is refused, as a sentence, or null when it is fine. */
export function nameProblem(name: string): string | null {
  if (FORBIDDEN.test(name.replace(EMOJI_JOINER, "")))
    return "A name cannot contain invisible, control or direction-changing characters.";
  if (name.length > MAX_NAME_UNITS) return "This name is too long.";
  const length = visibleLength(name);
  if (length < 1) return "Please give a name.";
  if (length > MAX_NAME_LENGTH) return `A name can have at most ${MAX_NAME_LENGTH} characters.`;
  if (/^computer(?: \d+)?$/i.test(name))
    return "This name is the computer's: please choose another.";
  return null;
}
