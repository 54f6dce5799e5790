/**
 * The computer's levels (easy, normal, strong) and the seeded generator its easy and strong
 * players draw from. The generator is seeded from what the deciding seat sees (its view), never
 * from the state: a decision is then reproducible (the same position gives the same move) and
 * cannot depend on a card hidden from that seat, not even through the game's own generator,
 * whose state decides the cards still to come (docs/decisions.md, "Computer levels").
 */
import { seedRng } from "./rng";

/** How well the computer plays: a beginner's mistakes, today's sensible player, or a search. */
export type BotLevel = "easy" | "normal" | "strong";

/** Every level, weakest first. */
export const BOT_LEVELS: readonly BotLevel[] = ["easy", "normal", "strong"];

/** The level of a computer seat nobody chose one for. */
export const DEFAULT_BOT_LEVEL: BotLevel = "normal";

/** Whether `x` names a level (for input read from a form or from storage). */
export function isBotLevel(x: unknown): x is BotLevel {
  return x === "easy" || x === "normal" || x === "strong";
}

/**
 * A small mutable sfc32 generator (the same algorithm as ./rng.ts, kept in four fields so that
 * the bots' sampling loops draw millions of numbers without allocating).
 */
export class BotRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** Seeds the generator by hashing `seed` (cyrb128, as `seedRng`). */
  constructor(seed: string) {
    const [a, b, c, d] = seedRng(seed);
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
  }

  /** The next unsigned 32-bit number. */
  uint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** A number in [0, 1). */
  float(): number {
    return this.uint32() / 0x100000000;
  }

  /** An integer in [0, n) (n ≥ 1; the bias of at most n / 2^32 does not matter to a bot). */
  int(n: number): number {
    return Math.floor(this.float() * n);
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.float() < p;
  }

  /** Shuffles `items` in place (Fisher–Yates) and returns it. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }

  /** One of `items` (not empty). */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
}

/**
 * A generator for one decision, seeded from the deciding seat's view (plus a salt naming the
 * bot): everything in it is what that seat may see, so the numbers, and the decision, are the
 * same whatever the hidden cards are, and the same whenever the position comes back.
 */
export function seatRandom(view: unknown, salt: string): BotRandom {
  return new BotRandom(`${salt}|${JSON.stringify(view)}`);
}
