/**
 * Mazzo options (spec §9 and clarifications C4–C7): the valibot schema, whose parse of `{}`
 * gives every default, and the same options as form fields for the create form.
 */
import * as v from "valibot";
import type { GenericSchema } from "valibot";
import type { OptionField } from "../../core/game";
import { choiceField, flagField } from "../../core/option-fields";
import { DECK_IDS } from "./cards";
import type { MazzoOptions } from "./types";

/** Schema of the options; every flag defaults to the spec's suggested config (§9). */
export const optionsSchema: GenericSchema<unknown, MazzoOptions> = v.object({
  /** §2: M16 (default, 16 cards, 8 turns) or M28 (28 cards, 14 turns, more bluffing). */
  deck: v.optional(v.picklist(DECK_IDS as ["M16", "M28"]), "M16"),
  /** A2 / C4: the Mazziere has no abilities (playable only face down or as a last card). */
  mazziereHasNoAbilities: v.optional(v.boolean(), false),
  /** A5: who wins a clash of equal values (impossible with M16 and M28). */
  clashTie: v.optional(v.picklist(["defender", "attacker", "eachKeepsOwn"]), "defender"),
  /** A7 / C7: losing the Mazziere as the attack card in a failed Doubt ends the game. */
  mazziereLostOnAttackCardEndsGame: v.optional(v.boolean(), false),
  /** A9: leftover hand cards at the end score for their holder, or are discarded. */
  leftoverCards: v.optional(v.picklist(["scoreToHolder", "discard"]), "scoreToHolder"),
  /** A10 / C5: equal loot: the Mazziere's holder wins, or a draw. */
  lootTieBreak: v.optional(v.picklist(["mazziere", "draw"]), "mazziere"),
});

/** The defaults, as parsed from `{}`. */
export const DEFAULT_OPTIONS: MazzoOptions = v.parse(optionsSchema, {});

/** The options as form fields, in display order. Only the deck is an everyday choice. */
export const optionFields: readonly OptionField[] = [
  choiceField("deck", DECK_IDS, "M16", false),
  flagField("mazziereHasNoAbilities", false),
  choiceField("clashTie", ["defender", "attacker", "eachKeepsOwn"], "defender"),
  flagField("mazziereLostOnAttackCardEndsGame", false),
  choiceField("leftoverCards", ["scoreToHolder", "discard"], "scoreToHolder"),
  choiceField("lootTieBreak", ["mazziere", "draw"], "mazziere"),
];
