/**
 * "Why not?" on actions and the hints' reasons of Mazzo, Mattazza and MazzelTof, over HTTP: the
 * refusal of an action a table shows refused (a second call for help, a face-up answer with a
 * card that lacks the ability, naming both, the red pawn's cancel with no pawn), a learning
 * game's hint with its reason in every game, and non-interference: the attacker's hidden hand
 * and the draw pile changed in the room, the defender's answers keep their bytes.
 */
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { HintResponse, Table, WhyResponse } from "../../src/protocol";
import { call, getTable, postMove, roomOf, seatedGame } from "./helpers";

/** A game of `game` with every seat taken by a person, a learning game when asked. */
function seated(game: string, seats: number, learning = false) {
  return seatedGame(game, seats, undefined, learning ? { learning } : {});
}

const why = (id: string, token: string, move: unknown) =>
  call<WhyResponse>("POST", `/api/games/${id}/why`, { token, body: { move } });
const hint = (id: string, token: string) =>
  call<HintResponse>("GET", `/api/games/${id}/hint`, { token });

/** The table of the seat to act, with its seat. */
async function actor(id: string, tokens: string[]): Promise<{ seat: number; table: Table }> {
  const seat = (await getTable(id)).toAct[0]!;
  return { seat, table: await getTable(id, tokens[seat]) };
}

describe("why not? on actions", () => {
  it("mattazza: a second call for help in the hand is refused, and says why", async () => {
    const { id, tokens } = await seated("mattazza", 3);
    const { seat, table } = await actor(id, tokens);
    const call = table.legal.find((m) => (m as { type: string }).type === "callForHelp");
    expect(call).toBeDefined();
    expect((await why(id, tokens[seat]!, call)).body.reason).toBeNull();
    const made = await postMove(id, tokens[seat]!, table.seq, call);
    expect(made.status, made.text).toBe(200);
    const again = await why(id, tokens[seat]!, call);
    expect(again.status, again.text).toBe(200);
    expect(again.body.reason?.code).toBe("rule/already-called");
    expect(again.body.reason?.message).toBe("You have already called for help in this hand.");
  });

  it("mazzo: a face-up answer with a card that lacks the ability names the card and the ability", async () => {
    const { id, tokens } = await seated("mazzo", 2);
    const { seat, table } = await actor(id, tokens);
    const attack = table.legal[0] as { card: string; ability: string };
    expect((await postMove(id, tokens[seat]!, table.seq, attack)).status).toBe(200);
    const defender = await getTable(id, tokens[1 - seat]);
    const hand = (defender.view as { seats: { hand?: string[] }[] }).seats[1 - seat]!.hand!;
    const faceUps = new Set(
      defender.legal
        .filter((m) => (m as { type: string }).type === "faceUp")
        .map((m) => (m as { card: string }).card),
    );
    for (const card of hand) {
      const answer = await why(id, tokens[1 - seat]!, { type: "faceUp", card });
      expect(answer.status, answer.text).toBe(200);
      if (faceUps.has(card)) expect(answer.body.reason).toBeNull();
      else
        expect(answer.body.reason).toMatchObject({
          code: "rule/illegal-card",
          values: { card, ability: attack.ability },
        });
    }
  });

  it("mazzeltof: the red pawn's cancel with no pawn to decide about", async () => {
    const { id, tokens } = await seated("mazzeltof", 2);
    const { seat } = await actor(id, tokens);
    const answer = await why(id, tokens[seat]!, { type: "cancelSkip" });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.reason?.code).toBe("rule/no-pawn");
  });
});

describe("hints say why in every game", () => {
  it.each([
    ["mazzo", 2],
    ["mattazza", 3],
    ["mazzeltof", 2],
  ] as const)("%s: the hint's reason is the game's own, in a sentence", async (game, seats) => {
    const { id, tokens } = await seated(game, seats, true);
    const { seat, table } = await actor(id, tokens);
    const answer = await hint(id, tokens[seat]!);
    expect(answer.status, answer.text).toBe(200);
    expect(table.legal).toContainEqual(answer.body.move);
    expect(answer.body.reason?.code.startsWith(`${game}/`), answer.text).toBe(true);
    expect(answer.body.reason?.message).toMatch(/\.$/);
  });
});

describe("non-interference", () => {
  it("mazzo: the attacker's hand and the draw pile changed, the defender's answers keep their bytes", async () => {
    const { id, tokens } = await seated("mazzo", 2, true);
    const { seat, table } = await actor(id, tokens);
    expect((await postMove(id, tokens[seat]!, table.seq, table.legal[0])).status).toBe(200);
    const defender = 1 - seat;
    const mine = await getTable(id, tokens[defender]);
    const hand = (mine.view as { seats: { hand?: string[] }[] }).seats[defender]!.hand!;
    const told = async () => {
      const out: string[] = [];
      for (const card of hand) {
        out.push((await why(id, tokens[defender]!, { type: "faceUp", card })).text);
        out.push((await why(id, tokens[defender]!, { type: "deny", card })).text);
      }
      out.push((await why(id, tokens[defender]!, { type: "believe" })).text);
      out.push((await hint(id, tokens[defender]!)).text);
      return out;
    };
    const before = await told();
    // The attacker's hand, which the defender may not see, trades places with the draw pile's.
    const traded = await runInDurableObject(roomOf(id), (room) => {
      const state = (room as unknown as { loaded: { snapshot: { state: unknown } } }).loaded
        .snapshot.state as { hands: string[][]; drawPile: string[] };
      const held = state.hands[seat]!;
      const n = Math.min(held.length, state.drawPile.length);
      state.hands[seat] = [...state.drawPile.slice(0, n), ...held.slice(n)];
      state.drawPile = [...held.slice(0, n), ...state.drawPile.slice(n)];
      return n;
    });
    expect(traded).toBeGreaterThan(0);
    expect(await told()).toEqual(before);
  });
});
