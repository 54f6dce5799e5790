/** The "Your name" field of the create and join forms: one place for its limits and hints. */
import { MAX_NAME_LENGTH } from "../../src/limits";
import { t } from "../i18n";

/** A labelled name input bound to `value`; the server checks the name again. */
export function NameField({ value, onInput }: { value: string; onInput: (v: string) => void }) {
  return (
    <label class="field">
      <span>{t("your_name")}</span>
      <input
        name="name"
        required
        maxLength={MAX_NAME_LENGTH}
        autoComplete="nickname"
        value={value}
        placeholder={t("name_placeholder")}
        onInput={(e) => onInput((e.currentTarget as HTMLInputElement).value)}
      />
    </label>
  );
}
