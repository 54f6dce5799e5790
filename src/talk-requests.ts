/**
 * Table talk's request schemas (valibot), for the server's routes: a message or a reaction,
 * and the creator's settings. Their types are in talk.ts, which the page imports without
 * valibot.
 */
import * as v from "valibot";
import {
  REACTIONS,
  TALK_MAX_UNITS,
  type TalkRequest as Post,
  type TalkSettingsRequest as Settings,
} from "./talk";

/** `POST /api/games/{id}/talk`: a message (`text`) or a reaction, one of the two. */
export const TalkRequest: v.GenericSchema<unknown, Post> = v.pipe(
  v.strictObject({
    text: v.optional(
      v.pipe(v.string("text must be text."), v.maxLength(4 * TALK_MAX_UNITS, "text: too long.")),
    ),
    reaction: v.optional(v.picklist(REACTIONS, `reaction: one of ${REACTIONS.join(", ")}.`)),
  }),
  v.check(
    (r) => (r.text === undefined) !== (r.reaction === undefined),
    "Send either text or a reaction.",
  ),
);

/** `PUT /api/games/{id}/talk/settings` (the creator only): who may read, who is muted. */
export const TalkSettingsRequest: v.GenericSchema<unknown, Settings> = v.strictObject({
  /** Whether spectators may read the table's talk. */
  spectators: v.optional(v.boolean()),
  /** Mutes (true) or unmutes (false) one seat's messages for everyone. */
  mute: v.optional(
    v.strictObject({
      seat: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(15)),
      muted: v.boolean(),
    }),
  ),
});
