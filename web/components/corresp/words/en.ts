/**
 * The words of slow games over weeks (web/components/corresp/), English, the reference: a
 * holiday others see, the nudge, the daily summary, the holiday allowance and weekends, the
 * my-games key and "send me links".
 */
export const words = {
  away_notice: "{name} is away until {when}: their clock is paused.",
  nudge_button: "Remind {name}",
  nudge_help: "{name} has been on turn for over a day. You may send one polite reminder.",
  nudge_sent: "{name} was reminded during this turn.",
  nudge_received: "{name} sent you a friendly reminder: it is your move.",
};

/** The shape of this pack in every language. */
export type CorrespWords = Record<keyof typeof words, string>;
