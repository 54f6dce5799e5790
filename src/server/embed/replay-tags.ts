/**
 * The sharing tags of a replay (/g/{id}/replay?m=42&as=1): Open Graph and Twitter card tags
 * naming the game, its players and the moment ("move 42 of 180, as Anna saw it"), and the
 * oEmbed discovery link for the replay embed. Only public facts of the finished game's
 * spectator table and the address's own `m` and `as` go in: never a token (a seat's secret
 * lives in a fragment, which never reaches the server, and a replay needs none).
 */
import type { Table } from "../../protocol";
import { cardTags, names } from "./card-tags";
import { gameTitle } from "./share-tags";
import { fillSentence } from "../../sentence-names";

/** The moment a replay address names: a step (null: the end) and whose eyes (null: all). */
export interface Moment {
  step: number | null;
  seat: number | null;
}

/** Reads `m` and `as` of a replay address's query, ignoring anything malformed. */
export function momentOf(url: URL): Moment {
  const m = url.searchParams.get("m");
  const as = url.searchParams.get("as");
  return {
    step: m !== null && /^\d{1,6}$/.test(m) ? Number(m) : null,
    seat: as !== null && /^\d{1,2}$/.test(as) ? Number(as) : null,
  };
}

/** The canonical address of a moment (only the checked `m` and `as`). */
export function momentUrl(origin: string, id: string, moment: Moment): string {
  const q = new URLSearchParams();
  if (moment.step !== null) q.set("m", String(moment.step));
  if (moment.seat !== null) q.set("as", String(moment.seat));
  const query = q.toString();
  return `${origin}/g/${id}/replay${query ? `?${query}` : ""}`;
}

/** A replay's title and description, from the finished spectator table and the moment. */
export function replayText(table: Table, moment: Moment): { title: string; description: string } {
  const game = gameTitle(table.game);
  const seated = table.players.filter((p) => p.name).map((p) => p.name as string);
  const total = table.seq;
  const step = moment.step === null ? total : Math.min(moment.step, total);
  const seer = moment.seat === null ? undefined : table.players[moment.seat]?.name;
  const when =
    step === 0
      ? "the deal"
      : step === total
        ? `the last move (${total})`
        : `move ${step} of ${total}`;
  return {
    title: fillSentence(
      "en",
      `Replay: {names} play {game}, {when}${seer ? ", as {seer} saw it" : ""}`,
      { names: names(seated), game, when, seer: seer ?? "" },
    ),
    description: `Step through a finished game of ${game} on Tavolo, move by move, rebuilt in your browser from its revealed and verified shuffle.`,
  };
}

/** The `<head>` tags of a replay page. */
export function replayTags(table: Table, origin: string, moment: Moment): string {
  return cardTags({
    ...replayText(table, moment),
    url: momentUrl(origin, table.id, moment),
    image: `${origin}/og/${table.game}.png`,
    imageAlt: `${gameTitle(table.game)} on Tavolo`,
    oembedOrigin: origin,
  });
}
