/** A whole page that says "loading" while a chunk or the first table arrives. */
import { t } from "../i18n";

/** The loading page, announced to screen readers as a status; `text` says what is loading. */
export function LoadingPage({ text }: { text?: string }) {
  return (
    <main class="page">
      <p class="loading" role="status">
        <span class="spinner" aria-hidden="true" /> {text ?? t("loading")}
      </p>
    </main>
  );
}
