/**
 * Mattazza options: the valibot schema, whose parse of `{}` gives every default of the
 * specification, and the same options as form fields for the create form. The two-player
 * variant (A1) is not a flag: it is chosen by creating the game with two seats.
 */
import * as v from "valibot";
import type { GenericSchema } from "valibot";
import type { OptionField } from "../../core/game";
import { choiceField, flagField } from "../../core/option-fields";
import type { MattazzaOptions } from "./types";

/** Schema of the options; every flag defaults to the specification's choice. */
export const optionsSchema: GenericSchema<unknown, MattazzaOptions> = v.object({
  /** A2: authentic reversed pips in Coppe/Denari (false) or "King … 6, Ace" everywhere. */
  simplifiedRanks: v.optional(v.boolean(), false),
  /** A7: card points per trick (Barilli, default) or in pairs (Ottocento, C9). */
  cardCounting: v.optional(v.picklist(["perTrick", "pairs"]), "perTrick"),
  /** A9: in-trick combinations count in addition to the pile's (literal seed). */
  inTrickBonus: v.optional(v.boolean(), true),
  /** A11: contatori allowed in a suit sequence (Barilli 2, Parlett 1). */
  maxWildsSuitSequence: v.optional(v.picklist([1, 2] as const), 2),
  /** A13: Moors may extend the Grande after the 5 as well as form their own sequence. */
  moorsInGrande: v.optional(v.boolean(), true),
  /** A14: 6 points for the last trick. */
  lastTrickBonus: v.optional(v.boolean(), true),
  /** §8: pair rule + six rule (seed, default) or Barilli's elimination. */
  matchMode: v.optional(v.picklist(["seed", "elimination"]), "seed"),
  /** §8 ELIMINATION: marks that eliminate a player (2–6, default 6). */
  eliminationTarget: v.optional(v.picklist([2, 3, 4, 5, 6] as const), 6),
});

/** The defaults, as parsed from `{}`. */
export const DEFAULT_OPTIONS: MattazzaOptions = v.parse(optionsSchema, {});

/** The options as form fields, in display order. Scoring details are for experts. */
export const optionFields: readonly OptionField[] = [
  choiceField("matchMode", ["seed", "elimination"], "seed", false),
  choiceField("eliminationTarget", [2, 3, 4, 5, 6], 6),
  flagField("simplifiedRanks", false),
  choiceField("cardCounting", ["perTrick", "pairs"], "perTrick"),
  flagField("inTrickBonus", true),
  choiceField("maxWildsSuitSequence", [1, 2], 2),
  flagField("moorsInGrande", true),
  flagField("lastTrickBonus", true),
];
