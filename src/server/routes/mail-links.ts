/**
 * The links in emails, served as pages (not JSON): /mail/confirm confirms an address and
 * /mail/unsubscribe stops emails. A GET only shows a page with a button (mail scanners open
 * links; they must not confirm or unsubscribe anything); its POST acts. An unsubscribe POST
 * also comes straight from mail programs (RFC 8058 one-click, `List-Unsubscribe-Post`) and
 * acts at once. Every refusal is a page with a clear sentence, its code and an HTTP status.
 */
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { GameId, Secret } from "../../protocol";
import type { Env } from "../env";
import { statusOf } from "../errors";
import { esc, errorPage, page } from "../mail/page";
import { roomStub } from "../room/stub";

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

const badLink = () =>
  errorPage("mail/bad-link", "This link is not valid.", statusOf("mail/bad-link"));

/** A page with one button that POSTs back to the same address. */
function askPage(c: Ctx, title: string, text: string, button: string): Response {
  const action = esc(new URL(c.req.url).pathname + new URL(c.req.url).search);
  return page(
    title,
    `<h1>${esc(title)}</h1><p>${esc(text)}</p><form method="post" action="${action}"><button type="submit" data-testid="mail-confirm">${esc(button)}</button></form>`,
  );
}

mailLinkRoutes.get("/confirm", (c) => {
  if (!linkOf(c)) return badLink();
  return askPage(
    c,
    "Confirm your address",
    "Press the button to receive emails about this game: when it is your turn, reminders and the result.",
    "Confirm my address",
  );
});

mailLinkRoutes.post("/confirm", async (c) => {
  const link = linkOf(c);
  if (!link) return badLink();
  const done = await roomStub(c.env, link.id).confirmMail(link.token);
  if (!done.ok) return errorPage(done.error.code, done.error.message, statusOf(done.error.code));
  return page(
    "Address confirmed",
    `<h1 data-testid="mail-confirmed">Address confirmed</h1><p>You will get an email when it is your turn in ${esc(done.value.game)}.</p><p><a class="btn" href="/g/${esc(link.id)}">Back to the game</a></p>`,
  );
});

mailLinkRoutes.get("/unsubscribe", async (c) => {
  const link = linkOf(c);
  if (!link) return badLink();
  const checked = await roomStub(c.env, link.id).unsubscribe(link.token, link.scope, false);
  if (!checked.ok)
    return errorPage(checked.error.code, checked.error.message, statusOf(checked.error.code));
  return link.scope === "all"
    ? askPage(
        c,
        "Stop all emails",
        "Press the button and Tavolo will send nothing more to this address, for any game.",
        "Stop all emails",
      )
    : askPage(
        c,
        "Stop emails for this game",
        `Press the button to stop the emails about this game of ${checked.value.game}.`,
        "Stop these emails",
      );
});

mailLinkRoutes.post("/unsubscribe", async (c) => {
  const link = linkOf(c);
  if (!link) return badLink();
  const done = await roomStub(c.env, link.id).unsubscribe(link.token, link.scope, true);
  if (!done.ok) return errorPage(done.error.code, done.error.message, statusOf(done.error.code));
  return page(
    "Unsubscribed",
    `<h1 data-testid="mail-unsubscribed">Unsubscribed</h1><p>${
      link.scope === "all"
        ? "Tavolo will send nothing more to this address."
        : `No more emails about this game of ${esc(done.value.game)}.`
    }</p>`,
  );
});
