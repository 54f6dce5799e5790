/**
 * Reporting a table, in English, the reference: a word pack (i18n/index.ts) loaded with the
 * report form's chunk when a reader opens it, never with a table's first download. Italian and
 * Dutch have exactly these keys.
 */
export const words = {
  report_title: "Report this table",
  report_intro:
    "Tell the people who run this site about insults, spam or cheating here. They see the players' names and the table's last {lines} messages, and can remove messages or end the game. Nobody at the table is told who reported.",
  report_why: "What is wrong?",
  report_reason_abuse: "Insults or harassment",
  report_reason_spam: "Spam or advertising",
  report_reason_cheating: "Cheating",
  report_reason_other: "Something else",
  report_words: "In your own words (optional)",
  report_count: "{n} of {max} characters",
  report_send: "Send the report",
  report_cancel: "Cancel",
  report_close: "Close",
  report_done:
    "Thank you: your report reached the people who run this site. Nobody at the table is told.",
  report_hide_title: "Hide a player's messages for you",
  report_hide: "Hide {name}'s messages",
  report_shown: "Show {name}'s messages",
  report_hide_note: "Only on this device, only for you: the others still see them.",
};

/** The keys of the pack. */
export type ReportWords = typeof words;
