/**
 * The create form's fields of a game's options (`OptionField`, ./game.ts), one call each: a
 * choice among values or a yes/no flag, advanced (folded away on the form) unless said otherwise.
 */
import type { OptionField } from "./game";

/** A value of a choice field. */
type Choice = string | number | boolean | null;

/** A field offering `choices`, `initial` chosen until the creator picks another. */
export function choiceField<const C extends readonly Choice[]>(
  key: string,
  choices: C,
  initial: C[number],
  advanced = true,
): OptionField {
  return { key, kind: "choice", choices, default: initial, advanced };
}

/** A yes/no field, `initial` until the creator changes it. */
export function flagField(key: string, initial: boolean, advanced = true): OptionField {
  return { key, kind: "boolean", default: initial, advanced };
}
