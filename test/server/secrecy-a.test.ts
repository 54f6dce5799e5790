// Secrecy and fair-deal checks over seeded random games 0–49 (of 100; see secrecy.ts).
import { describe, expect, it } from "vitest";
import { playOne } from "./secrecy";

describe("secrecy over seeded random games 0–49", () => {
  it("no seat ever sees what it may not; finished games verify", async () => {
    let finished = 0;
    for (let n = 0; n < 50; n++) if ((await playOne(n)).over) finished += 1;
    // Games are played to their end (up to a generous move cap): nearly all must finish.
    expect(finished).toBeGreaterThanOrEqual(40);
    // Fifty whole games with every reader's pushes checked: about 20 s on a quiet machine, more
    // than the suite's 2-minute guard on a crowded one. A guard against a hang, not a timing.
  }, 600_000);
});
