/**
 * Old games keep working in a real GameRoom: a committed fixture (a game in
 * progress saved as the room stores it, test/fixtures/states/) is written into a new room's
 * storage (meta, move log, snapshot), and the game is played to its end over HTTP. Also: a
 * stored state of an older version is migrated when the room loads it and written back at the
 * new version with the next move.
 */
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { findGame, games, type GameState } from "../../src/engine";
import { pazaak } from "../../src/engine/games/pazaak";
import { sha256Hex } from "../../src/server/security";
import type { Fixture } from "../fixtures/fixture";
import pazaakV1 from "../fixtures/states/pazaak-v1.json";
import {
  chooser,
  getLog,
  getTable,
  playThroughHttp,
  postMove,
  roomOf,
  seatedGame,
} from "./helpers";

/** Every committed fixture (one per game and state version), found by name: none to list. */
const FIXTURES = Object.values(
  import.meta.glob<Fixture>("../fixtures/states/*.json", { eager: true, import: "default" }),
);

/** Writes the fixture into the room as its storage would hold it, and drops the loaded copy. */
async function writeFixture(id: string, fixture: Fixture, state: unknown = fixture.state) {
  const commitment = await sha256Hex(fixture.seed);
  await runInDurableObject(roomOf(id), (room, ctx) => {
    const sql = ctx.storage.sql;
    ctx.storage.transactionSync(() => {
      sql.exec(
        "UPDATE meta SET seed = ?, commitment = ?, options = ?, seats = ?",
        fixture.seed,
        commitment,
        JSON.stringify(fixture.options),
        fixture.seats,
      );
      sql.exec("DELETE FROM moves");
      for (const m of fixture.moves)
        sql.exec(
          "INSERT INTO moves (seq, seat, move, move_id, result, at) VALUES (?, ?, ?, ?, ?, ?)",
          m.seq,
          m.seat,
          JSON.stringify(m.move),
          `fixture-${m.seq}`,
          JSON.stringify({ seq: m.seq, holder: null }),
          Date.now(),
        );
      sql.exec("UPDATE meta SET seq = ?, state = ?", fixture.seq, JSON.stringify(state));
    });
    // As after an eviction: the next request loads the game from storage.
    (room as unknown as { loaded: unknown }).loaded = null;
  });
}

describe("committed fixtures in a GameRoom", () => {
  it("holds a fixture of every registered game", () => {
    for (const id of Object.keys(games))
      expect(
        FIXTURES.some((f) => f.game === id),
        `${id} has no fixture in test/fixtures/states`,
      ).toBe(true);
  });

  for (const fixture of FIXTURES) {
    it(`${fixture.game} v${fixture.stateVersion}: loads from storage and plays to the end`, async () => {
      const { id, tokens } = await seatedGame(fixture.game, fixture.seats);
      await writeFixture(id, fixture);
      const game = findGame(fixture.game)!;
      const first = await getTable(id, tokens[0]);
      expect(first.seq).toBe(fixture.seq);
      expect(first.view).toEqual(JSON.parse(JSON.stringify(game.view(fixture.state, 0))));
      const final = await playThroughHttp(id, tokens, chooser(7), { maxMoves: 2000 });
      expect(final.outcome).not.toBeNull();
      // The verifier's material: the seed is out, and the log continues the fixture's.
      expect(final.seed).toBe(fixture.seed);
      const log = await getLog(id, tokens[0]);
      expect(log.moves.length).toBe(final.seq);
      expect(log.moves.slice(0, fixture.seq).map((m) => [m.seq, m.seat])).toEqual(
        fixture.moves.map((m) => [m.seq, m.seat]),
      );
    });
  }

  it("migrates an older stored state on load and stores the new version with the next move", async () => {
    const fixture = pazaakV1 as Fixture;
    const { id, tokens } = await seatedGame(fixture.game, fixture.seats);
    await writeFixture(id, fixture);
    // Pazaak as if a later engine had raised its state to version 2 (restored below).
    const game = pazaak as unknown as {
      stateVersion: number;
      migrate?: (s: GameState, from: number) => GameState;
    };
    const migrated: number[] = [];
    game.stateVersion = 2;
    game.migrate = (s, from) => {
      migrated.push(from);
      return { ...s, version: 2 };
    };
    try {
      const table = await getTable(id, tokens[0]);
      expect(migrated).toEqual([1]);
      const seat = table.toAct[0]!;
      const mine = await getTable(id, tokens[seat]);
      expect((await postMove(id, tokens[seat]!, mine.seq, mine.legal[0])).status).toBe(200);
      await runInDurableObject(roomOf(id), (_room, ctx) => {
        const row = ctx.storage.sql.exec<{ state: string }>("SELECT state FROM meta").one();
        expect((JSON.parse(row.state) as GameState).version).toBe(2);
      });
    } finally {
      game.stateVersion = 1;
      delete game.migrate;
    }
  });
});
