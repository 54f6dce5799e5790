/**
 * /g/{id}/replay: a finished game, move by move. The page loads the spectator table and the
 * log, checks the revealed seed against the commitment and replays every move with the shared
 * engine (load.ts); only a replay that checks out is shown (✓), with the player (Player.tsx).
 * The step and the view live in the address's fragment (#m=42&as=1, address.ts).
 */
import { useEffect, useMemo, useState } from "preact/hooks";
import { setTitle } from "../favicon";
import { gameUi } from "../games";
import { t, type Key } from "../i18n";
import { linkClick } from "../router";
import { playerName } from "../player-name";
import { LoadingPage } from "../components/LoadingPage";
import type { ComponentType } from "preact";
import type { TableProps } from "../table-props";
import { clampPlace, placeOf, placeText } from "./address";
import { loadReplay, type Loaded } from "./load";
import { Player, type PlayerProps, type Seen } from "./Player";
import { Verdict } from "./Verdict";
import replayCss from "./replay.css?inline";
import { useStyles } from "../styles/adopt";
import { stepTable, type GameReplay, type Replay } from "./build";
import { handsFrom } from "./hands";
import { markOf } from "../../src/replay-marks";

import { withWords as withReplayWords } from "./TableTools";
import * as more from "./More";

/** The page's module once its words (the replay's, the page's and the choices') are in. */
export const withWords = <T,>(mod: T): Promise<T> =>
  Promise.all([withReplayWords(mod), more.ready]).then(() => mod);

/** A game's replay part, from its manifest. */
function part(game: string): Promise<GameReplay> {
  const ui = gameUi(game);
  if (!ui) throw new Error(`no replay for ${game}`);
  return ui.parts().then(async (p) => {
    if (!p.replay) throw new Error(`no replay for ${game}`);
    return (await p.replay()).replayGame;
  });
}

/** The replay page of game `id`. */
export function ReplayPage({
  id,
  loadTable,
}: {
  id: string;
  /** The app's table loader (web/tables.ts), handed in so this chunk shares the app's copy. */
  loadTable(game: string): Promise<ComponentType<TableProps>> | undefined;
}) {
  // The player's sheet, while the page is on screen (the replay embed has it in its own CSS).
  useStyles(replayCss);
  const [loaded, setLoaded] = useState<(Loaded & { part?: GameReplay }) | null>(null);
  const [Table, setTable] = useState<ComponentType<TableProps> | null>(null);
  const [error, setError] = useState("");
  const [place, setPlace] = useState<{ step: number; seen: Seen } | null>(null);

  useEffect(() => {
    let live = true;
    loadReplay(id, part)
      .then(async (l) => {
        if (!live) return;
        if (l.kind === "ready") {
          const T = await loadTable(l.final.game);
          if (!live || !T) return;
          setTable(() => T);
          setPlace(
            clampPlace(
              placeOf(location.search, location.hash),
              l.replay.states.length - 1,
              l.final.players.length,
            ),
          );
        }
        setLoaded(l);
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [id]);

  const game = loaded?.final.game;
  useEffect(() => {
    setTitle(game ? `${t("rp_title", { game: t(`game_${game}` as Key) })} · Tavolo` : "Tavolo");
  }, [game]);

  const move = (step: number, seen: Seen) => {
    setPlace({ step, seen });
    history.replaceState(null, "", `/g/${id}/replay#${placeText(step, seen)}`);
  };

  if (error)
    return (
      <main class="page narrow">
        <p class="panel error" role="alert">
          {t("rp_failed", { message: error })}
        </p>
      </main>
    );
  if (!loaded) return <LoadingPage text={t("rp_checking")} />;
  const final = loaded.final;
  const name = (seat: number) => playerName(final.players[seat], seat);
  const back = (
    <a href={`/g/${id}`} onClick={linkClick} data-testid="rp-to-table">
      {t("rp_to_table")}
    </a>
  );
  return (
    <main class="page game-page replay-page" data-testid="replay-page">
      <h1 class="rp-title">{t("rp_title", { game: t(`game_${final.game}` as Key) })}</h1>
      {loaded.kind === "running" && (
        <div class="panel">
          <p>{t("rp_not_over")}</p>
          <p>{back}</p>
        </div>
      )}
      {loaded.kind === "refused" && <Verdict refused={loaded.refused} />}
      {loaded.kind === "ready" && loaded.part && Table && place && (
        <>
          <Verdict />
          <LocalPlayer
            part={loaded.part}
            final={final}
            replay={loaded.replay}
            Table={Table}
            name={name}
            step={place.step}
            seen={place.seen}
            onChange={move}
            linkTo={(step, seen) => `${location.origin}/g/${id}/replay?${placeText(step, seen)}`}
          />
        </>
      )}
      {loaded.kind !== "running" && <p class="rules-link">{back}</p>}
    </main>
  );
}

/** The player over a replay rebuilt here: each step's table made with the engine's `view`. */
function LocalPlayer(
  props: Pick<PlayerProps, "final" | "Table" | "name" | "step" | "seen" | "onChange" | "linkTo"> & {
    part: GameReplay;
    replay: Replay;
  },
) {
  const { part, final, replay, step, seen } = props;
  const engine = part.engine;
  const marks = useMemo(() => replay.states.map((s) => markOf(engine.view(s, null))), [replay]);
  const state = replay.states[step]!;
  const hands =
    seen === "all" ? handsFrom(final.players.map((p) => engine.view(state, p.seat))) : null;
  return (
    <Player
      final={final}
      shown={stepTable(engine, final, replay, step, typeof seen === "number" ? seen : null)}
      last={replay.states.length - 1}
      movers={replay.movers}
      marks={marks}
      hands={hands}
      more={more}
      cardName={part.cardName}
      Table={props.Table}
      name={props.name}
      step={step}
      seen={seen}
      onChange={props.onChange}
      linkTo={props.linkTo}
    />
  );
}
