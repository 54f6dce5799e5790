/**
 * A small seeded pseudo-random generator (sfc32) whose whole state is four 32-bit integers,
 * so it lives as plain JSON inside a game state. Only 32-bit integer arithmetic is used
 * (Math.imul, >>> 0), which is exact on every JavaScript runtime: the same seed gives the same
 * numbers on Node, workerd and browsers.
 */

/** The generator state: four unsigned 32-bit integers. */
export type RngState = [number, number, number, number];

/** Hashes a seed string into a generator state (cyrb128). */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const state: RngState = [
    (h1 ^ h2 ^ h3 ^ h4) >>> 0,
    (h2 ^ h1) >>> 0,
    (h3 ^ h1) >>> 0,
    (h4 ^ h1) >>> 0,
  ];
  // Warm up so that similar seeds diverge.
  let s = state;
  for (let i = 0; i < 12; i++) s = nextUint32(s)[1];
  return s;
}

/** One step of sfc32: the next unsigned 32-bit number and the new state. Pure. */
export function nextUint32(state: RngState): [number, RngState] {
  let [a, b, c, d] = state;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  return [t, [a >>> 0, b, c, d]];
}

/**
 * A uniform integer in [0, n) without modulo bias (rejection sampling), and the new state.
 * @param n an integer from 1 to 2^32
 */
export function nextInt(state: RngState, n: number): [number, RngState] {
  if (!Number.isInteger(n) || n < 1 || n > 0x100000000) throw new RangeError(`bad range ${n}`);
  const limit = 0x100000000 - (0x100000000 % n);
  let s = state;
  for (;;) {
    const [x, next] = nextUint32(s);
    s = next;
    if (x < limit) return [x % n, s];
  }
}

/**
 * A shuffled copy of `items` (Fisher–Yates) and the new state. Pure: `items` is not changed.
 * The generator runs in four local numbers here, the same steps as `nextUint32` and `nextInt`
 * (the same numbers: test/engine/rng.test.ts), without two arrays per number drawn: a 40-card
 * shuffle used to allocate 80.
 */
export function shuffle<T>(state: RngState, items: readonly T[]): [T[], RngState] {
  const out = items.slice();
  let [a, b, c, d] = state;
  for (let i = out.length - 1; i > 0; i--) {
    const n = i + 1;
    const limit = 0x100000000 - (0x100000000 % n);
    let x: number;
    do {
      // nextUint32, inlined.
      x = (((a + b) >>> 0) + d) >>> 0;
      d = (d + 1) >>> 0;
      a = (b ^ (b >>> 9)) >>> 0;
      b = (c + (c << 3)) >>> 0;
      c = ((c << 21) | (c >>> 11)) >>> 0;
      c = (c + x) >>> 0;
    } while (x >= limit);
    const j = x % n;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, [a, b, c, d]];
}
