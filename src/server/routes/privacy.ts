/**
 * The privacy page, `GET /privacy` (`?lang=en|it|nl`, else the browser's language): what this
 * server keeps, for how long and who handles it, written from the lifetimes in force
 * (limits/retention.ts) and the transports configured, so it says what the code does. The
 * Worker renders it, with no script: it opens from an email as fast as from the site, and
 * every number is in a `data-fact` element named after its `Retention` key.
 */
import { Hono } from "hono";
import * as v from "valibot";
import type { Env } from "../env";
import { retentionOf, type Retention } from "../limits/retention";
import { browserLang } from "../mail/link-words";
import { chooseMailer } from "../mail/mailer";
import { esc, page } from "../mail/page";
import { LANGS, type Lang } from "../words";
import { PRIVACY_WORDS, type PrivacyKey } from "./privacy-words";

/** The route, mounted at /. */
export const privacyRoutes = new Hono<{ Bindings: Env }>();

const LangParam = v.picklist(LANGS);
const NAMES: Record<Lang, string> = { en: "English", it: "Italiano", nl: "Nederlands" };

/** A sentence as HTML: its text escaped, each `{fact}` the number in force, marked. */
function sentence(lang: Lang, key: PrivacyKey, facts: Retention): string {
  return PRIVACY_WORDS[lang][key]
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined || !Object.hasOwn(facts, name)) return esc(part);
      return `<b data-fact="${name}">${facts[name as keyof Retention]}</b>`;
    })
    .join("");
}

/** The sentence of a lifetime: its own, or its `…_never` variant when it is turned off. */
function lifetime(days: number, key: "unstarted" | "finished" | "inactive"): PrivacyKey {
  return days > 0 ? key : `${key}_never`;
}

/** Who sends the emails: the transport chooseMailer picks, in words. */
function mailSender(env: Env): PrivacyKey {
  const name = chooseMailer(env)?.name;
  if (name === "send_email") return "who_mail_send_email";
  if (name === "resend") return "who_mail_resend";
  if (name === "dev-mailbox") return "who_mail_dev";
  return "who_mail_none";
}

/** The page's sections: a heading and its sentences, by key. */
function sections(env: Env, r: Retention): [PrivacyKey, PrivacyKey[]][] {
  const chat = env.CHAT_WEBHOOKS !== "off";
  return [
    [
      "h_games",
      [
        lifetime(r.unstartedDays, "unstarted"),
        lifetime(r.finishedDays, "finished"),
        lifetime(r.inactiveDays, "inactive"),
        "removed",
      ],
    ],
    [
      "h_kept",
      [
        "kept_game",
        "kept_talk",
        "kept_mail",
        "kept_push",
        ...(chat ? ["kept_chat" as const] : []),
        "kept_reports",
      ],
    ],
    ["h_hash", ["hash_links", "hash_book", "hash_clients", "hash_keys"]],
    ["h_logs", ["logs", "recovery"]],
    [
      "h_who",
      ["who_platform", mailSender(env), "who_push", ...(chat ? ["who_chat" as const] : [])],
    ],
    ["h_you", ["you", "you_my_data", "you_forget", "you_proof"]],
  ];
}

/** The whole page in `lang`. */
export function privacyPage(env: Env, lang: Lang): Response {
  const w = PRIVACY_WORDS[lang];
  const r = retentionOf(env);
  const langs = LANGS.map((l) =>
    l === lang
      ? `<b>${NAMES[l]}</b>`
      : `<a href="/privacy?lang=${l}" hreflang="${l}" lang="${l}">${NAMES[l]}</a>`,
  ).join(" · ");
  const body = sections(env, r)
    .map(
      ([heading, keys]) =>
        `<h2>${esc(w[heading])}</h2>\n<ul>${keys.map((k) => `<li data-key="${k}">${sentence(lang, k, r)}</li>`).join("\n")}</ul>`,
    )
    .join("\n");
  return page(
    w.title,
    `<nav class="muted" aria-label="Language">${langs}</nav>
<h1 data-testid="privacy">${esc(w.title)}</h1>
<p>${esc(w.intro)}</p>
${body}
<p><a class="btn" href="/">${esc(w.back)}</a></p>`,
    200,
    lang,
  );
}

privacyRoutes.get("/privacy", (c) => {
  const asked = v.safeParse(LangParam, c.req.query("lang"));
  const lang = asked.success ? asked.output : browserLang(c.req.header("Accept-Language"));
  return privacyPage(c.env, lang);
});
