/**
 * Pazaak's last moves in words, as the table's move log tells them, for the "your turn" email:
 * the public events since the reader's own last move, read from the reader's own view (so an
 * email never says more than the table shows that seat).
 */
import type { PazaakEvent } from "../../../engine/games/pazaak/types";
import { dictionary, type Lang } from "../../words";

type Lines = Record<
  "draw" | "play" | "stand" | "endTurn" | "set" | "setTie" | "matchWin" | "matchDraw",
  string
>;

const say = dictionary<keyof Lines>({
  en: {
    draw: "{name} drew {card}: {total}",
    play: "{name} played {card}: {total}",
    stand: "{name} stands at {total}",
    endTurn: "{name} ends the turn at {total}",
    set: "{name} wins set {set}",
    setTie: "Set {set} is a tie",
    matchWin: "{name} wins the match {a}–{b}",
    matchDraw: "The match ends drawn {a}–{b}",
  },
  it: {
    draw: "{name} pesca {card}: {total}",
    play: "{name} gioca {card}: {total}",
    stand: "{name} si ferma a {total}",
    endTurn: "{name} passa a {total}",
    set: "{name} vince il set {set}",
    setTie: "Set {set} pari",
    matchWin: "{name} vince la partita {a}–{b}",
    matchDraw: "La partita finisce pari {a}–{b}",
  },
  nl: {
    draw: "{name} trok {card}: {total}",
    play: "{name} speelde {card}: {total}",
    stand: "{name} past op {total}",
    endTurn: "{name} beëindigt de beurt op {total}",
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
  for (const e of events.slice(start)) {
    switch (e.type) {
      case "draw":
        lines.push(
          say(lang, "draw", {
            name: name(e.seat),
            card: e.card.replace(/\D/g, ""),
            total: e.total,
          }),
        );
        break;
      case "play":
        lines.push(
          say(lang, "play", { name: name(e.seat), card: signed(e.value), total: e.total }),
        );
        break;
      case "stand":
        lines.push(say(lang, "stand", { name: name(e.seat), total: e.total }));
        break;
      case "endTurn":
        lines.push(say(lang, "endTurn", { name: name(e.seat), total: e.total }));
        break;
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
