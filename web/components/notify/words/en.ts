/**
 * The slow-game panel's words (email address, clock, holiday, resign, time per move) in
 * English, the reference: a word pack (i18n/index.ts) loaded with the panel and the create form,
 * not with every page. Italian and Dutch have exactly these keys.
 */
export const words = {
  mail_title: "Email",
  mail_label: "Your email address for this game",
  mail_help:
    "We send a link to confirm it; then an email when it is your turn (never while you are here), a reminder if the game waits for you, and the result. Nobody else sees it.",
  mail_save: "Send confirmation link",
  mail_sent: "Check {address}: open the link in our email to confirm.",
  mail_pending: "waiting for confirmation (check your inbox)",
  mail_resend: "Send the confirmation again",
  mail_resent: "Sent again: look in your inbox (and the spam folder). Only the newest link works.",
  mail_resend_soon:
    "We sent it a moment ago: look in your inbox and spam folder, or try again in a few minutes.",
  mail_confirmed: "you get an email when it is your turn",
  mail_confirmed_daily: "you get one summary a day at {time}",
  mail_stopped: "emails stopped",
  mydata_title: "Your data",
  mydata_help:
    "Get by email what Tavolo keeps about this address, or have it forgotten in every game. Either way a link goes to the address first: nothing happens until it is opened.",
  mydata_export: "Email me my data",
  mydata_forget: "Forget my address everywhere",
  mydata_sent: "A link is on its way to {address}: open it to go on.",
  mydata_soon: "A link went to this address a moment ago: look in its inbox, or ask again later.",
  mail_change: "Change",
  mail_remove: "Remove",
  mail_cancel: "Cancel",
  mail_optional: "Your email (optional)",
  mail_optional_help:
    "To hear when it is your turn: we first send a link to confirm it. Nobody else sees it; you can change it on the table.",
  mail_refused: "Your address was not saved: {error}",
  mail_refused_help: "You can give it again on the table.",
  mail_refused_seat: "You have your seat.",
  mail_refused_game: "Your game is created.",
  mail_continue: "Continue",
  clock_title_one: "Time per move: {n} day",
  clock_title: "Time per move: {n} days",
  clock_due: "Your move is due by {when}.",
  clock_overdue:
    "{name} has run out of time. You can let the computer play for them (they take the seat back by playing), or claim the game.",
  clock_computer: "Let the computer play",
  clock_claim: "Claim the game",
  clock_standin: "The computer plays for {name} until they play again.",
  clock_holiday: "On holiday for",
  clock_days_one: "{n} day",
  clock_days: "{n} days",
  clock_pause: "Pause my clock",
  clock_on_holiday: "Your clock is paused until {when}.",
  clock_back: "I am back",
  resign: "Resign",
  resign_confirm: "Resign this game? It ends now and the others win.",
  resign_yes: "Yes, resign",
  resign_no: "Keep playing",
  // The match result of a game ended outside its rules (components/ending.ts), and the
  // rematch waited for (components/RematchWaiting.tsx).
  end_you_win: "You win!",
  end_wins: "{name} wins",
  end_win_many: "{names} win",
  end_resign: "{name} resigned.",
  end_resign_you: "You resigned.",
  end_forfeit: "{name} ran out of time and the game was claimed.",
  end_forfeit_you: "Your time ran out and the game was claimed.",
  end_closed_title: "Game ended",
  end_closed: "The site's operator ended this game; nobody wins it.",
  rematch_waiting: "Waiting for {names} to accept the rematch.",
  create_time: "Time per move",
  create_time_none: "No limit",
  // Push and chat webhooks.
  push_title: "Notifications",
  push_label: "Notify me on this device",
  push_help:
    "Your turn and the result appear as notifications on this device, even when the page is closed (never while you are here).",
  push_blocked:
    "Notifications are blocked for this site. Allow them in your browser's site settings (the icon beside the address), then turn this on again.",
  push_not_granted: "Notifications were not allowed, so nothing changed.",
  push_failed: "Notifications could not be turned on: {error}",
  chat_title: "Chat",
  chat_label: "Discord or Slack webhook address",
  chat_help:
    "Each turn is announced in your group's channel with the watch link (never a player's own link). Create an incoming webhook in the channel's settings and paste its address here.",
  chat_save: "Post turns there",
  chat_on: "Turns are posted to {where} ({service}).",
  chat_failing_one: "The last post failed; it is removed if that goes on.",
  chat_failing: "The last {n} posts failed; it is removed if that goes on.",
  chat_remove: "Stop posting",
};

/** The shape of this pack in every language. */
export type NotifyWords = Record<keyof typeof words, string>;
