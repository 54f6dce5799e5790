// The pages behind an email's links speak the language stored with the address (en, it, nl),
// a wrong link the browser's; and the development mailbox answers 404 unless DEV_MAILBOX is on.
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/server/index";
import { browserLang } from "../../src/server/mail/link-words";
import { call, ORIGIN, twoPlayerGame } from "./helpers";
import { freshAddress, inbox, linkIn, open } from "./mail-helpers";

/** Gives `address` in `lang` for the seat of `token`; the confirmation link it was sent. */
async function give(id: string, token: string, address: string, lang: string): Promise<string> {
  const given = await call("PUT", `/api/games/${id}/mail`, { token, body: { address, lang } });
  expect(given.status, given.text).toBe(200);
  return linkIn((await inbox(address))[0]!.text, "/mail/confirm");
}

describe("confirmation and unsubscribe pages", () => {
  it("speak Italian to an address given in Italian, from the first page to a reused link", async () => {
    const { id, tokens } = await twoPlayerGame();
    const link = await give(id, tokens[0], freshAddress(), "it");
    const ask = await open(link);
    expect(ask.status).toBe(200);
    expect(ask.text).toContain('<html lang="it">');
    expect(ask.text).toContain("Conferma il mio indirizzo");
    const done = await open(link, "POST");
    expect(done.text).toContain("Indirizzo confermato");
    // Used: the GET page already says so (no button to press), in Italian.
    const again = await open(link);
    expect(again.status).toBe(410);
    expect(again.text).toContain("già confermato");
    expect(again.text).toContain("mail/link-used");
    expect(again.text).not.toContain("<form");
  });

  it("speak Dutch on the unsubscribe pages of an address given in Dutch", async () => {
    const { id, tokens } = await twoPlayerGame();
    const address = freshAddress();
    await open(await give(id, tokens[1], address, "nl"), "POST");
    const header = (await inbox(address))[0]!.headers["List-Unsubscribe"]!;
    const game = /<(http[^>]*scope=game)>/.exec(header)![1]!;
    const ask = await open(game);
    expect(ask.text).toContain('<html lang="nl">');
    expect(ask.text).toContain("Stop deze e-mails");
    const all = await open(game.replace("scope=game", "scope=all"));
    expect(all.text).toContain("Geen e-mails meer");
    const done = await open(game, "POST");
    expect(done.text).toContain("Afgemeld");
  });

  it("answer a wrong link in the browser's language", async () => {
    const res = await worker.fetch(
      new Request(`${ORIGIN}/mail/confirm?g=nothing-here-123&t=${"A".repeat(24)}`, {
        headers: { "Accept-Language": "fr-FR, nl;q=0.8, en;q=0.5" },
      }),
      env,
      createExecutionContext(),
    );
    const text = await res.text();
    expect(res.status).toBe(404);
    expect(text).toContain('<html lang="nl">');
    expect(text).toContain("Deze link is niet geldig.");
    expect(browserLang(undefined)).toBe("en");
    expect(browserLang("it-IT,it;q=0.9")).toBe("it");
    expect(browserLang("de, nl;q=0")).toBe("en");
  });
});

describe("the development mailbox", () => {
  it("answers 404 at /dev/mail and /dev/mail/{n} unless DEV_MAILBOX is on", async () => {
    // One message, so /dev/mail/1 exists while the mailbox is on.
    const { id, tokens } = await twoPlayerGame();
    await give(id, tokens[0], freshAddress(), "en");
    const fetchWith = async (path: string, e: typeof env) => {
      // The development pages answer only this machine (dev-routes.test.ts checks the rest).
      const res = await worker.fetch(
        new Request(`http://127.0.0.1:8787${path}`),
        e,
        createExecutionContext(),
      );
      return { status: res.status, text: await res.text() };
    };
    const off = { ...env, DEV_MAILBOX: undefined } as unknown as typeof env;
    const other = { ...env, DEV_MAILBOX: "yes" } as unknown as typeof env;
    for (const path of ["/dev/mail", "/dev/mail/1", "/dev/mail?to=x%40example.org"]) {
      expect((await fetchWith(path, env)).status, path).toBe(200);
      for (const e of [off, other]) {
        const answer = await fetchWith(path, e);
        expect(answer.status, path).toBe(404);
        expect(answer.text).not.toContain("@example.org");
      }
    }
  });
});
