/**
 * The words of the pages around the tables (home, create, share, join) in English, the
 * reference: a word pack (i18n/index.ts) loaded with those pages, so a table page does not
 * carry them. Italian and Dutch have exactly these keys.
 */
export const words = {
  title_share: "Send the links",
  title_join: "You're invited",
  creating: "Shuffling…",
  share_title: "Send the links",
  share_lead: "Each friend gets their own link: it gives them their seat, once.",
  share_missing: "The invitations of this game are on the device that created it.",
  share_chat_title: "In a chat app",
  share_telegram: "The game in Telegram",
  share_telegram_help: "Send this link in a Telegram chat: it opens the game in Tavolo's Mini App.",
  share_discord:
    "In Discord, start Tavolo's Activity in a voice channel: everyone there plays at one table, no links needed.",
  share_text: "Play {game} with me on Tavolo",
  invite_for: "Link for seat {n}",
  invite_taken: "{name} has taken this seat: the link is used up.",
  qr_of: "QR code of the link for seat {n}",
  your_link_keep: "Keep this link: it is your seat. Open it on any device to continue the game.",
  spectator_link: "Spectator link",
  spectator_help: "Anyone with this link can watch, without seeing your hands.",
  go_to_table: "Go to the table",
  join_title: "You're invited to play",
  join_lead: "Pick the name the others will see, and take your seat.",
  join_button: "Take my seat",
  joining: "Taking the seat…",
  join_already: "This device already has a seat in this game.",
  join_continue: "Continue there",
  seat_taken: "This seat is already taken.",
  seat_taken_help: "Someone has already used this invitation. You can still watch the game.",
  your_name: "Your name",
  name_placeholder: "e.g. Anna",
  players: "Players",
  seats_help:
    "Send an open seat a new link, or give the seat of a player who has gone to someone else.",
  seat_not_taken: "not taken yet",
  new_invite: "New invitation link",
  new_invite_help: "The seat's previous invitation link stops working.",
  new_invite_for: "New link for seat {n}",
  issuing: "Making a new link…",
  replace_player: "Replace this player…",
  replace_title: "Replace {name}?",
  replace_text:
    "{name}'s link will stop working and {name} loses the seat. Whoever opens the new invitation link takes it; the game carries on where it is.",
  replace_button: "Replace {name}",
  rules_title: "How to play {game}",
  rules_missing: "The rules of this game are not written yet.",
  join_invites: "{name} invites you to {game}",
  join_invites_anon: "You're invited to {game}",
  join_seated: "At the table: {names}",
  join_seated_computer: "{name} ({level})",
  join_partner: "You play in a team with {name}, your partner opposite you.",
  join_partner_open: "Your partner sits opposite you, at seat {n}: nobody has taken it yet.",
  invite_partner: "Your partner",
  invite_opponent: "Plays against you",
  invite_invalid: "This invitation no longer works.",
  invite_invalid_help:
    "The game's creator may have sent a new link for this seat. You can still watch the game.",
};

/** The shape of this pack in every language. */
export type PagesWords = Record<keyof typeof words, string>;
