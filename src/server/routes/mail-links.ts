/**
 * The links in emails, served as pages (not JSON): /mail/confirm confirms an address,
 * /mail/unsubscribe stops emails and /mail/my-data sends "my data" or forgets the address. A GET only checks the link and shows a page with a button
 * (mail scanners open links; they must not confirm or unsubscribe anything); its POST acts. An
 * unsubscribe POST also comes straight from mail programs (RFC 8058 one-click,
 * `List-Unsubscribe-Post`) and acts at once. Every page speaks the language stored with the
 * address (link-words.ts); every refusal is a page with a clear sentence, its code and an HTTP
 * status.
 */
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { GameId, Secret } from "../../protocol";
import type { Env } from "../env";
import { statusOf, type RoomResult } from "../errors";
import { browserLang, linkSay, type LinkWordKey } from "../mail/link-words";
import { esc, errorPage, page } from "../mail/page";
import type { LinkResult } from "../notify";
import { langOf } from "../words";
import { clientKey } from "../limits/client";
import { roomStub } from "../room/stub";
import { linkOrigin } from "../origin";
import { runMyData } from "./my-data-run";

type Ctx = Context<{ Bindings: Env }>;

/** The routes, mounted at /mail. */
export const mailLinkRoutes = new Hono<{ Bindings: Env }>();

const Scope = v.picklist(["game", "all"]);

/** An email's link: its game id, token and scope. */
interface MailLink {
  id: string;
  token: string;
  scope: "game" | "all";
}

/** The link's game id, token and scope, or null when malformed. */
function linkOf(c: Ctx): MailLink | null {
  const id = c.req.query("g") ?? "";
  const token = c.req.query("t") ?? "";
  const scope = c.req.query("scope") ?? "game";
  if (!v.is(GameId, id) || !v.is(Secret, token) || !v.is(Scope, scope)) return null;
  return { id, token, scope };
}

/** A refused link's page: in the address's language when the room found it, else the browser's. */
function refusal(c: Ctx, error: { code: string; message: string; lang?: string }): Response {
  const lang = error.lang ? langOf(error.lang) : browserLang(c.req.header("Accept-Language"));
  return errorPage(error.code, error.message, statusOf(error.code), lang);
}

const badLink = (c: Ctx) =>
  refusal(c, { code: "mail/bad-link", message: "This link is not valid." });

/** A link route's handler: a malformed link gets its refusal page, a well-formed one `act`'s. */
function onLink(act: (c: Ctx, link: MailLink) => Promise<Response>) {
  return (c: Ctx): Promise<Response> => {
    const link = linkOf(c);
    return link ? act(c, link) : Promise.resolve(badLink(c));
  };
}

/** The page that says a link did its work: the title as its heading (`testid`), then `rest`. */
function donePage(lang: string, testid: string, title: string, rest: string, status = 200) {
  return page(title, `<h1 data-testid="${testid}">${esc(title)}</h1>${rest}`, status, lang);
}

/**
 * A page with one button that POSTs back to the same address: its title, text and button are
 * these words in the link's language, the game's name filled in.
 */
function askPage(c: Ctx, r: LinkResult, words: [LinkWordKey, LinkWordKey, LinkWordKey]): Response {
  const [title, text, button] = words.map((k) => linkSay(r.lang, k, { game: r.game }));
  const action = esc(new URL(c.req.url).pathname + new URL(c.req.url).search);
  return page(
    title!,
    `<h1>${esc(title!)}</h1><p>${esc(text!)}</p><form method="post" action="${action}"><button type="submit" data-testid="mail-confirm">${esc(button!)}</button></form>`,
    200,
    r.lang,
  );
}

/**
 * A link's two routes at `path`: the GET has the room check the link (`act` false) and shows a
 * page whose button POSTs back, with the words `ask` picks; the POST has the room act and shows
 * `done`'s page. A link the room refuses gets the refusal's page.
 */
function linkRoutes<R extends LinkResult>(
  path: string,
  room: (c: Ctx, link: MailLink, act: boolean) => Promise<RoomResult<R>>,
  ask: (r: R, link: MailLink) => [LinkWordKey, LinkWordKey, LinkWordKey],
  done: (c: Ctx, r: R, link: MailLink) => Response | Promise<Response>,
): void {
  mailLinkRoutes.get(
    path,
    onLink(async (c, link) => {
      const checked = await room(c, link, false);
      return checked.ok
        ? askPage(c, checked.value, ask(checked.value, link))
        : refusal(c, checked.error);
    }),
  );
  mailLinkRoutes.post(
    path,
    onLink(async (c, link) => {
      const acted = await room(c, link, true);
      return acted.ok ? done(c, acted.value, link) : refusal(c, acted.error);
    }),
  );
}

linkRoutes(
  "/confirm",
  // The client that answers the link is the owner's (notify/address-book.ts `confirmedFrom`).
  (c, link, act) =>
    roomStub(c.env, link.id).confirmMail(link.token, act, clientKey(c.req.raw.headers)),
  () => ["confirm_title", "confirm_text", "confirm_button"],
  (_c, r, link) =>
    donePage(
      r.lang,
      "mail-confirmed",
      linkSay(r.lang, "confirmed_title"),
      `<p>${esc(linkSay(r.lang, "confirmed_text", { game: r.game }))}</p><p><a class="btn" href="/g/${esc(link.id)}">${esc(linkSay(r.lang, "back"))}</a></p>`,
    ),
);

linkRoutes(
  "/unsubscribe",
  (c, link, act) => roomStub(c.env, link.id).unsubscribe(link.token, link.scope, act),
  (_r, link) =>
    link.scope === "all"
      ? ["stop_all_title", "stop_all_text", "stop_all_title"]
      : ["stop_game_title", "stop_game_text", "stop_game_button"],
  (_c, r, link) =>
    donePage(
      r.lang,
      "mail-unsubscribed",
      linkSay(r.lang, "stopped_title"),
      `<p>${esc(
        link.scope === "all"
          ? linkSay(r.lang, "stopped_all")
          : linkSay(r.lang, "stopped_game", { game: r.game }),
      )}</p>`,
    ),
);

// "My data" and "forget me", asked for from a table (notify/my-data.ts): the GET asks, the
// POST takes the request (once) and carries it out for its address (my-data-run.ts).
linkRoutes(
  "/my-data",
  (c, link, act) => roomStub(c.env, link.id).myDataLink(link.token, act),
  ({ what }) =>
    what === "export"
      ? ["my_data_export_title", "my_data_export_text", "my_data_export_title"]
      : ["my_data_forget_title", "my_data_forget_text", "my_data_forget_title"],
  async (c, { what, lang, address }) => {
    const done = await runMyData(c.env, {
      address,
      what,
      lang,
      origin: linkOrigin(c.env, c.req.url),
    });
    const key =
      done === "failed"
        ? "my_data_failed"
        : what === "export"
          ? "my_data_sent"
          : "my_data_forgotten";
    const title = linkSay(
      lang,
      what === "export" ? "my_data_export_title" : "my_data_forget_title",
    );
    return donePage(
      lang,
      "mail-my-data",
      title,
      `<p data-done="${done}">${esc(linkSay(lang, key))}</p>`,
      done === "failed" ? 503 : 200,
    );
  },
);
