/**
 * MazzelTof setup (§3, M1, M4–M6, M21, M22, C4, C10): jokers, the blind draw for the start
 * player, the start cards, the draw piles and the reserve, determinism from the seed.
 */
import { describe, expect, it } from "vitest";
import { mazzeltof } from "../../src/engine/games/mazzeltof";
import { cardInfo } from "../../src/engine/games/mazzeltof/cards";
import { DEFAULT_OPTIONS } from "../../src/engine/games/mazzeltof/options";
import { validStartCard } from "../../src/engine/games/mazzeltof/rules";
import { RANK_LABELS } from "../../src/engine/games/mazzeltof/cards";
import type { CardFace, CardId, MazzelTofState } from "../../src/engine/games/mazzeltof/types";
import { allCards } from "./mazzeltof-helpers";
import { eventsOf } from "./kit";

/** The card ids a face can be (two for a joker). */
function idsOf(f: CardFace): CardId[] {
  if (f.rank === 0) return [`${f.deck}-X1` as CardId, `${f.deck}-X2` as CardId];
  return [`${f.deck}-${RANK_LABELS[f.rank - 2]}${f.suit}` as CardId];
}
const idOf = (f: CardFace): CardId => idsOf(f)[0]!;

const setup = (seats: number, seed: string): MazzelTofState =>
  mazzeltof.setup({ seats, seed, options: DEFAULT_OPTIONS });

/** Runs `check` on the setups of 40 seeds `prefix-i` with its starting team `t`. */
function eachSetup(seats: number, prefix: string, check: (s: MazzelTofState, t: number) => void) {
  for (let i = 0; i < 40; i++) {
    const s = setup(seats, `${prefix}-${i}`);
    check(s, s.starter % 2);
  }
}

/** The first seed `prefix-i` whose setup satisfies `test`. */
function findSeed(
  seats: number,
  prefix: string,
  test: (s: MazzelTofState) => boolean,
): MazzelTofState {
  for (let i = 0; i < 3000; i++) {
    const s = setup(seats, `${prefix}-${i}`);
    if (test(s)) return s;
  }
  throw new Error(`no seed found for ${prefix}`);
}

