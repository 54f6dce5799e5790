/**
 * Pazaak's last moves in words, as the table's move log tells them, for the "your turn" email:
 * the public events since the reader's own last move, read from the reader's own view (so an
 * email never says more than the table shows that seat). The card lines are the table's own
 * (web/pazaak/words, web/pazaak/log.ts): "Bruno drew 5 (total 5)", "Anna played −3 (total 20),
 * stands", so a player reads one wording in the email and at the table.
 */
import type { PazaakEvent } from "../../../engine/games/pazaak/types";
import { dictionary, type Lang } from "../../words";

type Lines = Record<
  | "draw"
  | "play"
  | "stand"
  | "endTurn"
  | "stands"
  | "standsAuto"
  | "busts"
  | "set"
  | "setTie"
  | "matchWin"
  | "matchDraw",
  string
>;

const say = dictionary<keyof Lines>({
  en: {
    draw: "{name} drew {card} (total {total})",
    play: "{name} played {card} (total {total})",
    stand: "{name} stands at {total}",
    endTurn: "{name} ends the turn at {total}",
    stands: "stands",
    standsAuto: "stands automatically",
    busts: "busts",
    set: "{name} wins set {set}",
    setTie: "Set {set} is a tie",
    matchWin: "{name} wins the match {a}–{b}",
    matchDraw: "The match ends drawn {a}–{b}",
  },
  it: {
    draw: "{name} pesca {card} (totale {total})",
    play: "{name} gioca {card} (totale {total})",
    stand: "{name} sta a {total}",
    endTurn: "{name} chiude il turno a {total}",
    stands: "sta",
    standsAuto: "sta in automatico",
    busts: "sballa",
    set: "{name} vince il set {set}",
    setTie: "Set {set} pari",
    matchWin: "{name} vince la partita {a}–{b}",
    matchDraw: "La partita finisce pari {a}–{b}",
  },
  nl: {
    draw: "{name} trok {card} (totaal {total})",
    play: "{name} speelde {card} (totaal {total})",
    stand: "{name} stopt op {total}",
    endTurn: "{name} beëindigt de beurt op {total}",
    stands: "stopt",
    standsAuto: "stopt automatisch",
    busts: "gaat kapot",
    set: "{name} wint set {set}",
    setTie: "Set {set} gelijk",
    matchWin: "{name} wint de partij {a}–{b}",
    matchDraw: "De partij eindigt gelijk {a}–{b}",
  },
} satisfies Record<Lang, Lines>);

/** A signed value as people write it: "+3", "−2". */
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

/** Lines for the events in `view` since `reader`'s previous move (the last 8 at most). */
export function pazaakRecent(
  view: unknown,
  reader: number,
  name: (seat: number) => string,
  lang: string,
): string[] {
  const { events: all } = view as { events?: unknown };
  if (!Array.isArray(all)) return [];
  const events = all as PazaakEvent[];
  const mine = (e: PazaakEvent) => "seat" in e && e.seat === reader;
  // The reader's own events at the end (the card drawn for them as their turn began) stay;
  // the lines start after their previous move.
  let end = events.length;
  while (end > 0 && mine(events[end - 1]!)) end--;
  let start = 0;
  for (let i = 0; i < end; i++) if (mine(events[i]!)) start = i + 1;
  const lines: string[] = [];
  // The seat of the last line when it tells a card (a stand or end of turn joins that line,
  // as at the table: "Anna played −3 (total 20), stands").
  let cardOf: number | null = null;
  for (const e of events.slice(start)) {
    const after = cardOf;
    cardOf = null;
    switch (e.type) {
      case "draw":
        lines.push(
          say(lang, "draw", {
            name: name(e.seat),
            card: e.card.replace(/\D/g, ""),
            total: e.total,
          }),
        );
        cardOf = e.seat;
        break;
      case "play":
        lines.push(
          say(lang, "play", { name: name(e.seat), card: signed(e.value), total: e.total }),
        );
        cardOf = e.seat;
        break;
      case "stand":
      case "endTurn": {
        const suffix =
          e.type === "stand"
            ? say(lang, e.auto ? "standsAuto" : "stands", {})
            : e.total > 20
              ? say(lang, "busts", {})
              : "";
        if (after === e.seat && lines.length > 0) {
          if (suffix) lines[lines.length - 1] += `, ${suffix}`;
        } else lines.push(say(lang, e.type, { name: name(e.seat), total: e.total }));
        break;
      }
      case "setEnd":
        lines.push(
          e.winner === null
            ? say(lang, "setTie", { set: e.set })
            : say(lang, "set", { name: name(e.winner), set: e.set }),
        );
        break;
      case "matchEnd":
        lines.push(
          e.winner === null
            ? say(lang, "matchDraw", { a: e.sets[0], b: e.sets[1] })
            : say(lang, "matchWin", {
                name: name(e.winner),
                a: Math.max(...e.sets),
                b: Math.min(...e.sets),
              }),
        );
        break;
      default:
        break;
    }
  }
  return lines.slice(-8);
}
