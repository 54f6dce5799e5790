/**
 * /embed/try/{game}: a reader plays a whole game against the computer inside a blog post. No
 * game is made until the reader asks for one (a blog page is read by many who never play); the
 * seat token lives in this page's memory only; the reader chooses how well the computer plays
 * (easy, normal, strong) before dealing. "Play with a friend instead" opens Tavolo's
 * create page in the top window. A chunk of its own that only try pages load: it imports
 * nothing the spectator's entry does not already share (the table and the frame's link
 * handler come as props), so a spectator embed stays one file lighter.
 */
import { useState } from "preact/hooks";
import type { BotLevel } from "../../src/engine/core/levels";
import { createGame } from "../api";
import { t, type Key } from "../i18n";
import { saveGame } from "../store";
import { ErrorNote } from "../components/ErrorNote";
import { TavoloLink } from "./bar";

/** The seat the reader holds, once the game exists. */
export interface TrySeat {
  id: string;
  token: string;
}

/**
 * Makes a game against the computer, remembered for this page only: `seats` is the game's
 * `trySeats` (its try page's entry, web/{game}/try-embed.tsx), the reader at seat 0, the computer everywhere
 * else, every computer at `level`.
 */
async function startGame(game: string, seats: number, level: BotLevel): Promise<TrySeat> {
  const computer = Array.from({ length: seats - 1 }, (_, i) => i + 1);
  const r = await createGame({
    game,
    name: t("em_you"),
    seats,
    computer,
    // Normal is what a computer seat plays unasked: the request stays today's.
    ...(level === "normal"
      ? {}
      : { computerLevels: Object.fromEntries(computer.map((s) => [String(s), level])) }),
  });
  // In memory (store.ts keepInMemory): the rematch offer finds the seat here.
  saveGame({ id: r.id, game, seat: r.seat, token: r.token });
  return { id: r.id, token: r.token };
}

/** The link that opens Tavolo's create page for `game`, in the top window. */
export function FriendLink({ game, onLink }: { game: string; onLink(e: MouseEvent): void }) {
  return (
    <TavoloLink
      class="embed-friend"
      href={`${location.origin}/new/${game}`}
      onClick={onLink}
      testid="embed-friend"
      newTab={t("em_new_tab")}
    >
      {t("em_friend")}
    </TavoloLink>
  );
}

/** The levels the reader may choose, weakest first (src/engine/core/levels.ts, BOT_LEVELS). */
const LEVELS: readonly BotLevel[] = ["easy", "normal", "strong"];

/**
 * The try page's start: the computer's level and the button that makes the game (the embed
 * then shows its table).
 */
export function TryStart(props: { game: string; seats: number; onSeat(seat: TrySeat): void }) {
  const { game } = props;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [level, setLevel] = useState<BotLevel>("normal");
  const gameName = t(`game_${game}` as Key);

  async function start() {
    setBusy(true);
    setError("");
    try {
      props.onSeat(await startGame(game, props.seats, level));
    } catch (e) {
      setError(t("em_try_failed", { message: (e as Error).message }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div class="embed-start">
      <h1>{t("em_try_title", { game: gameName })}</h1>
      <p class="muted">{t("em_try_help")}</p>
      <fieldset class="embed-level">
        <legend>{t("em_level")}</legend>
        <div class="embed-levels">
          {LEVELS.map((l) => (
            <label key={l} class={l === level ? "on" : ""}>
              <input
                type="radio"
                name="level"
                value={l}
                checked={l === level}
                onChange={() => setLevel(l)}
                data-testid={`try-level-${l}`}
              />
              {t(`em_level_${l}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <button
        type="button"
        class="btn primary big"
        disabled={busy}
        onClick={start}
        data-action="try-start"
      >
        {busy ? t("em_try_starting") : t("em_try_start")}
      </button>
      <ErrorNote error={error} />
    </div>
  );
}
