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
  digest_legend: "Email me",
  digest_each_turn: "at each turn",
  digest_daily: "one summary a day",
  digest_time: "at",
  digest_zone: "(your time zone: {tz})",
  digest_help:
    "For every game of this address. The summary lists the games awaiting your move; nothing comes on a day when none does. Deadline warnings still come on time.",
  digest_save: "Save",
  digest_saved_daily: "One summary a day at {time} ({tz}).",
  digest_saved_turn: "An email at each turn.",
  create_holiday: "Holiday allowance per player",
  create_holiday_none: "None",
  create_weekends: "Pause the clocks on weekends (Saturday and Sunday)",
  clock_weekdays: "Clocks run Monday to Friday (UTC): Saturday and Sunday do not count.",
  clock_every_day: "Every day counts, weekends too.",
  clock_allowance: "Holiday allowance: {days} per player in this game.",
  auto_label: "Protect me: when my time is about to run out, start a day of holiday by itself",
};

/** The shape of this pack in every language. */
export type CorrespWords = Record<keyof typeof words, string>;
