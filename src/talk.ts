/**
 * Table talk, the part the server and the web share (the requests' schemas are in
 * talk-requests.ts, so the page never loads valibot for them): what a message looks like on the wire, the
 * length cap, and how a message is shown inertly (bidirectional controls made visible, so a
 * message can never reorder the text around it). Messages are plain text everywhere: the web
 * puts them in text nodes, emails escape them (docs/decisions.md, "Table talk").
 */
/** Longest message, in characters as people see them (grapheme clusters). */
export const TALK_MAX_LENGTH = 280;
/** Longest message in UTF-16 code units: room for emoji, not for thousands of combining marks. */
export const TALK_MAX_UNITS = 4 * TALK_MAX_LENGTH;

/** The fixed reactions, in the order the panel shows them. */
export const REACTIONS = ["thumbs", "wow", "laugh", "thanks", "clap"] as const;
/** One of them. */
export type Reaction = (typeof REACTIONS)[number];
/** Each reaction's emoji (its spoken name is in the web's words, per language). */
export const REACTION_EMOJI: Record<Reaction, string> = {
  thumbs: "👍",
  wow: "😮",
  laugh: "😂",
  thanks: "🙏",
  clap: "👏",
};

/** `POST /api/games/{id}/talk`: a message (`text`) or a reaction, one of the two. */
export interface TalkRequest {
  text?: string;
  reaction?: Reaction;
}

/** `PUT /api/games/{id}/talk/settings` (the creator only): who may read, who is muted. */
export interface TalkSettingsRequest {
  /** Whether spectators may read the table's talk. */
  spectators?: boolean;
  /** Mutes (true) or unmutes (false) one seat's messages for everyone. */
  mute?: { seat: number; muted: boolean };
}

/** One message at the table. */
export interface TalkMessage {
  /** Increasing per game: the unread count compares ids. */
  id: number;
  seat: number;
  /** ms since the epoch. */
  at: number;
  /** The text as its author wrote it (normalized), or "" for a reaction. */
  text: string;
  reaction?: Reaction;
}

/** `GET /api/games/{id}/talk`: what the reader may read, and the table's talk settings. */
export interface TalkResponse {
  messages: TalkMessage[];
  /** Whether spectators may read. */
  spectators: boolean;
  /** Seats the creator muted. */
  muted: number[];
  /** Whether the reader may post (a seat that is not muted). */
  canPost: boolean;
}

/** What a table says of its talk (Table.talk): enough for the unread count without the panel. */
export interface TalkInfo {
  /** The id of the newest message the reader may read; 0 when none. */
  last: number;
  spectators: boolean;
  muted: number[];
  /** How many lines the site's operator removed (absent: none): a page holding one reads again. */
  removed?: number;
}

/** The socket message of a new message (to the sockets that may read it). */
export interface TalkPush {
  type: "talk";
  message: TalkMessage;
}

/** Controls, line and paragraph separators but the line break, and lone surrogates. */
const CONTROLS = /[\p{Cs}\p{Zl}\p{Zp}\u0000-\u0009\u000B-\u001F\u007F-\u009F]/gu;

/**
 * The text as it is stored: NFC, controls removed (a line break stays), at most two line
 * breaks in a row, spaces trimmed at both ends.
 */
export function normalizeTalk(raw: string): string {
  return raw
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(CONTROLS, "")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Why a normalized text is refused (`code`, sentence), or null when it may be posted. */
export function talkProblem(
  text: string,
): { code: "talk/empty" | "talk/too-long"; message: string } | null {
  if (text === "") return { code: "talk/empty", message: "Write something first." };
  let n = 0;
  for (const _ of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)) n++;
  if (n > TALK_MAX_LENGTH || text.length > TALK_MAX_UNITS)
    return {
      code: "talk/too-long",
      message: `A message has at most ${TALK_MAX_LENGTH} characters; this one has ${n}.`,
    };
  return null;
}

/** Bidirectional controls (embeddings, overrides, isolates, marks). */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * The text as it is shown: every bidirectional control replaced by its visible code
 * ("[U+202E]"), so a message cannot turn the words around it, or its own, backwards.
 */
export function inertText(text: string): string {
  return text.replace(
    BIDI,
    (c) => `[U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}]`,
  );
}
