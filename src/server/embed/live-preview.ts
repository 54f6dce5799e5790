/**
 * What a game link's live preview says, read from the spectator table only: the game, each
 * seat's name and score, whose turn it is, how it ended. The description, the Twitter card's
 * label/data pairs and the image (preview-image.ts) are all drawn from this one small object,
 * so nothing a spectator cannot see can reach a preview (test/server/preview-secrecy.test.ts).
 * English, as the other sharing tags: crawlers send no language.
 */
import { findGame } from "../../engine";
import type { Table } from "../../protocol";
import { names } from "./card-tags";
import { fillSentence } from "../../sentence-names";

/** The address of a game's live preview image at move `seq` (preview-route.ts). */
export function previewImageUrl(origin: string, id: string, seq: number): string {
  return `${origin}/og/g/${id}/${seq}.png`;
}

/** A seat as a preview shows it. */
export interface PreviewSeat {
  name: string;
  /** Its running score, when the game keeps one. */
  score: number | null;
  /** It is this seat's move. */
  toAct: boolean;
  /** It won (a finished game). */
  won: boolean;
}

/** Everything a live preview shows: the spectator table, narrowed to what is drawn. */
export interface Preview {
  /** The game's id and its title. */
  game: string;
  title: string;
  /** The move the preview shows (its image's address names it). */
  seq: number;
  state: "open" | "playing" | "over";
  seats: PreviewSeat[];
}

/** A seat's name as a stranger reads it ("Seat 2" while nobody took it). */
function seatName(table: Table, seat: number): string {
  return table.players[seat]?.name ?? `Seat ${seat + 1}`;
}

/** The running score per seat, from the spectator's view: the outcome's, or the game's own. */
function scores(table: Table): (number | null)[] {
  let list: number[] | undefined;
  try {
    list = table.outcome?.scores ?? findGame(table.game)?.score?.(table.view);
  } catch {
    list = undefined;
  }
  return table.players.map((_, i) => list?.[i] ?? null);
}

/** The preview of a game, from its spectator table (`table(null)`). */
export function previewOf(table: Table): Preview {
  const open = table.players.some((p) => !p.joined && !p.computer);
  const score = scores(table);
  return {
    game: table.game,
    title: findGame(table.game)?.title ?? table.game,
    seq: table.seq,
    state: table.outcome ? "over" : open ? "open" : "playing",
    seats: table.players.map((_, i) => ({
      name: seatName(table, i),
      score: score[i] ?? null,
      toAct: !table.outcome && table.toAct.includes(i),
      won: table.outcome?.winners.includes(i) ?? false,
    })),
  };
}

/** "Anna's turn", "Anna and Bo's turn", or null when nobody is to move. */
export function turnWords(p: Preview): string | null {
  if (p.state === "over") return null;
  const on = p.seats.filter((s) => s.toAct).map((s) => s.name);
  if (!on.length) return null;
  return fillSentence("en", on.length > 1 ? "{names} to move" : "{names}'s turn", {
    names: names(on),
  });
}

/** "Anna 2 – Bo 1", or null for a game without a score. */
export function scoreWords(p: Preview): string | null {
  if (p.seats.every((s) => s.score === null)) return null;
  return p.seats.map((s) => `${s.name} ${s.score ?? "–"}`).join(" – ");
}

/** "Anna won", "Anna and Cy won", "A draw". */
export function resultWords(p: Preview): string {
  const won = p.seats.filter((s) => s.won).map((s) => s.name);
  return won.length ? fillSentence("en", "{names} won", { names: names(won) }) : "A draw";
}

/** The Twitter card's label/data pairs: whose turn (or the result) and the score. */
export function previewLabels(p: Preview): [string, string][] {
  const pairs: [string, string][] = [];
  const turn = turnWords(p);
  if (p.state === "over") pairs.push(["Result", resultWords(p)]);
  else if (turn) pairs.push(["Turn", turn]);
  const score = scoreWords(p);
  if (score) pairs.push(["Score", score]);
  return pairs;
}

/** The live sentence of a description: "Anna's turn. Score: Anna 2 – Bo 1.", or "". */
export function previewSentence(p: Preview): string {
  const parts: string[] = [];
  if (p.state === "over") parts.push(`${resultWords(p)}.`);
  else if (p.state === "playing") {
    const turn = turnWords(p);
    if (turn) parts.push(`${turn}.`);
  }
  const score = scoreWords(p);
  if (score && p.state !== "open") parts.push(`Score: ${score}.`);
  return parts.join(" ");
}
