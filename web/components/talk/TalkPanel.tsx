/**
 * Table talk on the table page (a chunk of its own, loaded only at tables with talk): the
 * messages and reactions of the game, live over the page's socket (live.ts `talkFeed`), a
 * panel beside the table on a wide screen and a fold with the unread count on a phone (with a
 * sign above the table that leads down to it, Jump.tsx). Seats
 * write and react; spectators read when the creator allows it; the creator lets spectators
 * read and mutes seats; anyone hides the panel for themselves. Messages are text nodes only,
 * bidirectional controls shown as their codes (src/talk.ts `inertText`), links never live.
 * New messages from the others are announced politely, and held back while the reader is
 * choosing a move at the table (docs/decisions.md, "Table talk").
 */
import type { RefObject } from "preact";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import type { Table } from "../../../src/protocol";
import {
  REACTIONS,
  REACTION_EMOJI,
  TALK_MAX_LENGTH,
  normalizeTalk,
  talkProblem,
  type Reaction,
  type TalkMessage,
  type TalkResponse,
} from "../../../src/talk";
import { ApiError } from "../../api";
import { t, tn, type Key } from "../../i18n";
import { useStyles } from "../../styles/adopt";
import { postTalk, readTalk, setTalk } from "./api";
import { TalkLines, spoken } from "./Lines";
import css from "./talk.css?inline";
import { readMark, setHidden, setReadMark, talkHidden } from "./prefs";
import { talkNews } from "./Jump";
import { HIDDEN_SEATS_EVENT, hiddenSeats, hideSeat } from "./hidden";
import { ErrorNote } from "../ErrorNote";

// The sign above the table, in this chunk: the game page draws it where the reader looks.
export { TalkJump } from "./Jump";

/** Props of the panel. */
export interface TalkPanelProps {
  id: string;
  token: string | undefined;
  table: Table;
  name: (seat: number) => string;
  /** The page's socket's new messages (live.ts `talkFeed`), passed in so this chunk shares it. */
  feed: Set<(m: TalkMessage) => void>;
}

const WIDE = "(min-width: 1200px)";

/** Whether the screen is wide enough for the panel beside the table. */
function useWide(): boolean {
  const [wide, setWide] = useState(() => matchMedia(WIDE).matches);
  useEffect(() => {
    const q = matchMedia(WIDE);
    const on = () => setWide(q.matches);
    q.addEventListener("change", on);
    return () => q.removeEventListener("change", on);
  }, []);
  return wide;
}

