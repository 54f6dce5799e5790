/**
 * The strong computer players' search loop, shared by the games: a fixed budget of playouts
 * spread over the candidate moves by successive halving (every candidate gets a share of the
 * sampled worlds, the worse half is dropped, the rest share the next round's worlds, until one
 * is left), every candidate scored in the same worlds so that they are compared fairly. A
 * budget is a count, never a time: the same position gives the same move on every machine.
 */

/**
 * The index of the best of `count` candidates. `world(i)` builds the i-th sampled world (each
 * is built once and shared); `score(c, w)` plays candidate c out in world w, higher better.
 * `budget` bounds the number of `score` calls (at least one per candidate and round).
 */
export function successiveHalving<W>(
  count: number,
  budget: number,
  world: (i: number) => W,
  score: (candidate: number, w: W) => number,
): number {
  if (count <= 1) return 0;
  const worlds: W[] = [];
  const worldAt = (i: number): W => {
    while (worlds.length <= i) worlds.push(world(worlds.length));
    return worlds[i] as W;
  };
  const sums = new Array<number>(count).fill(0);
  const runs = new Array<number>(count).fill(0);
  let alive = Array.from({ length: count }, (_, i) => i);
  const rounds = Math.ceil(Math.log2(count));
  let next = 0;
  for (let r = 0; r < rounds && alive.length > 1; r++) {
    const per = Math.max(1, Math.floor(budget / rounds / alive.length));
    for (let k = 0; k < per; k++) {
      const w = worldAt(next + k);
      for (const c of alive) {
        sums[c] = (sums[c] ?? 0) + score(c, w);
        runs[c] = (runs[c] ?? 0) + 1;
      }
    }
    next += per;
    const mean = (c: number): number => (sums[c] ?? 0) / Math.max(1, runs[c] ?? 0);
    // Stable: equal means keep the earlier candidate first.
    alive = [...alive].sort((a, b) => mean(b) - mean(a) || a - b);
    alive = alive.slice(0, Math.max(1, Math.ceil(alive.length / 2)));
  }
  return alive[0] ?? 0;
}
