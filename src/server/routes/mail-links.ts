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

/** The link's game id, token and scope, or null when malformed. */
function linkOf(c: Ctx): { id: string; token: string; scope: "game" | "all" } | null {
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

/** The page of a link the room accepted, or its refusal. */
function answer(c: Ctx, done: RoomResult<LinkResult>, show: (r: LinkResult) => Response): Response {
  return done.ok ? show(done.value) : refusal(c, done.error);
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

mailLinkRoutes.get("/confirm", async (c) => {
  const link = linkOf(c);
  if (!link) return badLink(c);
  const checked = await roomStub(c.env, link.id).confirmMail(
    link.token,
    false,
    clientKey(c.req.raw.headers),
  );
  return answer(c, checked, (r) =>
    askPage(c, r, ["confirm_title", "confirm_text", "confirm_button"]),
  );
});

mailLinkRoutes.post("/confirm", async (c) => {
  const link = linkOf(c);
  if (!link) return badLink(c);
  // The client that answers the link is the owner's (notify/address-book.ts `confirmedFrom`).
  const done = await roomStub(c.env, link.id).confirmMail(
    link.token,
    true,
    clientKey(c.req.raw.headers),
  );
  return answer(c, done, (r) =>
    page(
      linkSay(r.lang, "confirmed_title"),
      `<h1 data-testid="mail-confirmed">${esc(linkSay(r.lang, "confirmed_title"))}</h1><p>${esc(linkSay(r.lang, "confirmed_text", { game: r.game }))}</p><p><a class="btn" href="/g/${esc(link.id)}">${esc(linkSay(r.lang, "back"))}</a></p>`,
      200,
      r.lang,
    ),
  );
});

mailLinkRoutes.get("/unsubscribe", async (c) => {
  const link = linkOf(c);
  if (!link) return badLink(c);
  const checked = await roomStub(c.env, link.id).unsubscribe(link.token, link.scope, false);
  return answer(c, checked, (r) =>
    askPage(
      c,
      r,
      link.scope === "all"
        ? ["stop_all_title", "stop_all_text", "stop_all_title"]
        : ["stop_game_title", "stop_game_text", "stop_game_button"],
    ),
  );
});

mailLinkRoutes.post("/unsubscribe", async (c) => {
  const link = linkOf(c);
  if (!link) return badLink(c);
  const done = await roomStub(c.env, link.id).unsubscribe(link.token, link.scope, true);
  return answer(c, done, (r) =>
    page(
      linkSay(r.lang, "stopped_title"),
      `<h1 data-testid="mail-unsubscribed">${esc(linkSay(r.lang, "stopped_title"))}</h1><p>${esc(
        link.scope === "all"
          ? linkSay(r.lang, "stopped_all")
          : linkSay(r.lang, "stopped_game", { game: r.game }),
      )}</p>`,
      200,
      r.lang,
    ),
  );
});

// "My data" and "forget me", asked for from a table (notify/my-data.ts): the GET asks, the
// POST takes the request (once) and carries it out for its address (my-data-run.ts).
mailLinkRoutes.get("/my-data", async (c) => {
  const link = linkOf(c);
  if (!link) return badLink(c);
  const checked = await roomStub(c.env, link.id).myDataLink(link.token, false);
  if (!checked.ok) return refusal(c, checked.error);
  const { what, lang, game } = checked.value;
  const title = what === "export" ? "my_data_export_title" : "my_data_forget_title";
  const text = what === "export" ? "my_data_export_text" : "my_data_forget_text";
  return askPage(c, { lang, game }, [title, text, title]);
});

mailLinkRoutes.post("/my-data", async (c) => {
  const link = linkOf(c);
  if (!link) return badLink(c);
  const taken = await roomStub(c.env, link.id).myDataLink(link.token, true);
  if (!taken.ok) return refusal(c, taken.error);
  const { what, lang, address } = taken.value;
  const done = await runMyData(c.env, {
    address,
    what,
    lang,
    origin: linkOrigin(c.env, c.req.url),
  });
  const key =
    done === "failed" ? "my_data_failed" : what === "export" ? "my_data_sent" : "my_data_forgotten";
  const title = linkSay(lang, what === "export" ? "my_data_export_title" : "my_data_forget_title");
  return page(
    title,
    `<h1 data-testid="mail-my-data">${esc(title)}</h1><p data-done="${done}">${esc(linkSay(lang, key))}</p>`,
    done === "failed" ? 503 : 200,
    lang,
  );
});