/** The table talk of one game, for whoever reads this page. */
export function TalkPanel(props: TalkPanelProps) {
  useStyles(css);
  const { id, token, table, name } = props;
  const me = table.seat;
  const info = table.talk;
  const wide = useWide();
  const [talk, setTalkState] = useState<TalkResponse | null>(null);
  const [closed, setClosed] = useState(false);
  const [hidden, setHiddenState] = useState(() => talkHidden());
  const [open, setOpen] = useState(false);
  const [read, setRead] = useState(() => readMark(id));
  // Seats whose talk this reader hid for themselves (hidden.ts, offered by the report form).
  const [muffled, setMuffled] = useState(() => hiddenSeats(id));
  useEffect(() => {
    const on = () => setMuffled(hiddenSeats(id));
    window.addEventListener(HIDDEN_SEATS_EVENT, on);
    return () => window.removeEventListener(HIDDEN_SEATS_EVENT, on);
  }, [id]);
  const muffledRef = useRef(muffled);
  muffledRef.current = muffled;
  const [announce, setAnnounce] = useState("");
  const pending = useRef<string[]>([]);
  // The newest message the page knew of when the panel came: anything newer is news, to be
  // heard once, whichever way it arrives (the socket, or the talk read again because the table
  // named it: a message can come before this panel listens to the socket).
  const heardUpTo = useRef(info?.last ?? 0);
  const listRef = useRef<HTMLOListElement>(null);
  const foldRef = useRef<HTMLDetailsElement>(null);

  const merge = (incoming: TalkMessage[]) =>
    setTalkState((s) => {
      if (!s) return s;
      const byId = new Map(s.messages.map((m) => [m.id, m]));
      for (const m of incoming) byId.set(m.id, m);
      return { ...s, messages: [...byId.values()].sort((a, b) => a.id - b.id) };
    });

  // The whole talk when the panel mounts, when the settings change, whenever the table names a
  // newer message than the page holds (a reconnection, a message missed), and when the site's
  // operator removed a line (the page may hold it).
  const newest = talk?.messages[talk.messages.length - 1]?.id ?? 0;
  const settingsKey = `${info?.spectators}:${info?.muted.join(",")}:${info?.removed ?? 0}`;
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  useEffect(() => {
    if (!info) return;
    if (loadedKey === settingsKey && info.last <= newest) return;
    let live = true;
    readTalk(id, token)
      .then((r) => {
        if (!live) return;
        setClosed(false);
        setTalkState(r);
        setLoadedKey(settingsKey);
        heard(r.messages);
      })
      .catch((e: unknown) => {
        if (live && e instanceof ApiError && e.code === "talk/closed") setClosed(true);
      });
    return () => {
      live = false;
    };
  }, [id, token, info?.last, settingsKey]);

  // New messages over the socket.
  useEffect(() => {
    const on = (m: TalkMessage) => {
      merge([m]);
      heard([m]);
    };
    props.feed.add(on);
    return () => void props.feed.delete(on);
  }, [me]);

  /** Whether the reader is choosing a move now: their turn, the focus in the table. */
  const choosing = () => {
    const now = tableRef.current;
    if (me === null || !now.toAct.includes(me) || now.outcome) return false;
    const el = document.activeElement;
    return !!el && el !== document.body && !el.closest(".talk") && !!el.closest(".game-page");
  };
  const tableRef = useRef(table);
  tableRef.current = table;

  function heard(ms: TalkMessage[]) {
    const news = ms.filter((m) => m.id > heardUpTo.current);
    if (news.length === 0) return;
    heardUpTo.current = Math.max(...news.map((m) => m.id));
    const theirs = news.filter((m) => m.seat !== me && !muffledRef.current.includes(m.seat));
    if (theirs.length === 0) return;
    pending.current.push(...theirs.map((m) => spoken(m, name(m.seat))));
    flush();
  }

  function flush() {
    if (pending.current.length === 0 || choosing()) return;
    setAnnounce(pending.current.join(" · "));
    pending.current = [];
  }

  // Held-back announcements go out once the reader leaves the table's buttons or the turn.
  useEffect(() => {
    const later = () => setTimeout(flush, 0);
    document.addEventListener("focusin", later);
    document.addEventListener("focusout", later);
    return () => {
      document.removeEventListener("focusin", later);
      document.removeEventListener("focusout", later);
    };
  }, [me]);
  useEffect(flush, [table.toAct.join(","), table.outcome !== null]);

  const messages = (talk?.messages ?? []).filter((m) => m.seat === me || !muffled.includes(m.seat));
  const visible = !hidden && (wide || open);
  const unread = useMemo(
    () => messages.filter((m) => m.id > read && m.seat !== me).length,
    [messages, read, me],
  );

  // What is on screen is read: the mark moves to the newest message.
  useEffect(() => {
    if (!visible || newest <= read) return;
    const mark = () => {
      if (document.visibilityState !== "visible") return;
      setRead(newest);
      setReadMark(id, newest);
    };
    mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [visible, newest]);

  // On a phone the fold is far under the table: the sign above it says what is unread there,
  // and opens the fold with its newest message in view (the summary focused, for keyboards).
  const folded = !wide && !hidden && !open;
  useEffect(() => {
    talkNews.value =
      folded && unread > 0
        ? {
            count: unread,
            show: () => {
              setOpen(true);
              requestAnimationFrame(() => {
                const fold = foldRef.current;
                fold?.scrollIntoView({ block: "start" });
                fold?.querySelector("summary")?.focus({ preventScroll: true });
              });
            },
          }
        : null;
  }, [folded, unread]);
  useEffect(() => () => void (talkNews.value = null), []);

  // The newest message in view, as in any chat.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newest, visible]);

  if (!info || closed) return null;

  const badge =
    unread > 0 ? (
      <span class="talk-badge" data-testid="talk-unread">
        {tn("talk_unread" as Key, unread)}
      </span>
    ) : null;

  const announcer = (
    <div class="sr-only" aria-live="polite" role="status" data-testid="talk-announcer">
      {announce}
    </div>
  );

  if (hidden)
    return (
      <div class="talk talk-hidden">
        {announcer}
        <button
          type="button"
          class="btn small"
          data-testid="talk-show"
          onClick={() => {
            setHidden(false);
            setHiddenState(false);
          }}
        >
          {t("talk_show" as Key)} {badge}
        </button>
      </div>
    );

  const body = (
    <TalkBody
      {...props}
      talk={talk && { ...talk, messages }}
      muffled={muffled.filter((s) => s !== me)}
      listRef={listRef}
      onSent={(m) => merge([m])}
      onSettings={(r) => {
        setTalkState(r);
      }}
      onHide={() => {
        setHidden(true);
        setHiddenState(true);
      }}
    />
  );

  if (wide)
    return (
      <section class="panel talk talk-panel" aria-labelledby="talk-title" data-testid="talk">
        {announcer}
        <h2 id="talk-title">
          {t("talk_title" as Key)} {badge}
        </h2>
        {body}
      </section>
    );

  // The announcer stays outside the fold: a closed <details> hides its content from
  // screen readers too, and the news must be heard with the fold closed.
  return (
    <>
      {announcer}
      <details
        ref={foldRef}
        class="panel fold talk talk-fold"
        data-testid="talk"
        open={open}
        onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
      >
        <summary data-testid="talk-summary">
          {t("talk_title" as Key)} {badge}
        </summary>
        {open && <div class="fold-body">{body}</div>}
      </details>
    </>
  );
}

/** The messages, the composer and reactions (seats), and the creator's settings. */
function TalkBody(
  props: TalkPanelProps & {
    talk: TalkResponse | null;
    listRef: RefObject<HTMLOListElement | null>;
    onSent: (m: TalkMessage) => void;
    onSettings: (r: TalkResponse) => void;
    onHide?: () => void;
    /** Seats whose talk this reader hid for themselves. */
    muffled: number[];
  },
) {
  const { id, token, table, name, talk, listRef, muffled } = props;
  const me = table.seat;
  const messages = talk?.messages ?? [];
  return (
    <>
      {/* "Nothing said yet" would not be true when the reader hid every line there is. */}
      {(messages.length > 0 || muffled.length === 0) && (
        <TalkLines messages={messages} me={me} name={name} listRef={listRef} />
      )}
      {muffled.length > 0 && (
        <p class="muted talk-note talk-foot" data-testid="talk-hidden-seats">
          {t("talk_hidden_seats" as Key, { names: muffled.map(name).join(", ") })}{" "}
          <button
            type="button"
            class="link-btn"
            data-testid="talk-unhide"
            onClick={() => muffled.forEach((s) => hideSeat(id, s, false))}
          >
            {t("talk_unhide" as Key)}
          </button>
        </p>
      )}
      {me === null ? (
        <p class="muted talk-note">{t("talk_watching" as Key)}</p>
      ) : talk && !talk.canPost ? (
        <p class="muted talk-note" data-testid="talk-muted">
          {t("talk_muted_you" as Key)}
        </p>
      ) : (
        token && talk && <Composer id={id} token={token} onSent={props.onSent} />
      )}
      {token && me !== null && me === table.creator && talk && (
        <CreatorSettings {...props} talk={talk} token={token} />
      )}
      {props.onHide && (
        <p class="talk-foot">
          <button type="button" class="link-btn" data-testid="talk-hide" onClick={props.onHide}>
            {t("talk_hide" as Key)}
          </button>
        </p>
      )}
    </>
  );
}

/** The message field, its counter and the reactions. */
function Composer(props: { id: string; token: string; onSent: (m: TalkMessage) => void }) {
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const normal = normalizeTalk(text);
  const problem = talkProblem(normal);
  const length = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(normal)]
    .length;
  const tooLong = problem?.code === "talk/too-long";

  const send = async (body: { text: string } | { reaction: Reaction }) => {
    setBusy(true);
    setError("");
    try {
      props.onSent(await postTalk(props.id, props.token, body));
      if ("text" in body) setText("");
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  };

  return (
    <form
      class="talk-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!problem && !busy) void send({ text: normal });
      }}
    >
      <div class="talk-row">
        <label class="sr-only" for="talk-input">
          {t("talk_label" as Key)}
        </label>
        <input
          id="talk-input"
          ref={input}
          type="text"
          autocomplete="off"
          enterkeyhint="send"
          placeholder={t("talk_label" as Key)}
          value={text}
          aria-invalid={tooLong}
          aria-describedby="talk-count"
          data-testid="talk-input"
          onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)}
        />
        <button
          type="submit"
          class="btn small primary"
          disabled={!!problem || busy}
          data-testid="talk-send"
        >
          {t("talk_send" as Key)}
        </button>
      </div>
      <p id="talk-count" class={`talk-count${tooLong ? " over" : ""}`} aria-live="polite">
        {tooLong
          ? t("talk_too_long" as Key, { n: length, max: TALK_MAX_LENGTH })
          : length > TALK_MAX_LENGTH - 40
            ? t("talk_count" as Key, { n: length, max: TALK_MAX_LENGTH })
            : ""}
      </p>
      <div class="talk-reactions" role="group" aria-label={t("talk_reactions" as Key)}>
        {REACTIONS.map((r) => (
          <button
            key={r}
            type="button"
            class="talk-react"
            aria-label={t(`talk_react_${r}` as Key)}
            title={t(`talk_react_${r}` as Key)}
            disabled={busy}
            data-testid={`talk-react-${r}`}
            onClick={() => void send({ reaction: r })}
          >
            <span aria-hidden="true">{REACTION_EMOJI[r]}</span>
          </button>
        ))}
      </div>
      <ErrorNote error={error} testid="talk-error" />
    </form>
  );
}

