/**
 * Who comes and goes at the table in Dutch (the keys of en.ts): the presence lines
 * (components/Presence.tsx). A word pack (i18n/index.ts) loaded with the presence chunk, only
 * where another person sits, so a table's first download does not carry it.
 */
import type { PresenceWords } from "./en";

export const words: Record<keyof PresenceWords, string> = {
  presence_joined: "{name} doet mee.",
  presence_left: "{name} is weggegaan.",
  presence_back: "{name} is terug.",
  presence_left_seen: "{name} is weggegaan, laatst gezien {when}.",
  presence_away: "{name} is er niet.",
  presence_away_seen: "{name} is er niet, laatst gezien {when}.",
  presence_their_move: "{name} is aan de beurt en ziet het bij terugkomst.",
  presence_your_move: "Je zet ligt klaar voor als {name} terugkomt.",
  presence_holiday: "{name} is op vakantie gegaan.",
  presence_holiday_line: "{name} is op vakantie tot {when}: de klok van {name} staat stil.",
  presence_holiday_over: "{name} is terug van vakantie.",
};
