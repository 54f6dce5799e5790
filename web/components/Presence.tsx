/**
 * Who is at the table, in words: "Bruno joined", "Bruno left", "Bruno is back" when it happens
 * (shown and announced to screen readers), and for each player who is away "Bruno left, last
 * seen 2 minutes ago" with what happens next in a slow game ("it's Bruno's turn; they'll see it
 * when they come back"). A slow game's holiday is said here too, above the table where the
 * reader looks ("Bruno is on holiday until 12 Mar"), and a seat on holiday is never "back".
 * Generic: every game's page shows it from the table's players. A chunk of its own with its
 * rules (presence.css), loaded where another person sits (pages/GamePage.tsx): a game against
 * the computer has nobody to come or go.
 */
import { useLayoutEffect, useRef, useState } from "preact/hooks";
import type { Player } from "../../src/protocol";
import { t } from "../i18n";
import { ago, dateTime as until, useNow } from "../time";
import presenceCss from "../styles/presence.css?inline";
import { adoptStyles } from "../styles/adopt";

// Ranked with the game page's layout (game.css), where these rules were.
adoptStyles(presenceCss, 1);

/** Props of the presence lines. */
export interface PresenceProps {
  players: Player[];
  /** The reader's seat, null for a spectator. */
  me: number | null;
  /** Seats whose move is awaited. */
  toAct: number[];
  /** The game is over: nobody is awaited any more. */
  over: boolean;
  /** The display name of a seat. */
  name(seat: number): string;
  /**
   * The game is over and a rematch is offered: whoever left went there, which the offer says
   * ("Anna offers a rematch"), so nobody is reported gone.
   */
  moved?: boolean;
  /** Seats on holiday (a slow game's clock), each with when it ends, ms since the epoch. */
  holidays?: ReadonlyMap<number, number>;
}

/** No holidays (a game without a clock, or over). */
const NONE: ReadonlyMap<number, number> = new Map();

/** A person other than the reader (computers never come or go). */
const person = (p: Player, me: number | null) => p.seat !== me && !p.computer;

/** The presence lines and the comings-and-goings announcer. */
export function Presence(props: PresenceProps) {
  const { players, me, toAct, over, name, moved } = props;
  const holidays = (!over && props.holidays) || NONE;
  const now = useNow();
  const before = useRef<Player[] | null>(null);
  const holidaysBefore = useRef(holidays);
  // Seats seen leaving while this page was open ("left"), as opposed to away since we came.
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const [news, setNews] = useState("");
  // Seats that joined while this page was open and have not been online since: their first
  // page opening is part of joining, not a "Bruno is back".
  const arriving = useRef(new Set<number>());

  const key = players
    .map((p) => `${p.seat}:${p.joined ? 1 : 0}${p.online ? 1 : 0}:${holidays.get(p.seat) ?? ""}`)
    .join();
  // Before the paint: a seat seen leaving reads "left" at once, never one frame of "away".
  useLayoutEffect(() => {
    const old = before.current;
    const oldHolidays = holidaysBefore.current;
    before.current = players;
    holidaysBefore.current = holidays;
    // The first table only records where we are: no "joined" for people already seated.
    if (!old) return;
    const said: string[] = [];
    const nextLeft = new Set(left);
    for (const p of players) {
      const was = old.find((o) => o.seat === p.seat);
      if (!was || !person(p, me)) continue;
      const who = name(p.seat);
      if (!was.joined && p.joined) {
        said.push(t("presence_joined", { name: who }));
        if (!p.online) arriving.current.add(p.seat);
      } else if (arriving.current.has(p.seat) && p.online) arriving.current.delete(p.seat);
      else if (was.joined && p.joined && was.online && !p.online && !moved) {
        said.push(t("presence_left", { name: who }));
        nextLeft.add(p.seat);
      } else if (was.joined && p.joined && !was.online && p.online) {
        // Opening the page on holiday is not coming back: the holiday line says what holds.
        if (!holidays.has(p.seat)) said.push(t("presence_back", { name: who }));
        nextLeft.delete(p.seat);
      }
      const end = holidays.get(p.seat);
      // The news says that it started; the line below says until when.
      if (end !== undefined && !oldHolidays.has(p.seat))
        said.push(t("presence_holiday", { name: who }));
      else if (end === undefined && oldHolidays.has(p.seat) && !over)
        said.push(t("presence_holiday_over", { name: who }));
    }
    setLeft(nextLeft);
    if (said.length) setNews(said.join(" "));
  }, [key]);

  const away = moved
    ? []
    : players.filter((p) => person(p, me) && p.joined && !p.online && !holidays.has(p.seat));
  const onHoliday = players.filter((p) => person(p, me) && holidays.has(p.seat));
  const myTurn = me !== null && toAct.includes(me) && !over;
  return (
    <div class="presence-lines" data-testid="presence">
      {/* Visible and announced: a live region that is also the on-screen line. */}
      <p class="presence-news" role="status" aria-live="polite" data-testid="presence-news">
        {news}
      </p>
      {onHoliday.map((p) => (
        <p key={`h${p.seat}`} class="presence-away" data-testid={`holiday-${p.seat}`}>
          <span class="presence-dot" aria-hidden="true" />
          <span>
            {t("presence_holiday_line", { name: name(p.seat), when: until(holidays.get(p.seat)!) })}
          </span>
        </p>
      ))}
      {away.map((p) => {
        const who = name(p.seat);
        const when = p.lastSeen === null ? "" : ago(p.lastSeen, now);
        const gone = left.has(p.seat)
          ? when
            ? t("presence_left_seen", { name: who, when })
            : t("presence_left", { name: who })
          : when
            ? t("presence_away_seen", { name: who, when })
            : t("presence_away", { name: who });
        let next = "";
        if (!over && toAct.includes(p.seat)) next = t("presence_their_move", { name: who });
        else if (!over && myTurn) next = t("presence_your_move", { name: who });
        return (
          <p key={p.seat} class="presence-away small" data-testid={`away-${p.seat}`}>
            <span class="presence-dot" aria-hidden="true" />
            <span>
              {gone}
              {next && <span class="muted"> {next}</span>}
            </span>
          </p>
        );
      })}
    </div>
  );
}
