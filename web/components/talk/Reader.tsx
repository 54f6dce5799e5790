/**
 * Table talk in an embedded game, to read only (a chunk of the embed's own, with its words):
 * shown when the game's creator lets spectators read, fetched again whenever the table the
 * socket brings names a newer message, new messages said politely. None of the table page's panel (composer, settings, fold) comes
 * along, so an embed's download stays small.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import type { Table } from "../../../src/protocol";
import type { TalkMessage } from "../../../src/talk";
import { loadPack, t, type Key } from "../../i18n";
import { readTalk } from "./api";
import { TalkLines, spoken } from "./Lines";
import css from "./talk.css?inline";
import { talkWords } from "./words";

/** The words, loaded with this chunk. */
const ready = loadPack(talkWords);

// The panel's sheet, for good: an embed shows one game. Adopted here rather than through
// styles/adopt.ts, which the embeds' tables do not all load (it would split into a file of its own).
const sheet = new CSSStyleSheet();
sheet.replaceSync(css);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

/** A spectator's table talk, read only. */
export function TalkReader(props: { id: string; table: Table; name: (seat: number) => string }) {
  const { id, table, name } = props;
  const [messages, setMessages] = useState<TalkMessage[] | null>(null);
  const [words, setWords] = useState(false);
  useEffect(() => void ready.then(() => setWords(true)), []);
  const [announce, setAnnounce] = useState("");
  const list = useRef<HTMLOListElement>(null);
  const last = table.talk?.last ?? 0;
  const newest = messages?.[messages.length - 1]?.id ?? 0;

  // The settings, and the lines the site's operator removed: either changes what may be shown.
  const muted = `${table.talk?.muted.join(",") ?? ""}:${table.talk?.removed ?? 0}`;
  const loaded = useRef<string | null>(null);

  useEffect(() => {
    if (messages && last <= newest && loaded.current === muted) return;
    let live = true;
    readTalk(id)
      .then((r) => {
        if (!live) return;
        loaded.current = muted;
        const fresh = messages ? r.messages.filter((m) => m.id > newest) : [];
        if (fresh.length) setAnnounce(fresh.map((m) => spoken(m, name(m.seat))).join(" · "));
        setMessages(r.messages);
      })
      .catch(() => live && setMessages([]));
    return () => {
      live = false;
    };
  }, [id, last, muted]);

  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [newest]);

  if (!messages || !words) return null;
  return (
    <section class="panel talk talk-panel" aria-labelledby="talk-title" data-testid="talk">
      <div class="sr-only" aria-live="polite" role="status" data-testid="talk-announcer">
        {announce}
      </div>
      <h2 id="talk-title">{t("talk_title" as Key)}</h2>
      <TalkLines messages={messages} me={null} name={name} listRef={list} />
      <p class="muted talk-note">{t("talk_watching" as Key)}</p>
    </section>
  );
}
