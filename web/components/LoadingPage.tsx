/**
 * The app's whole pages of one message: "loading" while a chunk or the first table arrives, what
 * failed, and an address that names nothing with the way home. Small, and in the core chunk, so
 * the shell and every lazy page draw them from one place.
 */
import type { ComponentChildren } from "preact";
import { t } from "../i18n";
import { linkClick } from "../router";

/** The loading page, announced to screen readers as a status; `text` says what is loading. */
export function LoadingPage({ text, narrow }: { text?: string; narrow?: boolean }) {
  return (
    <main class={narrow ? "page narrow" : "page"}>
      <p class="loading" role="status">
        <span class="spinner" aria-hidden="true" /> {text ?? t("loading")}
      </p>
    </main>
  );
}

/** A page that says what failed, announced to screen readers as an alert. */
export function FailedPage({ message }: { message: string }) {
  return (
    <main class="page narrow">
      <p class="panel error" role="alert">
        {message}
      </p>
    </main>
  );
}

/** A page with nothing to show but its title, what `children` say, and the way home. */
export function HomeOnlyPage(props: {
  title: string;
  testId?: string;
  children?: ComponentChildren;
}) {
  return (
    <main class="page narrow">
      <div class="panel" data-testid={props.testId}>
        <h1>{props.title}</h1>
        {props.children}
        <a class="btn primary" href="/" onClick={linkClick}>
          {t("home")}
        </a>
      </div>
    </main>
  );
}
