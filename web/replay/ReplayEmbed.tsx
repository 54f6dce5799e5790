/**
 * The replay embed (/embed/replay/{id}#m=42): the replay player inside a blog's frame, with the
 * embed's thin bar (the game's name, "Open on Tavolo" to the replay at the same move, where the
 * deal is checked) and the embed's one stable height (embed.css: the table scrolls inside the
 * frame). A blog reader pays for every byte, so the embed carries no engine: it asks the server
 * for the finished game's index and for each step it shows (GET /replay/{seq}: the views the
 * engine gives, public once the seed is), keeping the step on screen until the next arrives.
 */
import type { ComponentType } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import type { ReplayIndex, ReplayStep, Table } from "../../src/protocol";
import { getFinalTable, getReplayIndex, getReplayStep } from "./api";
import { EmbedBrand, TavoloLink } from "../embed/bar";
import { t, useWords, type Key } from "../i18n";
import { playerName } from "../player-name";
import type { TableProps } from "../table-props";
import { clampPlace, placeOf, placeText } from "./address";
import { handsFrom } from "./hands";
import { Player, type Seen } from "./Player";
import { keepFitted } from "./fit";
import { useLazy } from "../lazy";
import { onReach } from "./near";

const GAME_ID = /^[A-Za-z0-9_-]{11,32}$/;

/** Props: the entry's game, its table and its cards' names. */
export interface ReplayEmbedProps {
  game: string;
  Table: ComponentType<TableProps>;
  cardName(card: string): string;
  /**
   * What `cardName` needs before the choices (More.tsx) name every hand's cards, loaded with
   * them: Mazzo's decks beyond the one its table loads (a blog reader who only looks at the
   * end never downloads them).
   */
  namesReady?: () => Promise<unknown>;
}

/** A step's table as `seen` saw it, from the server's step. */
function tableOf(final: Table, index: ReplayIndex, step: ReplayStep, seen: Seen): Table {
  const seat = typeof seen === "number" ? seen : null;
  const view = seat === null ? step.view : step.views[seat];
  const table: Table = {
    ...final,
    seq: step.seq,
    seat,
    view,
    toAct: step.toAct,
    outcome: step.outcome,
    updated: index.times[step.seq] ?? final.updated,
    legal: [],
    replay: true,
  };
  if (step.outcome === null) delete table.seed;
  return table;
}

/** The replay embed of the entry's game. */
export function ReplayEmbed(props: ReplayEmbedProps) {
  // The embed's root: a language's words or a pack that arrives draws it all again.
  useWords();
  const id = /^\/embed\/replay\/([^/]+)\/?$/.exec(location.pathname)?.[1] ?? "";
  const [final, setFinal] = useState<Table | null>(null);
  const [index, setIndex] = useState<ReplayIndex | null>(null);
  const [error, setError] = useState("");
  const [place, setPlace] = useState<{ step: number; seen: Seen } | null>(null);
  const [step, setStep] = useState<ReplayStep | null>(null);
  const asked = useRef(-1);
  const body = useRef<HTMLDivElement>(null);
  const shown = !error && !!final && !!index && !!place && !!step;
  // The choices under the step controls: once the reader reaches for the embed (near.ts).
  const [reached, setReached] = useState(false);
  const more = useLazy(
    () =>
      Promise.all([import("./More").then((m) => m.ready.then(() => m)), props.namesReady?.()]).then(
        ([m]) => m,
      ),
    reached,
  );

  useEffect(() => {
    if (!GAME_ID.test(id)) return setError(t("rp_bad_address"));
    void (async () => {
      const table = await getFinalTable(id);
      if (table.game !== props.game) throw new Error(t("rp_bad_address"));
      setFinal(table);
      if (table.outcome === null) return setError(t("rp_not_over"));
      const idx = await getReplayIndex(id);
      setPlace(clampPlace(placeOf(location.search, location.hash), idx.last, table.players.length));
      setIndex(idx);
    })().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [id]);

  // The step asked for; a slower answer to an older request never replaces a newer one.
  useEffect(() => {
    if (!place || !index) return;
    const want = place.step;
    asked.current = want;
    getReplayStep(id, want)
      .then((s) => asked.current === want && setStep(s))
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [place?.step, index]);

  // The board and the step controls fit the frame together (fit.ts), once the player is drawn.
  useEffect(() => (shown && body.current ? keepFitted(body.current) : undefined), [shown]);
  useEffect(() => onReach(() => setReached(true)), []);

  const move = (k: number, seen: Seen) => {
    setPlace({ step: k, seen });
    history.replaceState(null, "", `${location.pathname}${location.search}#${placeText(k, seen)}`);
  };
  const at = place ? `?${placeText(place.step, place.seen)}` : "";
  const name = (seat: number) => playerName(final?.players[seat], seat);
  return (
    <div class="embed">
      <header class="embed-bar">
        <EmbedBrand>{t("rp_title", { game: t(`game_${props.game}` as Key) })}</EmbedBrand>
        <TavoloLink
          href={`${location.origin}/g/${id}/replay${at}`}
          testid="embed-open"
          newTab={t("rp_new_tab")}
        >
          {t("rp_open_tavolo")}
        </TavoloLink>
      </header>
      <div class="embed-body" data-testid="embed-body" ref={body}>
        {error && (
          <p class="panel" role="status" data-testid="embed-failure">
            {error}
          </p>
        )}
        {!error && !step && (
          <p class="loading" role="status">
            <span class="spinner" aria-hidden="true" /> {t("loading")}
          </p>
        )}
        {!error && final && index && place && step && (
          <div class="game-page embed-replay">
            <Player
              final={final}
              shown={tableOf(final, index, step, place.seen)}
              last={index.last}
              movers={index.movers}
              marks={index.marks}
              hands={place.seen === "all" ? handsFrom(step.views) : null}
              more={more}
              cardName={props.cardName}
              Table={props.Table}
              name={name}
              step={place.step}
              seen={place.seen}
              onChange={move}
              linkTo={(k, seen) => `${location.origin}/g/${id}/replay?${placeText(k, seen)}`}
              boardFirst
            />
          </div>
        )}
      </div>
    </div>
  );
}
