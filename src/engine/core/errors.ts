/**
 * RuleError: how the engine refuses a move. It is returned, never thrown, so a bad move can
 * never crash the authority. Codes are namespaced (`rule/not-your-turn`, `input/invalid-move`)
 * and the message is a sentence a person understands.
 */

/**
 * What a refusal's sentence names, by id (`{ card: "PM3" }`): a page words the refusal in its
 * reader's language from the code and names these itself, as the English message does.
 */
export type RefusalValues = Readonly<Record<string, string>>;

/** A refused move: a namespaced code, a human message and what the message names. */
export class RuleError {
  readonly name = "RuleError";
  constructor(
    readonly code: string,
    readonly message: string,
    readonly values?: RefusalValues,
  ) {}

  /** Plain JSON form, for HTTP answers and socket messages (`values` only when it names some). */
  toJSON(): { code: string; message: string; values?: RefusalValues } {
    return this.values
      ? { code: this.code, message: this.message, values: this.values }
      : { code: this.code, message: this.message };
  }
}

/** The result of `Game.play`: the new state, or the reason the move was refused. */
export type PlayResult<S> = { ok: true; state: S } | { ok: false; error: RuleError };

/** Shorthand for a refusal; `values` are the ids its sentence names. */
export function refuse(
  code: string,
  message: string,
  values?: RefusalValues,
): { ok: false; error: RuleError } {
  return { ok: false, error: new RuleError(code, message, values) };
}

/** Shorthand for an accepted move. */
export function accept<S>(state: S): { ok: true; state: S } {
  return { ok: true, state };
}
