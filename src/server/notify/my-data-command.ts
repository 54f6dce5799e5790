/**
 * "My data" and "forget me" in the first line of a reply to any Tavolo email, in en, it and nl:
 * the command and the language it was written in (the answer's). Case, accents, punctuation and
 * a polite "please" around it do not matter; anything else is not a command.
 */
import type { Lang } from "../words";
import type { MyDataWhat } from "./my-data";

/** The phrases, as `plain` writes them. */
const COMMANDS: readonly [string, MyDataWhat, Lang][] = [
  ["my data", "export", "en"],
  ["send my data", "export", "en"],
  ["forget me", "forget", "en"],
  ["i miei dati", "export", "it"],
  ["miei dati", "export", "it"],
  ["dimenticami", "forget", "it"],
  ["mijn gegevens", "export", "nl"],
  ["vergeet mij", "forget", "nl"],
  ["vergeet me", "forget", "nl"],
];

/** Lower case, no accents, no punctuation, single spaces, without "please" words. */
function plain(line: string): string {
  return line
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .replace(/\b(please|per favore|per piacere|graag|alsjeblieft|alstublieft)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The command the line says, with its language, or null. */
export function myDataCommand(line: string): { what: MyDataWhat; lang: Lang } | null {
  const said = plain(line);
  const found = COMMANDS.find(([words]) => words === said);
  return found ? { what: found[1], lang: found[2] } : null;
}
