/**
 * Pazaak options (spec §8): the valibot schema, whose parse of `{}` gives every default, and
 * the same options as form fields for the create form. `autoStandOn20` has a single value in
 * the spec ("immediate"), so it is not an option here.
 */
import * as v from "valibot";
import type { GenericSchema } from "valibot";
import type { OptionField } from "../../core/game";
import { choiceField, flagField } from "../../core/option-fields";
import type { PazaakOptions } from "./types";

/** Allowed values of `maxConsecutiveTies` offered in the form (null: no limit, A10). */
export const TIE_CAPS = [null, 3, 5, 10] as const;

/** Schema of the options; every flag defaults to the spec's first value. */
export const optionsSchema: GenericSchema<unknown, PazaakOptions> = v.object({
  /** A4: 9 cards make the player stand (seed) or win the set when ≤ 20 (KOTOR II). */
  nineCardRule: v.optional(v.picklist(["stand", "win"]), "stand"),
  /** A5: flips act on the player's own board only, or on both boards. */
  flipScope: v.optional(v.picklist(["own", "both"]), "own"),
  /** A5: flips toggle signs, or only turn positive cards negative. */
  flipDirection: v.optional(v.picklist(["toggle", "positiveOnly"]), "toggle"),
  /** A6: D follows later flips of its target (linked) or keeps its first value (snapshot). */
  doubleMode: v.optional(v.picklist(["linked", "snapshot"]), "linked"),
  /** A8: reshuffle all 40 table cards each set, or keep drawing and recycle the discards. */
  tableDeckPolicy: v.optional(v.picklist(["reshufflePerSet", "continuous"]), "reshufflePerSet"),
  /** §4.4, A9: cards revealed to pick the first player are discarded (true) or shuffled back. */
  firstPlayerCardsDiscarded: v.optional(v.boolean(), true),
  /** A10: after this many ties in a row the match is decided by sets won (null: no limit). */
  maxConsecutiveTies: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null),
});

/** The defaults, as parsed from `{}`. */
export const DEFAULT_OPTIONS: PazaakOptions = v.parse(optionsSchema, {});

/** The options as form fields, in display order. All are variants for experts, so advanced. */
export const optionFields: readonly OptionField[] = [
  choiceField("nineCardRule", ["stand", "win"], "stand"),
  choiceField("flipScope", ["own", "both"], "own"),
  choiceField("flipDirection", ["toggle", "positiveOnly"], "toggle"),
  choiceField("doubleMode", ["linked", "snapshot"], "linked"),
  choiceField("tableDeckPolicy", ["reshufflePerSet", "continuous"], "reshufflePerSet"),
  flagField("firstPlayerCardsDiscarded", true),
  choiceField("maxConsecutiveTies", TIE_CAPS, null),
];