describe("MazzelTof setup", () => {
  it("M21: 4 players: the starting team's draw pile has 50 cards, the other 51, no jokers in them", () => {
    eachSetup(4, "m21", (s, t) => {
      // The starter has already drawn 4 for its first turn (M1).
      expect(s.teams[t]!.draw.length + 4).toBe(50);
      expect(s.teams[1 - t]!.draw.length).toBe(51);
      for (const team of s.teams) expect(team.draw.some((c) => cardInfo(c).joker)).toBe(false);
      expect(allCards(s).sort()).toHaveLength(108);
      expect(new Set(allCards(s)).size).toBe(108);
    });
  });

  it("M21: 2 players: 51 / 52 cards, one joker left in each draw pile", () => {
    eachSetup(2, "m21b", (s, t) => {
      expect(s.teams[t]!.draw.length + 6).toBe(51);
      expect(s.teams[1 - t]!.draw.length).toBe(52);
      for (const [k, team] of s.teams.entries()) {
        const inHand = s.positions[k]!.hand.filter((c) => cardInfo(c).joker).length;
        const inPile = team.draw.filter((c) => cardInfo(c).joker).length;
        expect(inHand + inPile).toBe(2);
      }
    });
  });

  it("§3.1 jokers out: every position starts with one joker of its own team's deck", () => {
    const s = setup(4, "jokers");
    for (let p = 0; p < 4; p++) {
      const jokers = s.positions[p]!.hand.filter((c) => cardInfo(c).joker);
      if (p !== s.starter) expect(s.positions[p]!.hand).toEqual(jokers);
      expect(jokers).toHaveLength(1);
      expect(cardInfo(jokers[0]!).deck).toBe(p % 2 === 0 ? "r" : "b");
    }
  });

  it("M1: the starter's first turn fills the hand to 5 (4 players) / 7 (2 players), joker included", () => {
    const s4 = setup(4, "m1");
    expect(s4.positions[s4.starter]!.hand).toHaveLength(5);
    expect(eventsOf(s4, "turn")[0]).toMatchObject({ pos: s4.starter, drew: 4 });
    const s2 = setup(2, "m1");
    expect(s2.positions[s2.starter]!.hand).toHaveLength(7);
    expect(eventsOf(s2, "turn")[0]).toMatchObject({ pos: s2.starter, drew: 6 });
  });

  it("M5: the starting team fixes one colour pile, the other team the other colour, the starting team the mix", () => {
    for (let i = 0; i < 60; i++) {
      for (const seats of [2, 4]) {
        const s = setup(seats, `m5-${i}`);
        const started = eventsOf(s, "startCard").filter((e) => e.slot !== null);
        expect(started).toHaveLength(3);
        const [a, b, c] = started;
        const st = s.starter % 2;
        expect(a!.team).toBe(st);
        expect(a!.slot).toBe(cardInfo(a!.card!).colour);
        expect(b!.team).toBe(1 - st);
        expect(b!.slot).toBe(cardInfo(b!.card!).colour);
        expect(b!.slot).not.toBe(a!.slot);
        expect(c).toMatchObject({ team: st, slot: "mix" });
        for (const e of started) expect(e.face.deck).toBe(e.team === 0 ? "r" : "b");
        // The piles hold exactly these cards at their natural rank.
        for (const e of started) {
          const i2 = ["red", "mix", "black"].indexOf(e.slot!);
          expect(s.piles[i2]).toEqual([{ card: e.card, rank: cardInfo(e.card!).rank }]);
          expect(idOf(e.face)).toBe(e.card);
        }
      }
    }
  });

  it("§3.4 start cards: jokers, 2s, 10s and aces are rejected (and wrong colours for the second card); C4: rejects return to their deck", () => {
    const s = findSeed(4, "rej", (x) => {
      const ev = eventsOf(x, "startCard");
      return (
        ev.some((e) => e.reason === "notAllowed") && ev.some((e) => e.reason === "wrongColour")
      );
    });
    for (const e of eventsOf(s, "startCard")) {
      if (e.reason === "notAllowed") expect(validStartCard(idOf(e.face))).toBe(false);
      if (e.reason === "wrongColour") expect(validStartCard(idOf(e.face))).toBe(true);
      if (e.reason === "started") expect(validStartCard(idOf(e.face))).toBe(true);
      if (e.slot === null) {
        // C4: the rejected card is back in its own team's pile (or already drawn into a hand).
        const t = e.team;
        const where = [
          ...s.teams[t]!.draw,
          ...s.positions.filter((_, p) => p % 2 === t).flatMap((x) => x.hand),
        ];
        expect(idsOf(e.face).some((c) => where.includes(c))).toBe(true);
      }
    }
    expect(validStartCard("r-3H")).toBe(true);
    expect(validStartCard("r-KS")).toBe(true);
    for (const c of ["r-2H", "r-10S", "r-AD", "r-X1"] as const)
      expect(validStartCard(c)).toBe(false);
  });

  it("M6 / C10: blind cards are turned in seat order; the highest starts; the starter's card is named", () => {
    for (let i = 0; i < 30; i++) {
      const s = setup(4, `m6-${i}`);
      const blind = eventsOf(s, "blindCard").filter((e) => e.reason === "turned");
      expect(blind.slice(0, 4).map((e) => e.pos)).toEqual([0, 1, 2, 3]);
      const starter = eventsOf(s, "starter")[0]!;
      expect(starter.pos).toBe(s.starter);
      expect(s.active).toBe(s.starter);
      // Replay the rounds: everyone, then the tied players, until one highest card remains.
      let contenders = [0, 1, 2, 3];
      let k = 0;
      for (;;) {
        const round = blind.slice(k, k + contenders.length);
        k += contenders.length;
        expect(round.map((e) => e.pos)).toEqual(contenders);
        const best = Math.max(...round.map((e) => e.face.rank));
        const top = round.filter((e) => e.face.rank === best);
        if (top.length === 1) {
          expect(top[0]!.pos).toBe(s.starter);
          expect(top[0]!.face).toEqual(starter.face);
          break;
        }
        contenders = top.map((e) => e.pos);
      }
      expect(k).toBe(blind.length);
    }
  });

  it("M6: ties among the highest blind cards are redrawn by the tied players only", () => {
    const s = findSeed(
      4,
      "tie",
      (x) => eventsOf(x, "blindCard").filter((e) => e.reason === "turned").length > 4,
    );
    const blind = eventsOf(s, "blindCard").filter((e) => e.reason === "turned");
    const first = blind.slice(0, 4);
    const best = Math.max(...first.map((e) => e.face.rank));
    const tied = first.filter((e) => e.face.rank === best).map((e) => e.pos);
    expect(tied.length).toBeGreaterThan(1);
    expect(blind.slice(4, 4 + tied.length).map((e) => e.pos)).toEqual(tied);
    // 2 is the lowest blind rank, A the highest.
    expect(cardInfo("r-2S").rank).toBeLessThan(cardInfo("r-3S").rank);
    expect(cardInfo("r-AS").rank).toBeGreaterThan(cardInfo("r-KS").rank);
  });

  it("M6: a joker turned as a blind card (2 players) is redrawn by the same player", () => {
    const s = findSeed(2, "joker", (x) =>
      eventsOf(x, "blindCard").some((e) => e.reason === "jokerRedrawn"),
    );
    const blind = eventsOf(s, "blindCard");
    const k = blind.findIndex((e) => e.reason === "jokerRedrawn");
    expect(blind[k]!.face.rank).toBe(0);
    expect(blind[k + 1]!.pos).toBe(blind[k]!.pos);
  });

  it("M4: the reserve (bottom six) is marked last: it is never drawn while cards remain above it", () => {
    const s = setup(4, "m4");
    const view = mazzeltof.view(s, 0);
    for (const t of view.teams) {
      expect(t.reserveCount).toBe(6);
      expect(t.aboveReserve).toBe(t.drawCount - 6);
      expect(t.queue).toBeNull();
    }
  });

  it("Seeds: the same seed gives the same deal, different seeds different deals", () => {
    expect(JSON.stringify(setup(4, "same"))).toBe(JSON.stringify(setup(4, "same")));
    expect(JSON.stringify(setup(2, "same"))).toBe(JSON.stringify(setup(2, "same")));
    const deals = new Set<string>();
    for (let i = 0; i < 50; i++) deals.add(JSON.stringify(setup(4, `deal-${i}`).teams));
    expect(deals.size).toBe(50);
    expect(JSON.stringify(setup(2, "a").positions)).not.toBe(
      JSON.stringify(setup(2, "b").positions),
    );
  });

  it("setup refuses seat counts outside 2–4 and accepts 3 (one player holds both blue positions)", () => {
    expect(() => setup(1, "x")).toThrow(RangeError);
    expect(() => setup(5, "x")).toThrow(RangeError);
    const s = setup(3, "three");
    expect(s.positions).toHaveLength(4);
    expect(s.positions[s.starter]!.hand).toHaveLength(5);
  });

  it("options: parsing {} gives every default; the form fields agree", () => {
    expect(DEFAULT_OPTIONS).toEqual({ twoPlayerDrawFive: 5, partnerSeesHand: false });
    for (const f of mazzeltof.optionFields) {
      expect((DEFAULT_OPTIONS as unknown as Record<string, unknown>)[f.key]).toEqual(f.default);
    }
  });
});