/** The creator's settings: spectators may read; mute or unmute each other player. */
function CreatorSettings(
  props: TalkPanelProps & {
    talk: TalkResponse;
    token: string;
    onSettings: (r: TalkResponse) => void;
  },
) {
  const { id, token, table, name, talk } = props;
  const [error, setError] = useState("");
  // The spectators' switch as the creator set it while the server's answer is on its way: a
  // redraw meanwhile (a push) would otherwise flick it back to the old setting.
  const [asked, setAsked] = useState<boolean | null>(null);
  const change = async (body: Parameters<typeof setTalk>[2]) => {
    setError("");
    if (body.spectators !== undefined) setAsked(body.spectators);
    try {
      props.onSettings(await setTalk(id, token, body));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setAsked(null);
    }
  };
  const others = table.players.filter((p) => !p.computer && p.joined && p.seat !== table.seat);
  return (
    <details class="talk-settings" data-testid="talk-settings">
      <summary>{t("talk_settings" as Key)}</summary>
      <label class="check">
        <input
          type="checkbox"
          checked={asked ?? talk.spectators}
          data-testid="talk-spectators"
          aria-describedby="talk-spectators-note"
          onChange={(e) =>
            void change({ spectators: (e.currentTarget as HTMLInputElement).checked })
          }
        />{" "}
        {t("talk_spectators" as Key)}
      </label>
      {/* Said where the choice is made: opening the talk to spectators never opens the past. */}
      <p class="muted talk-note" id="talk-spectators-note" data-testid="talk-spectators-note">
        {t("talk_spectators_note" as Key)}
      </p>
      <ul class="talk-mutes">
        {others.map((p) => {
          const muted = talk.muted.includes(p.seat);
          return (
            <li key={p.seat}>
              <button
                type="button"
                class="btn small"
                aria-pressed={muted}
                data-testid={`talk-mute-${p.seat}`}
                onClick={() => void change({ mute: { seat: p.seat, muted: !muted } })}
              >
                {t(muted ? ("talk_unmute" as Key) : ("talk_mute" as Key), { name: name(p.seat) })}
              </button>
            </li>
          );
        })}
      </ul>
      <p class="muted talk-note">{t("talk_links" as Key)}</p>
      <ErrorNote error={error} />
    </details>
  );
}
