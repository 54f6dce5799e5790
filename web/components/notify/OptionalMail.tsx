/**
 * The optional email field of the join and create forms, and what those pages do with it: once
 * the seat is taken or the game created, the address goes through the table's own route (PUT
 * /api/games/{id}/mail, with the new seat token), which sends the confirmation link. Nothing is
 * sent before that. A refusal does not undo the seat: the page says so and offers to go on.
 */
import { ApiError } from "../../api";
import { lang, t } from "../../i18n";
import { linkClick } from "../../router";
import { setMail } from "./api";

/** A labelled, optional email input bound to `value` (the server checks it again). */
export function OptionalMailField(props: { value: string; onInput: (v: string) => void }) {
  return (
    <label class="field" for="optional-mail">
      <span>{t("mail_optional")}</span>
      <input
        id="optional-mail"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        data-testid="optional-mail"
        aria-describedby="optional-mail-help"
        value={props.value}
        onInput={(e) => props.onInput((e.currentTarget as HTMLInputElement).value)}
      />
      <small id="optional-mail-help" class="muted small">
        {t("mail_optional_help")}
      </small>
    </label>
  );
}

/**
 * Gives `address` (when not blank) for the seat of `token`: null when done or nothing to do,
 * else the refusal's sentence.
 */
export async function giveAddress(
  id: string,
  token: string,
  address: string,
): Promise<string | null> {
  const trimmed = address.trim();
  if (!trimmed) return null;
  try {
    await setMail(id, token, trimmed, lang.value);
    return null;
  } catch (e) {
    return e instanceof ApiError ? e.message : String(e);
  }
}

/** The page after a refused address: the seat or game is there, the address is not. */
export function MailRefused(props: { done: "seat" | "game"; error: string; href: string }) {
  return (
    <main class="page narrow">
      <div class="panel" data-testid="mail-refused">
        <h1>{t(props.done === "seat" ? "mail_refused_seat" : "mail_refused_game")}</h1>
        <p class="error" role="alert">
          {t("mail_refused", { error: props.error })}
        </p>
        <p class="muted">{t("mail_refused_help")}</p>
        <a class="btn primary" href={props.href} data-testid="mail-continue" onClick={linkClick}>
          {t("mail_continue")}
        </a>
      </div>
    </main>
  );
}
