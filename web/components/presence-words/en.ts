/**
 * Who comes and goes at the table in English, the reference: the presence lines
 * (components/Presence.tsx). A word pack (i18n/index.ts) loaded with the presence chunk, only
 * where another person sits, so a table's first download does not carry it.
 */
export const words = {
  presence_joined: "{name} joined.",
  presence_left: "{name} left.",
  presence_back: "{name} is back.",
  presence_left_seen: "{name} left, last seen {when}.",
  presence_away: "{name} is away.",
  presence_away_seen: "{name} is away, last seen {when}.",
  presence_their_move: "It's their move; they'll see it when they come back.",
  presence_your_move: "Your move will be waiting for them when they come back.",
  presence_holiday: "{name} has gone on holiday.",
  presence_holiday_line: "{name} is on holiday until {when}: their clock is paused.",
  presence_holiday_over: "{name} is back from holiday.",
};

/** The keys of the pack. */
export type PresenceWords = typeof words;
