/**
 * The rematch of a finished game, as an offer. A player asks (the first request creates the
 * new game, seated with the asker); the others then see "{name} offers a rematch" with Accept,
 * live, and accepting seats them in it. Who offered is public: the seats already taken in the
 * new game, read from its spectator table. A seat already there (asked or accepted on another
 * device) reads "You offered a rematch" or "The rematch is under way", never its own name as
 * someone else's offer, and goes there: asking again gives the same seat (server rematch.ts).
 * The last side deck of this device is ready there.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import type { ClaimSeatResponse, Player, Table } from "../../src/protocol";
import { gameApi, getTable, request } from "../api";
import { t } from "../i18n";
import { navigate } from "../router";
import { savedGame, saveGame } from "../store";
import { ErrorNote } from "./ErrorNote";
import rematchCss from "../styles/rematch.css?inline";
import { adoptStyles } from "../styles/adopt";

// The rematch's rules travel with its chunk (ranked with the table parts' sheet).
adoptStyles(rematchCss, 2);

/** Asks for (or joins) a rematch: the seat in the new game. */
function rematch(id: string, token: string): Promise<ClaimSeatResponse> {
  return request("POST", `${gameApi(id)}/rematch`, undefined, token);
}

// Shown with the rematch, in the same chunk (LazyRematch).
export { Expiry } from "./Expiry";

/** Props of the rematch part of a match result. */
export interface RematchProps {
  table: Table;
  /** The reader's seat token; undefined for spectators (they get a watch link). */
  token: string | undefined;
  /** The display name of a seat. */
  name(seat: number): string;
}

/** The people of the rematch (its spectator table), or null until read. */
function useRematchPeople(rematchId: string | undefined): Player[] | null {
  const [people, setPeople] = useState<Player[] | null>(null);
  useEffect(() => {
    if (!rematchId) return;
    let live = true;
    getTable(rematchId)
      .then((tb) => live && setPeople(tb.players.filter((p) => !p.computer)))
      .catch(() => {
        /* the offer is still shown, without a name */
      });
    return () => {
      live = false;
    };
  }, [rematchId]);
  return people;
}

/**
 * What the offer says to `me`: another's offer ("Anna offers a rematch"), the reader's own
 * ("You offered a rematch. Waiting for Bob."), a rematch the reader is in with others, or one
 * already under way; `mine` when the reader's seat is in it. Generic until the people are read.
 */
function offerWords(people: Player[] | null, me: number | null, name: (seat: number) => string) {
  if (!people) return { text: t("rematch_offered"), mine: false };
  const called = (ps: Player[]) => ps.map((p) => p.name ?? name(p.seat)).join(", ");
  const seated = people.filter((p) => p.joined);
  const others = seated.filter((p) => p.seat !== me);
  const waiting = people.filter((p) => !p.joined);
  if (!seated.some((p) => p.seat === me))
    return { text: t("rematch_offer", { name: called(seated) }), mine: false };
  if (waiting.length === 0) return { text: t("rematch_running"), mine: true };
  if (others.length === 0)
    return { text: t("rematch_yours", { names: called(waiting) }), mine: true };
  return { text: t("rematch_you_and", { names: called(others) }), mine: true };
}

/**
 * Brings `el` into view when it is not (a result inserted above the board while the page
 * keeps its scroll would otherwise go unseen on a phone), smoothly unless the reader asked
 * for reduced motion.
 */
function revealResult(el: HTMLElement | null): void {
  if (!el || typeof el.scrollIntoView !== "function") return;
  const top = el.getBoundingClientRect().top;
  if (top >= 0 && top <= innerHeight * 0.4) return;
  const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
  el.scrollIntoView({ block: "start", behavior: still ? "auto" : "smooth" });
}

/** Brings the match result it is drawn in into view once (every table's result holds it). */
export function Reveal() {
  const spot = useRef<HTMLSpanElement>(null);
  useEffect(() => revealResult(spot.current?.closest<HTMLElement>(".match-result") ?? null), []);
  return <span ref={spot} hidden />;
}

/** Offer, accept, or go to the rematch; watch it for spectators. */
export function Rematch({ table, token, name }: RematchProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const mine = table.rematch ? savedGame(table.rematch) : undefined;
  const people = useRematchPeople(token && !mine ? table.rematch : undefined);

  if (!token) {
    return table.rematch ? (
      <a
        class="btn"
        href={`/g/${table.rematch}`}
        onClick={(e) => {
          e.preventDefault();
          navigate(`/g/${table.rematch}`);
        }}
      >
        {t("watch_rematch")}
      </a>
    ) : null;
  }

  async function go() {
    if (!token) return;
    setBusy(true);
    setError("");
    try {
      const r = await rematch(table.id, token);
      saveGame({ id: r.id, game: table.game, seat: r.seat, token: r.token, link: r.links.you });
      navigate(`/g/${r.id}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  // This device already sits in the rematch (it asked or accepted, then came back).
  if (table.rematch && mine) {
    return (
      <div class="rematch">
        <a
          class="btn primary big"
          data-action="rematch"
          data-next-focus
          href={`/g/${table.rematch}`}
          onClick={(e) => {
            e.preventDefault();
            navigate(`/g/${table.rematch}`);
          }}
        >
          {t("rematch_go")}
        </a>
      </div>
    );
  }

  const offer = table.rematch !== undefined;
  const said = offerWords(people, table.seat, name);
  return (
    <div class={`rematch${offer ? " offer" : ""}`}>
      {offer && (
        <p class="rematch-offer" role="status" data-testid="rematch-offer">
          <strong>{said.text}</strong>
          {!said.mine && <span class="muted small">{t("rematch_deck")}</span>}
        </p>
      )}
      <button
        type="button"
        class="btn primary big"
        data-action="rematch"
        data-next-focus
        disabled={busy}
        onClick={go}
      >
        {said.mine ? t("rematch_go") : offer ? t("rematch_join") : t("rematch")}
      </button>
      <ErrorNote error={error} />
    </div>
  );
}
