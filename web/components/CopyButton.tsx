/** A button that copies a text (a link) to the clipboard and says so for a moment. */
import { SvgIcon } from "./SvgIcon";
import { CHECK, COPY } from "./link-icons";
import { useState } from "preact/hooks";
import { t } from "../i18n";

/** Copy-to-clipboard button; falls back to selecting a hidden field where the API is missing. */
export function CopyButton({
  text,
  label,
  testid,
  primary,
}: {
  text: string;
  label?: string;
  testid?: string;
  primary?: boolean;
}) {
  const [done, setDone] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // Older browsers and non-secure contexts: the classic way.
      const area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      document.execCommand("copy");
      area.remove();
    }
    setDone(true);
    setTimeout(() => setDone(false), 1800);
  }
  return (
    <button
      type="button"
      class={`btn copy${primary ? " primary" : ""}${done ? " done" : ""}`}
      onClick={copy}
      data-testid={testid}
    >
      <SvgIcon d={done ? CHECK : COPY} /> {done ? t("copied") : (label ?? t("copy"))}
      <span class="sr-only" aria-live="polite">
        {done ? t("copied") : ""}
      </span>
    </button>
  );
}
