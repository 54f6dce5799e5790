/**
 * Table talk's list of messages, shared by the table page's panel and the embed's reader: the
 * newest at the bottom, each message a text node inside `<bdi dir="auto">` with its
 * bidirectional controls shown as codes (src/talk.ts `inertText`), a reaction read out in
 * words ("Anna reacts: Applause"), and when it was written.
 */
import type { RefObject } from "preact";
import { REACTION_EMOJI, inertText, type TalkMessage } from "../../../src/talk";
import { lang, t, type Key } from "../../i18n";

/** A message in words, for the announcer and for screen readers. */
export function spoken(m: TalkMessage, who: string): string {
  return m.reaction
    ? t("talk_reacted", { name: who, reaction: t(`talk_react_${m.reaction}` as Key) })
    : t("talk_said", { name: who, text: inertText(m.text) });
}

/** When a message was written: the time today, else the date and time. */
function when(at: number): string {
  const d = new Date(at);
  const today = new Date().toDateString() === d.toDateString();
  return today
    ? d.toLocaleTimeString(lang.value, { hour: "2-digit", minute: "2-digit" })
    : d.toLocaleString(lang.value, {
        day: "numeric",
        month: "short",
        hour: "2-digit",
        minute: "2-digit",
      });
}

/** The messages, or a line saying there are none yet. */
export function TalkLines(props: {
  messages: TalkMessage[];
  me: number | null;
  name: (seat: number) => string;
  listRef?: RefObject<HTMLOListElement | null>;
}) {
  const { messages, me, name } = props;
  if (messages.length === 0) return <p class="muted talk-empty">{t("talk_empty" as Key)}</p>;
  return (
    <ol
      class="talk-lines"
      ref={props.listRef}
      tabIndex={0}
      aria-label={t("talk_title" as Key)}
      data-testid="talk-lines"
    >
      {messages.map((m) => {
        const who = m.seat === me ? t("talk_you" as Key) : name(m.seat);
        return (
          <li key={m.id} class={m.seat === me ? "mine" : undefined} data-testid="talk-line">
            {m.reaction ? (
              <>
                <span class="sr-only">{spoken(m, who)}</span>
                <span aria-hidden="true">
                  <span class="talk-who">{who}</span>{" "}
                  <span class="talk-reaction">{REACTION_EMOJI[m.reaction]}</span>
                </span>
              </>
            ) : (
              <>
                <span class="talk-who">{who}</span>{" "}
                <bdi class="talk-text" dir="auto">
                  {inertText(m.text)}
                </bdi>
              </>
            )}{" "}
            <time class="talk-time" dateTime={new Date(m.at).toISOString()}>
              {when(m.at)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
