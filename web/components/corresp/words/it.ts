/** The words of slow games over weeks, Italian (en.ts is the reference). */
import type { CorrespWords } from "./en";

export const words: CorrespWords = {
  away_notice: "{name} è in vacanza fino al {when}: il suo tempo è fermo.",
  nudge_button: "Ricorda a {name}",
  nudge_help: "Tocca a {name} da più di un giorno. Puoi mandare un solo gentile promemoria.",
  nudge_sent: "{name} ha ricevuto un promemoria in questo turno.",
  nudge_received: "{name} ti ha mandato un gentile promemoria: tocca a te.",
};
