/**
 * The words of slow games over weeks (web/components/corresp/), English, the reference: a
 * holiday others see, the nudge, the daily summary, the holiday allowance and weekends, the
 * my-games key and "send me links".
 */
export const words = {
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
  key_button: "Move my games to another device",
  key_title: "My games on another device",
  key_help:
    "Open this link or scan the code on your other device: it adds every game of this list there.",
  key_qr: "QR code of the link to your games",
  key_link: "Link to your games",
  key_warning:
    "Anyone with this link can play your seats: do not share it. A new key makes this one stop working.",
  key_renew: "New key (the old one stops working)",
  key_merged: "Games added to this device: {n}.",
  key_failed: "This games key does not work (any more): ask the other device for a new one.",
  links_title: "Send me links to all my games",
  links_label: "Your confirmed email address",
  links_help:
    "If this address was confirmed for games here, one email lists them with a link to each seat (at most once an hour).",
  links_button: "Send the links",
  links_done: "If this address has games here, an email with their links is on its way.",
};

/** The shape of this pack in every language. */
export type CorrespWords = Record<keyof typeof words, string>;
