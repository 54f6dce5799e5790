/**
 * Mazzo rules: setup and the deal, every branch of the §4 turn state machine, one test per
 * resolution A1–A14 and per clarification with observable behaviour, the §9 options, the
 * refusals and the events. Deck M16 unless said otherwise; the cards used most:
 * B01 Il Gigante (Forza 5, Velocità 1), B07 Il Barbaro (Forza 4, Astuzia 2),
 * B13 Il Cavaliere (Forza 3, Magia 3), B09 Il Soldato (Resistenza 4, Forza 2),
 * B06 Il Balestriere (Mira 5, Forza 1); B02–B05, B08, B10–B12, B14, B15 have no Forza.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { nextInt, seedRng, shuffle } from "../../src/engine/core/rng";
import { mazzo } from "../../src/engine/games/mazzo";
import {
  DECKS,
  abilityName,
  cardName,
  deckProblem,
  has,
  value,
} from "../../src/engine/games/mazzo/cards";
import { DEFAULT_OPTIONS } from "../../src/engine/games/mazzo/options";
import { MAX_EVENTS, clashWinner } from "../../src/engine/games/mazzo/rules";
import type { CardDef, MazzoEvent, MazzoState } from "../../src/engine/games/mazzo/types";
import {
  inDeckOrder,
  opening,
  makeState,
  withHands,
  must,
  playAll,
  playGame,
  randomPolicy,
  refused,
} from "./mazzo-helpers";
import { TestRng, eventsOf, expectRegistered, finishedBotRun, lastEvent } from "./kit";

const M16 = DECKS.M16;

describe("Mazzo setup (§3)", () => {
  it("C2 / A13: the first attacker is drawn first, then the shuffled deck is dealt by A8 from two empty hands, the first defender getting the first card", () => {
    for (const seed of ["a", "b", "c", "d"]) {
      const s = mazzo.setup({ seats: 2, seed, options: DEFAULT_OPTIONS });
      const [first, rng1] = nextInt(seedRng(seed), 2);
      const [pile] = shuffle(
        rng1,
        M16.cards.map((c) => c.id),
      );
      // Top of the pile is its end; alternate starting with the first defender.
      const top = [...pile].reverse();
      const defender = 1 - first;
      const expected: [string[], string[]] = [[], []];
      for (let i = 0; i < 6; i++) expected[i % 2 === 0 ? defender : first]!.push(top[i]!);
      expect(s.firstAttacker).toBe(first);
      expect(s.attacker).toBe(first);
      expect(s.hands[0]).toEqual(inDeckOrder(expected[0]));
      expect(s.hands[1]).toEqual(inDeckOrder(expected[1]));
      expect(s.drawPile).toEqual(pile.slice(0, 10));
      expect(s.phase).toBe("attack");
      expect(s.turn).toBe(1);
      expect(s.events).toEqual([
        { type: "start", deck: "M16", firstAttacker: first, hands: [3, 3], drawPile: 10 },
      ]);
    }
  });

  it("A13: the first attacker is a uniform random choice (about half of 400 seeds each)", () => {
    let zero = 0;
    for (let i = 0; i < 400; i++) {
      if (mazzo.setup({ seats: 2, seed: `first-${i}`, options: DEFAULT_OPTIONS }).attacker === 0)
        zero++;
    }
    expect(zero).toBeGreaterThan(160);
    expect(zero).toBeLessThan(240);
  });

  it("the same seed gives the same deal; different seeds give different deals", () => {
    const a = mazzo.setup({ seats: 2, seed: "same", options: DEFAULT_OPTIONS });
    const b = mazzo.setup({ seats: 2, seed: "same", options: DEFAULT_OPTIONS });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const deals = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const s = mazzo.setup({ seats: 2, seed: `seed-${i}`, options: DEFAULT_OPTIONS });
      deals.add(JSON.stringify([s.hands, s.drawPile]));
    }
    expect(deals.size).toBe(50);
  });

  it("the same seed and the same moves give the same states", () => {
    const rngA = new TestRng("moves");
    const rngB = new TestRng("moves");
    const a = playGame("replay", [randomPolicy(rngA), randomPolicy(rngA)]).state;
    const b = playGame("replay", [randomPolicy(rngB), randomPolicy(rngB)]).state;
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it("is played by two players only", () => {
    expect(mazzo.seats).toEqual({ min: 2, max: 2, default: 2 });
    expect(() => mazzo.setup({ seats: 3, seed: "x", options: DEFAULT_OPTIONS })).toThrow(
      RangeError,
    );
  });

  it("§3 with M28: 28 cards, 3 each, 22 in the pile; the state is plain JSON with version 1", () => {
    const s = mazzo.setup({ seats: 2, seed: "m28", options: { ...DEFAULT_OPTIONS, deck: "M28" } });
    expect(s.version).toBe(1);
    expect(s.hands[0]).toHaveLength(3);
    expect(s.hands[1]).toHaveLength(3);
    expect(s.drawPile).toHaveLength(22);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

describe("Mazzo options (§9 and clarifications)", () => {
  it("parsing {} gives every default of §9; optionFields list them with the same defaults", () => {
    expect(v.parse(mazzo.options, {})).toEqual({
      deck: "M16",
      mazziereHasNoAbilities: false,
      clashTie: "defender",
      mazziereLostOnAttackCardEndsGame: false,
      leftoverCards: "scoreToHolder",
      lootTieBreak: "mazziere",
    });
    const parsed = v.parse(mazzo.options, {}) as unknown as Record<string, unknown>;
    expect(mazzo.optionFields.map((f) => f.key).sort()).toEqual(Object.keys(parsed).sort());
    for (const f of mazzo.optionFields) expect(parsed[f.key]).toEqual(f.default);
    expect(mazzo.optionFields.find((f) => f.key === "deck")?.advanced).toBe(false);
  });

  it("accepts every value of every flag and refuses unknown ones", () => {
    for (const f of mazzo.optionFields) {
      const values = f.kind === "boolean" ? [true, false] : f.choices;
      for (const x of values) expect(v.safeParse(mazzo.options, { [f.key]: x }).success).toBe(true);
      expect(v.safeParse(mazzo.options, { [f.key]: "nonsense" }).success).toBe(false);
    }
  });
});

describe("Mazzo turn state machine (§4)", () => {
  it("ATTACK → RESPOND: the card goes face down, the declared ability is public, the defender acts", () => {
    const s = must(opening(), 0, { type: "attack", card: "B01", ability: "Forza" });
    expect(s.phase).toBe("respond");
    expect(mazzo.toAct(s)).toEqual([1]);
    expect(s.table).toEqual({
      attack: "B01",
      ability: "Forza",
      defense: null,
      defenseFaceUp: false,
    });
    expect(s.hands[0]).toEqual(["B02", "B03"]);
    expect(lastEvent(s, "attack")).toEqual({
      type: "attack",
      turn: 1,
      seat: 0,
      ability: "Forza",
      secret: false,
    });
  });

  it("face-up answer → REVEAL_CLASH: the higher value wins both cards; then refill and roles swap", () => {
    const s = playAll(
      opening(),
      { type: "attack", card: "B01", ability: "Forza" },
      { type: "faceUp", card: "B07" },
    );
    expect(lastEvent(s, "clash")).toEqual({
      type: "clash",
      turn: 1,
      attacker: 0,
      defender: 1,
      ability: "Forza",
      secret: false,
      attackCard: "B01",
      defenseCard: "B07",
      defense: "faceUp",
      values: [5, 4],
      winner: 0,
      reason: "higher",
      gains: [{ seat: 0, cards: ["B01", "B07"] }],
    });
    expect(s.loot).toEqual([["B01", "B07"], []]);
    expect(s.attacker).toBe(1);
    expect(s.turn).toBe(2);
    expect(s.phase).toBe("attack");
  });

  it("face-up answer with the higher card: the defender wins", () => {
    const s = playAll(
      withHands(["B07", "B02", "B03"], ["B01", "B04", "B05"]),
      { type: "attack", card: "B07", ability: "Forza" },
      { type: "faceUp", card: "B01" },
    );
    expect(lastEvent(s, "clash")).toMatchObject({ winner: 1, reason: "higher", values: [4, 5] });
    expect(s.loot).toEqual([[], ["B07", "B01"]]);
  });

  it('"I don\'t have it" with a face-down card → JUDGE: the attacker believes, the card lacking the ability loses (A4)', () => {
    let s = playAll(opening(), { type: "attack", card: "B01", ability: "Forza" });
    s = must(s, 1, { type: "deny", card: "B04" });
    expect(s.phase).toBe("judge");
    expect(mazzo.toAct(s)).toEqual([0]);
    expect(mazzo.legalMoves(s, 0)).toEqual([{ type: "believe" }, { type: "doubt" }]);
    expect(lastEvent(s, "deny")).toEqual({ type: "deny", turn: 1, seat: 1 });
    s = must(s, 0, { type: "believe" });
    expect(lastEvent(s, "believe")).toEqual({ type: "believe", turn: 1, seat: 0 });
    expect(lastEvent(s, "clash")).toMatchObject({
      defense: "denied",
      defenseCard: "B04",
      values: [5, 0],
      winner: 0,
      reason: "lacksAbility",
    });
    expect(s.loot[0]).toEqual(["B01", "B04"]);
  });

  it("A4: a believed lie with a card that has the ability is compared normally", () => {
    const s = playAll(
      withHands(["B07", "B02", "B03"], ["B01", "B04", "B05"]),
      { type: "attack", card: "B07", ability: "Forza" },
      { type: "deny", card: "B01" },
      { type: "believe" },
    );
    expect(lastEvent(s, "clash")).toMatchObject({
      defense: "denied",
      values: [4, 5],
      winner: 1,
      reason: "higher",
    });
  });

  it("doubt, the defender lied: the attack card is shown and goes back, the whole hand is revealed, the attacker takes two of it", () => {
    let s = playAll(
      opening(),
      { type: "attack", card: "B01", ability: "Forza" },
      { type: "deny", card: "B04" },
      { type: "doubt" },
    );
    // B07 has Forza: a lie.
    expect(lastEvent(s, "doubt")).toEqual({
      type: "doubt",
      turn: 1,
      seat: 0,
      ability: "Forza",
      attackCard: "B01",
      revealedHand: ["B04", "B05", "B07"],
      lied: true,
    });
    expect(s.phase).toBe("take");
    expect(s.revealed).toEqual(["B04", "B05", "B07"]);
    expect(s.hands[0]).toEqual(["B01", "B02", "B03"]);
    expect(mazzo.legalMoves(s, 0)).toEqual([
      { type: "take", cards: ["B04", "B05"] },
      { type: "take", cards: ["B04", "B07"] },
      { type: "take", cards: ["B05", "B07"] },
    ]);
    s = must(s, 0, { type: "take", cards: ["B07", "B04"] });
    expect(lastEvent(s, "doubtResult")).toEqual({
      type: "doubtResult",
      turn: 1,
      attacker: 0,
      defender: 1,
      ability: "Forza",
      winner: 0,
      reason: "bluffCaught",
      gains: [{ seat: 0, cards: ["B07", "B04"] }],
      blindCard: null,
      instantWin: false,
    });
    expect(s.loot).toEqual([["B07", "B04"], []]);
    // Refill (A8): the defender has 1, the attacker 3: the defender gets two cards.
    expect(s.hands[0]).toEqual(["B01", "B02", "B03"]);
    expect(s.hands[1]).toEqual(inDeckOrder(["B05", "B10", "B11"]));
    expect(lastEvent(s, "refill")).toEqual({ type: "refill", cards: [0, 2], drawPile: 2 });
    expect(s.attacker).toBe(1);
  });

  it("doubt, the defender told the truth: the defender takes the attack card and one blind card of the attacker's hand (C1: drawn with the state's generator)", () => {
    let s = playAll(
      withHands(["B01", "B02", "B03"], ["B04", "B05", "B08"], {
        pile: ["B10", "B11", "B12"],
        seed: "blind",
      }),
      { type: "attack", card: "B01", ability: "Forza" },
      { type: "deny", card: "B05" },
    );
    const [i] = nextInt(s.rng, 2);
    const blind = ["B02", "B03"][i]!;
    const keptByAttacker = ["B02", "B03"][1 - i]!;
    s = must(s, 0, { type: "doubt" });
    expect(lastEvent(s, "doubt")).toMatchObject({
      attackCard: "B01",
      revealedHand: ["B04", "B05", "B08"],
      lied: false,
    });
    expect(lastEvent(s, "doubtResult")).toEqual({
      type: "doubtResult",
      turn: 1,
      attacker: 0,
      defender: 1,
      ability: "Forza",
      winner: 1,
      reason: "truthful",
      gains: [{ seat: 1, cards: ["B01", blind] }],
      blindCard: blind,
      instantWin: false,
    });
    expect(s.loot).toEqual([[], ["B01", blind]]);
    // The defender keeps the denied card; the attacker (1 card) is refilled first (A8).
    expect(s.hands[1]).toEqual(["B04", "B05", "B08"]);
    expect(s.hands[0]).toEqual(inDeckOrder([keptByAttacker, "B10", "B11"]));
    expect(s.drawPile).toEqual(["B12"]);
  });

  it("A7: drawing the Mazziere blindly after a failed Doubt wins the game at once, whatever the loot", () => {
    const s = playAll(
      withHands(["B01", "MZ"], ["B02", "B03", "B04"], {
        loot: [["B05", "B06", "B07", "B08"], []],
        pile: ["B10", "B11"],
      }),
      { type: "attack", card: "B01", ability: "Forza" },
      { type: "deny", card: "B02" },
      { type: "doubt" },
    );
    expect(s.phase).toBe("over");
    expect(s.winner).toBe(1);
    expect(s.endReason).toBe("mazziereDrawn");
    expect(lastEvent(s, "doubtResult")).toMatchObject({
      winner: 1,
      blindCard: "MZ",
      instantWin: true,
      gains: [{ seat: 1, cards: ["B01", "MZ"] }],
    });
    const out = mazzo.outcome(s)!;
    expect(out.winners).toEqual([1]);
    expect(out.losers).toEqual([0]);
    // Decision: the game stops as it is; leftover cards follow A9, the pile stays undealt.
    expect(out.scores).toEqual([4, 5]);
    expect(lastEvent(s, "gameEnd")).toEqual({
      type: "gameEnd",
      winner: 1,
      reason: "mazziereDrawn",
      loot: [4, 5],
      leftover: [[], ["B02", "B03", "B04"]],
      leftoverTo: "holder",
    });
    expect(s.drawPile).toHaveLength(2);
    expect(mazzo.toAct(s)).toEqual([]);
  });

  it("A6: with one card each the ability is committed secretly and the defender's card is played automatically", () => {
    const s = must(withHands(["B07"], ["B01"]), 0, {
      type: "attack",
      card: "B07",
      ability: "Astuzia",
    });
    expect(s.events.slice(-3).map((e) => e.type)).toEqual(["attack", "clash", "gameEnd"]);
    expect(lastEvent(s, "attack")).toEqual({
      type: "attack",
      turn: 1,
      seat: 0,
      ability: null,
      secret: true,
    });
    expect(lastEvent(s, "clash")).toMatchObject({
      ability: "Astuzia",
      secret: true,
      defense: "auto",
      attackCard: "B07",
      defenseCard: "B01",
      values: [2, 0],
      winner: 0,
      reason: "lacksAbility",
    });
    expect(s.phase).toBe("over");
  });

  it("A6: when only one player holds one card, the normal procedure applies", () => {
    const a = must(withHands(["B01"], ["B02", "B03"]), 0, {
      type: "attack",
      card: "B01",
      ability: "Forza",
    });
    expect(a.phase).toBe("respond");
    expect(lastEvent(a, "attack")?.secret).toBe(false);
    const b = must(withHands(["B01", "B03"], ["B02"]), 0, {
      type: "attack",
      card: "B01",
      ability: "Forza",
    });
    expect(b.phase).toBe("respond");
    expect(mazzo.legalMoves(b, 1)).toEqual([{ type: "deny", card: "B02" }]);
  });

  it("A8: refill one card at a time to the seat with fewer cards; on equal counts to the seat that defends next (the current attacker)", () => {
    const s = playAll(
      withHands(["B01", "B02", "B03"], ["B04", "B05", "B06"], {
        pile: ["B10", "B11", "B12", "B13"],
      }),
      { type: "attack", card: "B01", ability: "Forza" },
      { type: "faceUp", card: "B06" },
    );
    expect(s.hands[0]).toEqual(["B02", "B03", "B10"]);
    expect(s.hands[1]).toEqual(["B04", "B05", "B11"]);
    expect(s.drawPile).toEqual(["B13", "B12"]);
    // An odd remainder: one card left goes to the current attacker (seat 1 now) on equal counts.
    const t = playAll(
      withHands(["B01", "B02", "B05"], ["B03", "B04", "B06"], { pile: ["B10"], attacker: 1 }),
      { type: "attack", card: "B06", ability: "Mira" },
      { type: "faceUp", card: "B05" },
    );
    expect(t.hands[1]).toEqual(["B03", "B04", "B10"]);
    expect(t.hands[0]).toEqual(["B01", "B02"]);
    expect(lastEvent(t, "refill")).toEqual({ type: "refill", cards: [0, 1], drawPile: 0 });
  });

  it("A9: the game ends when the pile is empty and a hand is empty; leftover cards go to their holder's loot", () => {
    const s = playAll(
      withHands(["B01", "B02", "B03"], ["B04"]),
      { type: "attack", card: "B01", ability: "Forza" },
      { type: "deny", card: "B04" },
      { type: "believe" },
    );
    expect(s.phase).toBe("over");
    expect(s.loot[0]).toEqual(["B01", "B04", "B02", "B03"]);
    expect(lastEvent(s, "gameEnd")).toEqual({
      type: "gameEnd",
      winner: 0,
      reason: "loot",
      loot: [4, 0],
      leftover: [["B02", "B03"], []],
      leftoverTo: "holder",
    });
    expect(mazzo.outcome(s)).toEqual({ winners: [0], losers: [1], scores: [4, 0] });
    expect(s.turn).toBe(1);
  });

  it("A9 (leftoverCards=discard): leftover cards are discarded and do not score", () => {
    const s = playAll(
      makeState({
        hands: [["B01", "B02", "B03"], ["B04"]],
        options: { leftoverCards: "discard" },
      }),
      { type: "attack", card: "B01", ability: "Forza" },
      { type: "deny", card: "B04" },
      { type: "believe" },
    );
    expect(s.discard).toEqual(["B02", "B03"]);
    expect(s.loot).toEqual([["B01", "B04"], []]);
    expect(lastEvent(s, "gameEnd")).toMatchObject({ loot: [2, 0], leftoverTo: "discard" });
  });

  it("A10: equal loot: the holder of the Mazziere in a loot pile wins", () => {
    const s = must(withHands(["B01"], ["B04"], { loot: [["B05"], ["MZ", "B08", "B09"]] }), 0, {
      type: "attack",
      card: "B01",
      ability: "Forza",
    });
    expect(s.loot[0]).toHaveLength(3);
    expect(s.loot[1]).toHaveLength(3);
    expect(s.winner).toBe(1);
    expect(s.endReason).toBe("mazziereTieBreak");
    expect(mazzo.outcome(s)).toEqual({ winners: [1], losers: [0], scores: [3, 3] });
  });

  it("C5 (lootTieBreak=draw): equal loot is a draw even with the Mazziere in a loot pile", () => {
    const s = must(
      makeState({
        hands: [["B01"], ["B04"]],
        loot: [["B05"], ["MZ", "B08", "B09"]],
        options: { lootTieBreak: "draw" },
      }),
      0,
      { type: "attack", card: "B01", ability: "Forza" },
    );
    expect(s.winner).toBeNull();
    expect(s.endReason).toBe("draw");
    expect(mazzo.outcome(s)).toEqual({ winners: [], losers: [], scores: [3, 3] });
  });

  it("A10: equal loot with the Mazziere in no loot pile (discarded as a leftover) is a draw", () => {
    const s = playAll(
      makeState({
        hands: [["B01", "MZ"], ["B04"]],
        loot: [["B05"], ["B06", "B07", "B08"]],
        options: { leftoverCards: "discard" },
      }),
      { type: "attack", card: "B01", ability: "Forza" },
      { type: "deny", card: "B04" },
      { type: "believe" },
    );
    expect(s.discard).toEqual(["MZ"]);
    expect(s.winner).toBeNull();
    expect(s.endReason).toBe("draw");
  });

  it("A10: with leftoverCards=scoreToHolder every finished game has a winner (200 random games)", () => {
    const rng = new TestRng("a10");
    for (let g = 0; g < 200; g++) {
      const s = playGame(`a10-${g}`, [randomPolicy(rng), randomPolicy(rng)]).state;
      expect(s.winner).not.toBeNull();
      expect(s.loot[0].includes("MZ") || s.loot[1].includes("MZ")).toBe(true);
    }
  });
});

describe("Mazzo resolutions A1–A14", () => {
  it("A1: the attacker cannot bluff: the declared ability must be on the card", () => {
    const s = withHands(["B01", "B02", "B03"], ["B04", "B05", "B06"]);
    refused(s, 0, { type: "attack", card: "B01", ability: "Magia" }, "rule/illegal-card");
    const listed = mazzo.legalMoves(s, 0);
    expect(listed).toEqual([
      { type: "attack", card: "B01", ability: "Forza" },
      { type: "attack", card: "B01", ability: "Velocita" },
      { type: "attack", card: "B02", ability: "Velocita" },
      { type: "attack", card: "B02", ability: "Astuzia" },
      { type: "attack", card: "B03", ability: "Astuzia" },
      { type: "attack", card: "B03", ability: "Magia" },
    ]);
  });

  it("A2: the Mazziere has every ability: it attacks with any, always answers face up, and cannot be denied truthfully", () => {
    const s = withHands(["MZ", "B02", "B03"], ["B04", "B05", "B06"]);
    const mzAttacks = mazzo.legalMoves(s, 0).filter((m) => m.type === "attack" && m.card === "MZ");
    expect(mzAttacks).toHaveLength(6);
    const won = playAll(
      s,
      { type: "attack", card: "MZ", ability: "Mira" },
      { type: "faceUp", card: "B06" },
    );
    expect(lastEvent(won, "clash")).toMatchObject({
      winner: 0,
      reason: "mazziere",
      values: [0, 5],
    });
    // The defender holding the Mazziere may always answer face up, and a denial is a lie.
    const d = must(withHands(["B01", "B02", "B03"], ["MZ", "B04", "B05"]), 0, {
      type: "attack",
      card: "B01",
      ability: "Forza",
    });
    expect(mazzo.legalMoves(d, 1)).toContainEqual({ type: "faceUp", card: "MZ" });
    const faceUp = must(d, 1, { type: "faceUp", card: "MZ" });
    expect(lastEvent(faceUp, "clash")).toMatchObject({ winner: 1, reason: "mazziere" });
    const doubted = playAll(d, { type: "deny", card: "B04" }, { type: "doubt" });
    expect(lastEvent(doubted, "doubt")?.lied).toBe(true);
  });

  it("A3: the clash compares the value of the declared ability, not the card's best value", () => {
    // B07 is Forza 4 but Astuzia 2; B15 is Astuzia 3.
    const s = playAll(
      withHands(["B07", "B02", "B04"], ["B15", "B05", "B06"]),
      { type: "attack", card: "B07", ability: "Astuzia" },
      { type: "faceUp", card: "B15" },
    );
    expect(lastEvent(s, "clash")).toMatchObject({ values: [2, 3], winner: 1, reason: "higher" });
  });

  it("A4: a believed denial with a card lacking the ability counts 0 and loses, unless it is the Mazziere", () => {
    const lost = playAll(
      withHands(["B06", "B02", "B03"], ["B04", "B05", "B08"]),
      { type: "attack", card: "B06", ability: "Forza" },
      { type: "deny", card: "B08" },
      { type: "believe" },
    );
    // B06 has only Forza 1, still more than 0.
    expect(lastEvent(lost, "clash")).toMatchObject({
      values: [1, 0],
      winner: 0,
      reason: "lacksAbility",
    });
    // With mazziereHasNoAbilities a denied Mazziere is truthful and, believed, wins the clash.
    const mz = playAll(
      makeState({
        hands: [
          ["B01", "B02", "B03"],
          ["MZ", "B04", "B05"],
        ],
        options: { mazziereHasNoAbilities: true },
      }),
      { type: "attack", card: "B01", ability: "Forza" },
      { type: "deny", card: "MZ" },
      { type: "believe" },
    );
    expect(lastEvent(mz, "clash")).toMatchObject({ winner: 1, reason: "mazziere", values: [5, 0] });
  });

  it("A5: equal values go to the defender by default; clashTie=attacker and eachKeepsOwn change that", () => {
    const a: CardDef = { id: "X1", name: "X1", abilities: { Forza: 3 } };
    const b: CardDef = { id: "X2", name: "X2", abilities: { Forza: 3, Mira: 1 } };
    expect(clashWinner(a, b, "Forza", DEFAULT_OPTIONS)).toEqual({
      winner: "defender",
      reason: "tie",
      values: [3, 3],
    });
    expect(clashWinner(a, b, "Forza", { ...DEFAULT_OPTIONS, clashTie: "attacker" }).winner).toBe(
      "attacker",
    );
    // eachKeepsOwn: no winner; revealClash then gives each card to its owner's loot.
    expect(clashWinner(a, b, "Forza", { ...DEFAULT_OPTIONS, clashTie: "eachKeepsOwn" })).toEqual({
      winner: "each",
      reason: "tie",
      values: [3, 3],
    });
    // A value above the other still wins under every tie rule.
    const c: CardDef = { id: "X3", name: "X3", abilities: { Forza: 4 } };
    for (const clashTie of ["defender", "attacker", "eachKeepsOwn"] as const) {
      expect(clashWinner(c, a, "Forza", { ...DEFAULT_OPTIONS, clashTie }).winner).toBe("attacker");
    }
    // With M16 and M28 no two cards share a value on an ability, so a tie never happens.
    for (const deck of [DECKS.M16, DECKS.M28]) {
      for (const k of deck.abilities) {
        const values = deck.cards
          .filter((c) => !c.mazziere && k in c.abilities)
          .map((c) => c.abilities[k]);
        expect(new Set(values).size).toBe(values.length);
      }
    }
  });

  it("A5 through play: with repeated values (§2.4) each tie rule decides the clash and the loot", () => {
    // M16 has no equal values; for this test B07 is given Forza 5 like B01 (restored after).
    const byId = DECKS.M16.byId as Map<string, CardDef>;
    const original = byId.get("B07")!;
    byId.set("B07", { ...original, abilities: { Forza: 5, Astuzia: 2 } });
    try {
      const clash = (clashTie: "defender" | "attacker" | "eachKeepsOwn") =>
        playAll(
          makeState({
            hands: [
              ["B01", "B02", "B03"],
              ["B07", "B04", "B05"],
            ],
            options: { clashTie },
          }),
          { type: "attack", card: "B01", ability: "Forza" },
          { type: "faceUp", card: "B07" },
        );
      const d = clash("defender");
      expect(lastEvent(d, "clash")).toMatchObject({ values: [5, 5], winner: 1, reason: "tie" });
      expect(d.loot).toEqual([[], ["B01", "B07"]]);
      const a = clash("attacker");
      expect(lastEvent(a, "clash")).toMatchObject({ winner: 0, reason: "tie" });
      expect(a.loot).toEqual([["B01", "B07"], []]);
      const e = clash("eachKeepsOwn");
      expect(lastEvent(e, "clash")).toMatchObject({
        winner: null,
        reason: "tie",
        gains: [
          { seat: 0, cards: ["B01"] },
          { seat: 1, cards: ["B07"] },
        ],
      });
      expect(e.loot).toEqual([["B01"], ["B07"]]);
    } finally {
      byId.set("B07", original);
    }
  });

  it("A6: the one-card clash has no Deny and no Doubt; the defender's move is never asked", () => {
    const s = withHands(["B01"], ["B09"]);
    const next = must(s, 0, { type: "attack", card: "B01", ability: "Velocita" });
    // B09 has no Velocità: the automatic card counts 0.
    expect(lastEvent(next, "clash")).toMatchObject({ values: [1, 0], winner: 0, defense: "auto" });
    expect(eventsOf(next, "deny")).toHaveLength(0);
    expect(eventsOf(next, "doubt")).toHaveLength(0);
  });

  it("A7: the failed-Doubt penalty is the attack card plus one blind card; the Mazziere as attack card is only loot", () => {
    const s = playAll(
      withHands(["MZ", "B02", "B03"], ["B04", "B05", "B08"], { pile: ["B10", "B11"] }),
      { type: "attack", card: "MZ", ability: "Forza" },
      { type: "deny", card: "B04" },
      { type: "doubt" },
    );
    expect(s.phase).toBe("attack");
    expect(s.loot[1]).toHaveLength(2);
    expect(s.loot[1][0]).toBe("MZ");
    expect(lastEvent(s, "doubtResult")).toMatchObject({ reason: "truthful", instantWin: false });
  });

  it("C7 (mazziereLostOnAttackCardEndsGame): losing the Mazziere as attack card ends the game after the full penalty", () => {
    const s = playAll(
      makeState({
        hands: [
          ["MZ", "B02", "B03"],
          ["B04", "B05", "B08"],
        ],
        loot: [["B06", "B07", "B09", "B10", "B11"], []],
        pile: ["B12"],
        options: { mazziereLostOnAttackCardEndsGame: true },
      }),
      { type: "attack", card: "MZ", ability: "Forza" },
      { type: "deny", card: "B04" },
      { type: "doubt" },
    );
    expect(s.phase).toBe("over");
    expect(s.winner).toBe(1);
    expect(s.endReason).toBe("mazziereLost");
    expect(s.loot[1].slice(0, 2)).toContain("MZ");
    expect(lastEvent(s, "doubtResult")).toMatchObject({ instantWin: true });
    expect(lastEvent(s, "doubtResult")!.gains[0]!.cards).toHaveLength(2);
  });

  it("A8: the deal and every refill keep hands at 3 while the pile lasts (random games)", () => {
    const rng = new TestRng("a8");
    for (let g = 0; g < 100; g++) {
      let s = mazzo.setup({ seats: 2, seed: `a8-${g}`, options: DEFAULT_OPTIONS });
      while (mazzo.toAct(s).length > 0) {
        if (s.phase === "attack" && s.drawPile.length > 0) {
          expect(s.hands[0]).toHaveLength(3);
          expect(s.hands[1]).toHaveLength(3);
        }
        const seat = mazzo.toAct(s)[0]!;
        s = must(s, seat, rng.pick(mazzo.legalMoves(s, seat)));
      }
    }
  });

  it("A9: when one player has cards and the other none with an empty pile, the game ends at once (no further turn)", () => {
    // The defender wins a Doubt that empties the attacker's hand.
    const s = playAll(
      withHands(["B01"], ["B02", "B03", "B04"]),
      { type: "attack", card: "B01", ability: "Forza" },
      { type: "deny", card: "B02" },
      { type: "doubt" },
    );
    expect(s.phase).toBe("over");
    expect(s.loot[1]).toEqual(["B01", "B02", "B03", "B04"]);
    expect(s.winner).toBe(1);
  });

  it("A11: a caught bluff with a short hand takes min(2, |hand|); a failed Doubt skips the blind draw when the attacker has no other card", () => {
    const caught = playAll(
      withHands(["B01", "B02", "B03"], ["B07"]),
      { type: "attack", card: "B01", ability: "Forza" },
      { type: "deny", card: "B07" },
      { type: "doubt" },
    );
    expect(lastEvent(caught, "doubtResult")).toMatchObject({
      reason: "bluffCaught",
      gains: [{ seat: 0, cards: ["B07"] }],
    });
    const failed = playAll(
      withHands(["B01"], ["B02", "B03"]),
      { type: "attack", card: "B01", ability: "Forza" },
      { type: "deny", card: "B02" },
      { type: "doubt" },
    );
    expect(lastEvent(failed, "doubtResult")).toMatchObject({
      reason: "truthful",
      blindCard: null,
      gains: [{ seat: 1, cards: ["B01"] }],
    });
  });

  it("A12: the attacker cannot decline: there is no pass move and ATTACK always lists attacks", () => {
    const s = withHands(["B01", "B02", "B03"], ["B04"]);
    refused(s, 0, { type: "pass" }, "input/invalid-move");
    const listed = mazzo.legalMoves(s, 0);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((m) => m.type === "attack")).toBe(true);
  });

  it("A13: the first attacker comes from the seed (both seats start games)", () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 20; i++) {
      firsts.add(mazzo.setup({ seats: 2, seed: `a13-${i}`, options: DEFAULT_OPTIONS }).attacker);
    }
    expect([...firsts].sort()).toEqual([0, 1]);
  });

  it("A14 / C9: a deck needs at least 6 characters, exactly one Mazziere and an ability on every character", () => {
    const chars = (n: number): CardDef[] =>
      Array.from({ length: n }, (_, i) => ({
        id: `T${i}`,
        name: `T${i}`,
        abilities: { Forza: i + 1 },
      }));
    const mz: CardDef = { id: "MZ", name: "Il Mazziere", mazziere: true, abilities: {} };
    expect(deckProblem([...chars(6), mz])).toBeNull();
    expect(deckProblem([...chars(5), mz])).toMatch(/at least 6 characters/);
    expect(deckProblem(chars(7))).toMatch(/exactly one Mazziere/);
    expect(deckProblem([...chars(6), mz, { ...mz, id: "MZ2" }])).toMatch(/exactly one Mazziere/);
    expect(deckProblem([...chars(6), { id: "E", name: "Empty", abilities: {} }, mz])).toMatch(
      /no ability/,
    );
    expect(deckProblem([...chars(6), { ...chars(1)[0]! }, mz])).toMatch(/twice/);
    expect(deckProblem(DECKS.M16.cards)).toBeNull();
    expect(deckProblem(DECKS.M28.cards)).toBeNull();
  });
});

describe("Mazzo clarifications", () => {
  it("C3: after a Doubt the defender's hand is shown sorted, so the denied card cannot be told apart", () => {
    // Whichever card is denied, the revealed hand reads the same.
    const reveals = new Set<string>();
    for (const denied of ["B04", "B05", "B07"]) {
      const s = playAll(
        withHands(["B01", "B02", "B03"], ["B07", "B04", "B05"]),
        { type: "attack", card: "B01", ability: "Forza" },
        { type: "deny", card: denied },
        { type: "doubt" },
      );
      reveals.add(JSON.stringify(lastEvent(s, "doubt")));
      reveals.add(JSON.stringify(mazzo.view(s, null)));
    }
    expect(reveals.size).toBe(2);
  });

  it("C4 (mazziereHasNoAbilities): the Mazziere leads only as the last card, never answers face up, never makes a denial a lie, and still wins every clash", () => {
    const options = { mazziereHasNoAbilities: true };
    const s = withHands(["MZ", "B02", "B03"], ["B04", "B05", "B06"], { options });
    expect(mazzo.legalMoves(s, 0).some((m) => m.type === "attack" && m.card === "MZ")).toBe(false);
    refused(s, 0, { type: "attack", card: "MZ", ability: "Forza" }, "rule/illegal-card");
    const last = withHands(["MZ"], ["B04", "B05"], { options });
    expect(mazzo.legalMoves(last, 0)).toHaveLength(6);
    const won = playAll(
      last,
      { type: "attack", card: "MZ", ability: "Magia" },
      { type: "faceUp", card: "B04" },
    );
    expect(lastEvent(won, "clash")).toMatchObject({ winner: 0, reason: "mazziere" });
    const answer = must(withHands(["B01", "B02", "B03"], ["MZ", "B04", "B05"], { options }), 0, {
      type: "attack",
      card: "B01",
      ability: "Forza",
    });
    expect(mazzo.legalMoves(answer, 1)).not.toContainEqual({ type: "faceUp", card: "MZ" });
    refused(answer, 1, { type: "faceUp", card: "MZ" }, "rule/illegal-card");
    const truthful = playAll(answer, { type: "deny", card: "B04" }, { type: "doubt" });
    expect(lastEvent(truthful, "doubt")?.lied).toBe(false);
    expect(has(DECKS.M16.byId.get("MZ")!, "Forza", true)).toBe(false);
  });

  it("C4 decision: a Mazziere without abilities leading as the last card can be doubted; a truthful denial wins it as loot", () => {
    const s = playAll(
      makeState({
        hands: [["MZ"], ["B04", "B05", "B08"]],
        pile: ["B10", "B11", "B12"],
        options: { mazziereHasNoAbilities: true },
      }),
      { type: "attack", card: "MZ", ability: "Forza" },
      { type: "deny", card: "B04" },
      { type: "doubt" },
    );
    expect(lastEvent(s, "doubt")).toMatchObject({ attackCard: "MZ", lied: false });
    expect(lastEvent(s, "doubtResult")).toMatchObject({
      winner: 1,
      reason: "truthful",
      gains: [{ seat: 1, cards: ["MZ"] }],
      blindCard: null,
      instantWin: false,
    });
    // The attacker's empty hand is refilled from the pile and the game goes on.
    expect(s.phase).toBe("attack");
    expect(s.hands[0]).toEqual(["B10", "B11", "B12"]);
  });

  it("C6: the attacker taking the Mazziere after a caught bluff is no instant win", () => {
    const s = playAll(
      withHands(["B01", "B02", "B03"], ["MZ", "B04", "B05"], {
        pile: ["B10", "B11", "B12", "B13"],
      }),
      { type: "attack", card: "B01", ability: "Forza" },
      { type: "deny", card: "B04" },
      { type: "doubt" },
      { type: "take", cards: ["MZ", "B05"] },
    );
    expect(s.phase).toBe("attack");
    expect(s.loot[0]).toEqual(["MZ", "B05"]);
    expect(lastEvent(s, "doubtResult")).toMatchObject({ winner: 0, instantWin: false });
  });

  it("C8: with at most two cards revealed after a caught bluff, the engine takes them: no move is asked", () => {
    const s = playAll(
      withHands(["B01", "B02", "B03"], ["B07", "B04"], { pile: [] }),
      { type: "attack", card: "B01", ability: "Forza" },
      { type: "deny", card: "B04" },
      { type: "doubt" },
    );
    expect(eventsOf(s, "doubtResult")).toHaveLength(1);
    expect(lastEvent(s, "doubtResult")?.gains).toEqual([{ seat: 0, cards: ["B04", "B07"] }]);
    expect(s.loot[0].slice(0, 2)).toEqual(["B04", "B07"]);
    expect(s.phase).toBe("over");
  });

  it("C10: ability ids are the JSON keys; display names carry accents; M28's Magia and Fortuna values are those of the JSON", () => {
    expect(abilityName("Velocita")).toBe("Velocità");
    expect(abilityName("Forza")).toBe("Forza");
    expect(cardName("B01")).toBe("Il Gigante");
    expect(cardName("MZ")).toBe("Il Mazziere");
    const m28 = DECKS.M28;
    for (const k of ["Magia", "Fortuna"]) {
      const vals = m28.cards
        .filter((c) => k in c.abilities)
        .map((c) => value(c, k))
        .sort();
      expect(vals).toEqual([1, 2, 3, 5, 6, 7]);
    }
  });

  it("C11: a Doubt that empties a hand ends the game a turn early; no game lasts more than ⌊deck/2⌋ turns", () => {
    const rng = new TestRng("c11");
    let early = 0;
    for (let g = 0; g < 300; g++) {
      const s = playGame(`c11-${g}`, [randomPolicy(rng), randomPolicy(rng)]).state;
      expect(s.turn).toBeLessThanOrEqual(8);
      if (s.turn < 8) early++;
    }
    expect(early).toBeGreaterThan(0);
  });
});

describe("Mazzo refusals", () => {
  const s = withHands(["B01", "B02", "B03"], ["B07", "B04", "B05"]);

  it("refuses malformed moves as input/invalid-move", () => {
    for (const bad of [
      null,
      "attack",
      { type: "fly" },
      { type: "attack", card: "B01" },
      { type: "attack", card: "Z99", ability: "Forza" },
      { type: "attack", card: "B01", ability: "Charm" },
      { type: "take", cards: ["B01"] },
      { type: "faceUp", card: 3 },
    ]) {
      refused(s, 0, bad, "input/invalid-move");
    }
  });

  it("refuses moves out of turn, of the wrong step, of cards not in hand, and of abilities of another deck", () => {
    refused(s, 1, { type: "attack", card: "B07", ability: "Forza" }, "rule/not-your-turn");
    refused(s, 0, { type: "believe" }, "rule/wrong-step");
    refused(s, 0, { type: "attack", card: "B07", ability: "Forza" }, "rule/not-in-hand");
    refused(s, 0, { type: "attack", card: "C01", ability: "Forza" }, "rule/not-in-hand");
    refused(s, 0, { type: "attack", card: "B01", ability: "Carisma" }, "rule/unknown-ability");
    refused(s, 2, { type: "believe" }, "rule/no-such-seat");
    const r = must(s, 0, { type: "attack", card: "B01", ability: "Forza" });
    refused(r, 1, { type: "faceUp", card: "B04" }, "rule/illegal-card");
    refused(r, 1, { type: "deny", card: "B01" }, "rule/not-in-hand");
    refused(r, 0, { type: "doubt" }, "rule/not-your-turn");
    refused(r, 1, { type: "doubt" }, "rule/wrong-step");
    const t = playAll(r, { type: "deny", card: "B04" }, { type: "doubt" });
    refused(t, 0, { type: "take", cards: ["B04", "B04"] }, "rule/same-card-twice");
    refused(t, 0, { type: "take", cards: ["B04", "B01"] }, "rule/not-in-revealed-hand");
    refused(t, 0, { type: "believe" }, "rule/wrong-step");
    expect(playAll(t, { type: "take", cards: ["B04", "B05"] }).phase).toBe("attack");
    const done = withHands(["B01"], ["B04"]);
    const ended = must(done, 0, { type: "attack", card: "B01", ability: "Forza" });
    refused(ended, 1, { type: "attack", card: "B04", ability: "Magia" }, "rule/game-over");
  });

  it("never changes its input state or move (a whole game of accepted moves)", () => {
    const rng = new TestRng("pure");
    let st = mazzo.setup({ seats: 2, seed: "pure", options: DEFAULT_OPTIONS });
    while (mazzo.toAct(st).length > 0) {
      const seat = mazzo.toAct(st)[0]!;
      const m = rng.pick(mazzo.legalMoves(st, seat));
      const old = st;
      const before = JSON.stringify(st);
      const mBefore = JSON.stringify(m);
      st = must(st, seat, m);
      expect(JSON.stringify(m)).toBe(mBefore);
      expect(JSON.stringify(old)).toBe(before);
    }
  });
});

describe("Mazzo events", () => {
  it("keeps only the last 200 events", () => {
    const s = withHands(["B01", "B02", "B03"], ["B04", "B05", "B06"]);
    const filler: MazzoEvent = { type: "believe", turn: 0, seat: 0 };
    const full: MazzoState = { ...s, events: Array.from({ length: MAX_EVENTS }, () => filler) };
    const next = must(full, 0, { type: "attack", card: "B01", ability: "Forza" });
    expect(next.events).toHaveLength(MAX_EVENTS);
    expect(next.events.at(-1)?.type).toBe("attack");
  });

  it("every turn ends with exactly one result event (clash or doubtResult) naming a winner and a reason", () => {
    const rng = new TestRng("events");
    for (let g = 0; g < 100; g++) {
      const s = playGame(`ev-${g}`, [randomPolicy(rng), randomPolicy(rng)]).state;
      const results = s.events.filter((e) => e.type === "clash" || e.type === "doubtResult");
      expect(results).toHaveLength(s.turn);
      for (const e of results) {
        if (e.type === "clash") {
          expect(["mazziere", "higher", "lacksAbility", "tie"]).toContain(e.reason);
          expect(e.winner === 0 || e.winner === 1).toBe(true);
        } else {
          expect(["bluffCaught", "truthful"]).toContain(e.reason);
        }
      }
      expect(s.events.at(-1)?.type).toBe("gameEnd");
    }
  });
});

// What every game promises is test/engine/contract.test.ts's; this is what Mazzo adds.
describe("the Game object", () => {
  it("is registered as Mazzo for exactly two, and a bot game ends within 100 moves with the cards looted", () => {
    expectRegistered(mazzo, "Mazzo", { min: 2, max: 2, default: 2 });
    const { out } = finishedBotRun(mazzo, 2, "registry", 100);
    expect(out.winners.length + out.losers.length).toBe(2);
    // Every card ends in a loot pile, except an undealt pile after an instant win (A7).
    expect(out.scores[0]! + out.scores[1]!).toBeLessThanOrEqual(16);
    expect(out.scores[0]! + out.scores[1]!).toBeGreaterThan(0);
  });
});
