/**
 * MazzelTof options: the valibot schema, whose parse of `{}` gives every default of the
 * specification, and the same options as form fields for the create form. The spec names two
 * configurable points: the DrawFive count in 2-player games (M15) and partner disclosure (M23).
 */
import * as v from "valibot";
import type { GenericSchema } from "valibot";
import type { OptionField } from "../../core/game";
import { choiceField, flagField } from "../../core/option-fields";
import type { MazzelTofOptions } from "./types";

/** Schema of the options; every flag defaults to the spec's resolution. */
export const optionsSchema: GenericSchema<unknown, MazzelTofOptions> = v.object({
  /** M15: DrawFive draws 5 (literal text) or 7 in a 2-player game; always 5 with 4 positions. */
  twoPlayerDrawFive: v.optional(v.picklist([5, 7]), 5),
  /** M23: partners may not see each other's hands (false), or play with open hands (true). */
  partnerSeesHand: v.optional(v.boolean(), false),
});

/** The defaults, as parsed from `{}`. */
export const DEFAULT_OPTIONS: MazzelTofOptions = v.parse(optionsSchema, {});

/** The options as form fields, in display order. Both are variants, so advanced. */
export const optionFields: readonly OptionField[] = [
  choiceField("twoPlayerDrawFive", [5, 7], 5),
  flagField("partnerSeesHand", false),
];
