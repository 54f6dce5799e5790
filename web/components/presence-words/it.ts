/**
 * Who comes and goes at the table in Italian (the keys of en.ts): the presence lines
 * (components/Presence.tsx). A word pack (i18n/index.ts) loaded with the presence chunk, only
 * where another person sits, so a table's first download does not carry it.
 */
import type { PresenceWords } from "./en";

export const words: Record<keyof PresenceWords, string> = {
  presence_joined: "{name} ha preso posto al tavolo.",
  presence_left: "{name} ha lasciato il tavolo.",
  presence_back: "{name} è di nuovo al tavolo.",
  presence_left_seen: "{name} ha lasciato il tavolo, ultimo accesso {when}.",
  presence_away: "{name} non è al tavolo.",
  presence_away_seen: "{name} non è al tavolo, ultimo accesso {when}.",
  presence_their_move: "Tocca a {name}: lo vedrà quando torna.",
  presence_your_move: "Troverà la tua mossa quando torna.",
  presence_holiday: "{name} ora è in vacanza.",
  presence_holiday_line: "{name} è in vacanza fino al {when}: il suo tempo è fermo.",
  presence_holiday_over: "La vacanza di {name} è finita.",
};
