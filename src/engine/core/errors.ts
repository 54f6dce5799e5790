/**
 * RuleError: how the engine refuses a move. It is returned, never thrown, so a bad move can
 * never crash the authority. Codes are namespaced (`rule/not-your-turn`, `input/invalid-move`)
 * and the message is a sentence a person understands.
 */

/** A refused move: a namespaced code and a human message. */
export class RuleError {
  readonly name = "RuleError";
  constructor(
    readonly code: string,
    readonly message: string,
  ) {}

  /** Plain JSON form, for HTTP answers and socket messages. */
  toJSON(): { code: string; message: string } {
    return { code: this.code, message: this.message };
  }
}

/** The result of `Game.play`: the new state, or the reason the move was refused. */
export type PlayResult<S> = { ok: true; state: S } | { ok: false; error: RuleError };

/** Shorthand for a refusal. */
export function refuse(code: string, message: string): { ok: false; error: RuleError } {
  return { ok: false, error: new RuleError(code, message) };
}

/** Shorthand for an accepted move. */
export function accept<S>(state: S): { ok: true; state: S } {
  return { ok: true, state };
}
