/** The top bar: the Tavolo mark (home), the language switch, the turn sound and the theme toggle. */
import { Icon } from "./Icon";
import { signal, useValue } from "../signal";
import { LANGS, lang, setLang, t, type Lang } from "../i18n";
import { linkClick } from "../router";
import { pref, setPref } from "../store";
import { SoundToggle } from "./SoundToggle";

type Theme = "light" | "dark";

function systemTheme(): Theme {
  return matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

/** The theme in use: the remembered choice, else the system's. */
export const theme = signal<Theme>((pref("theme") as Theme | undefined) ?? systemTheme());

/** Applies the theme to the document (CSS reads data-theme). */
export function applyTheme(): void {
  document.documentElement.dataset.theme = theme.value;
}

/** The app's header bar. */
export function Header() {
  const next: Theme = useValue(theme) === "dark" ? "light" : "dark";
  return (
    <header class="topbar">
      <a href="/" class="brand" onClick={linkClick}>
        <span class="brand-card" aria-hidden="true">
          T
        </span>
        <span class="brand-name">Tavolo</span>
      </a>
      <div class="topbar-tools">
        <label class="sr-only" for="lang-select">
          {t("language")}
        </label>
        <select
          id="lang-select"
          class="lang"
          value={lang.value}
          onChange={(e) => void setLang((e.currentTarget as HTMLSelectElement).value as Lang)}
        >
          {Object.entries(LANGS).map(([code, label]) => (
            <option value={code} key={code}>
              {label}
            </option>
          ))}
        </select>
        <SoundToggle />
        <button
          type="button"
          class="icon-btn"
          aria-label={next === "dark" ? t("theme_dark") : t("theme_light")}
          data-action="theme"
          onClick={() => {
            theme.value = next;
            setPref("theme", next);
            applyTheme();
          }}
        >
          <Icon name={next === "dark" ? "moon" : "sun"} />
        </button>
      </div>
    </header>
  );
}
