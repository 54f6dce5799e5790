/**
 * The start screen every chat app's entry page shares (Telegram's Mini App, Discord's
 * Activity): a greeting, the games to start (the create form, whose request carries the chat
 * identity, web/chat.ts), "my games", and a games key link to bring the games of another device
 * here. The words come from the app's own page, the test ids carry its prefix.
 */
import { useState } from "preact/hooks";
import { GAMES } from "../../games";
import { t, type Key } from "../../i18n";
import { linkClick, navigate } from "../../router";

/** What the shell says, in the app page's words. */
export interface ChatStartWords {
  heading: string;
  lead: string;
  myGames: string;
  keyLabel: string;
  keyButton: string;
}

/** The start screen; `prefix` names its test ids (`tg-new-pazaak`, `dc-key`…). */
export function ChatStart({
  prefix,
  testId,
  words,
}: {
  prefix: string;
  testId: string;
  words: ChatStartWords;
}) {
  const [key, setKey] = useState("");
  // A games key link holds its secret in the fragment: the home page merges it (Home.tsx).
  const ring = /#games=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(key)?.[1];
  return (
    <main class="page narrow" data-testid={testId} data-state="start">
      <section class="panel">
        <h1>{words.heading}</h1>
        <p>{words.lead}</p>
        {/* A row of buttons, not a bulleted list (CSSOM styles, which the CSP allows). */}
        <ul
          style={{ listStyle: "none", padding: 0, display: "flex", flexWrap: "wrap", gap: "8px" }}
        >
          {GAMES.map((g) => (
            <li key={g.id}>
              <a
                class="btn"
                href={`/new/${g.id}`}
                onClick={linkClick}
                data-testid={`${prefix}-new-${g.id}`}
              >
                {t(`game_${g.id}` as Key)}
              </a>
            </li>
          ))}
        </ul>
        <p>
          <a href="/" onClick={linkClick} data-testid={`${prefix}-my-games`}>
            {words.myGames}
          </a>
        </p>
      </section>
      <form
        class="panel"
        onSubmit={(e) => {
          e.preventDefault();
          if (ring) navigate(`/#games=${ring}`);
        }}
      >
        <label>
          {words.keyLabel}
          <input
            value={key}
            data-testid={`${prefix}-key`}
            onInput={(e) => setKey((e.target as HTMLInputElement).value)}
          />
        </label>
        <button type="submit" class="btn small" disabled={!ring} data-testid={`${prefix}-key-go`}>
          {words.keyButton}
        </button>
      </form>
    </main>
  );
}
