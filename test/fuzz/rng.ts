/**
 * The fuzzer's own seeded chooser, on the engine's generator (sfc32), so a case seed gives the
 * same options, moves and malformed input on every machine.
 */
import { nextInt, nextUint32, seedRng, type RngState } from "../../src/engine";

/** A seeded chooser whose whole state is the generator's. */
export class FuzzRng {
  private s: RngState;
  constructor(seed: string) {
    this.s = seedRng(seed);
  }
  /** An integer in [0, n). */
  int(n: number): number {
    const [x, next] = nextInt(this.s, n);
    this.s = next;
    return x;
  }
  /** True with probability `p`. */
  chance(p: number): boolean {
    const [x, next] = nextUint32(this.s);
    this.s = next;
    return x / 0x100000000 < p;
  }
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("pick from an empty list");
    return items[this.int(items.length)] as T;
  }
}
