/**
 * Table talk's words in English, the reference: a word pack (i18n/index.ts) loaded with the
 * talk panel's chunk, never with a table's first download. Italian and Dutch have exactly
 * these keys.
 */
export const words = {
  talk_title: "Table talk",
  talk_unread: "{n} new",
  talk_unread_one: "1 new",
  talk_jump: "{n} new messages in the table talk",
  talk_jump_one: "1 new message in the table talk",
  talk_empty: "Nothing said yet. A word for the table?",
  talk_label: "Message to the table",
  talk_send: "Send",
  talk_count: "{n} of {max} characters",
  talk_too_long: "That is {n} characters; a message has at most {max}.",
  talk_reactions: "Quick reactions",
  talk_react_thumbs: "Thumbs up",
  talk_react_wow: "Wow",
  talk_react_laugh: "Laughing",
  talk_react_thanks: "Thank you",
  talk_react_clap: "Applause",
  talk_you: "You",
  talk_said: "{name}: {text}",
  talk_reacted: "{name} reacts: {reaction}",
  talk_hide: "Hide table talk",
  talk_show: "Show table talk",
  talk_muted_you: "The game's creator has muted your messages.",
  talk_watching: "You are watching: players talk here, you can read along.",
  talk_settings: "Table talk settings",
  talk_spectators: "Spectators may read the table talk",
  talk_spectators_note:
    "Spectators read only what is said while this is on: what was said before stays among the players.",
  talk_mute: "Mute {name}",
  talk_unmute: "Unmute {name}",
  talk_muted_mark: "muted",
  talk_links: "Links are shown as text and never opened from here.",
  talk_hidden_seats: "You hid the messages of {names}.",
  talk_unhide: "Show them again",
};

/** The keys of the pack. */
export type TalkWords = typeof words;
