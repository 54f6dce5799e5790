/** The header's switch for the turn chime (web/sound.ts): off by default, remembered. */
import { soundOn, setSound } from "../sound-pref";
import { t } from "../i18n";
import { Icon } from "./Icon";
import { useValue } from "../signal";

/** A toggle button: pressed when the chime is on. */
export function SoundToggle() {
  const on = useValue(soundOn);
  return (
    <button
      type="button"
      class={`icon-btn${on ? " on" : ""}`}
      aria-pressed={on}
      aria-label={t("sound_turn")}
      title={on ? t("sound_on") : t("sound_off")}
      data-action="sound"
      onClick={() => setSound(!on)}
    >
      <Icon name={on ? "bell" : "bellOff"} />
    </button>
  );
}
