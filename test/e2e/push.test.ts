/**
 * Web Push and chat webhooks in the browser: the app is installable (manifest,
 * icons, a service worker that never caches API answers); "Notify me on this device" stores
 * this browser's subscription for the seat; the "your turn" push the server sends is read
 * from the development outbox, decrypted here with the subscription's own key (headless
 * Chromium cannot reach a real push service offline, so the page's PushManager is given a
 * subscription made here), delivered to the service worker through CDP
 * (ServiceWorker.deliverPushMessage) and shown as a notification; tapping it sends the tab on
 * this game to the table at that seat. The creator's chat webhook panel, masked. Axe and
 * screenshots at phone and desktop width, light and dark.
 */
import type { BrowserContext, CDPSession } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Table } from "../../src/protocol";
import { decryptAes128gcm, newPushKeys, unb64url } from "../push-crypto";
import { apiMove, settledTable } from "./api-moves";
import {
  baseURL,
  DESKTOP,
  expectAccessible,
  contexts,
  openMore,
  PHONE,
  screenshot,
  watchErrors,
} from "./helpers";
import { pazaakForTwo } from "./api-games";

/** A subscription made here: what the browser's push service would have given. */
async function newSubscription() {
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`,
    ...(await newPushKeys()),
  };
}
type Sub = Awaited<ReturnType<typeof newSubscription>>;

/**
 * Gives the page's PushManager the subscription made here: `subscribe` answers it (keeping
 * the key it was asked for) and `getSubscription` answers it once made.
 */
async function fakePushService(ctx: BrowserContext, sub: Sub): Promise<void> {
  await ctx.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const KEY = "e2e-push-subscribed";
      const make = (serverKey: string) => ({
        endpoint,
        expirationTime: null,
        options: {
          userVisibleOnly: true,
          applicationServerKey: Uint8Array.from(
            atob(serverKey.replace(/-/g, "+").replace(/_/g, "/")),
            (c) => c.charCodeAt(0),
          ).buffer,
        },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          return true;
        },
      });
      // The headless shell the tests run in has no notifications: the permission is granted here.
      Object.defineProperty(Notification, "permission", { get: () => "granted" });
      Notification.requestPermission = async () => "granted";
      PushManager.prototype.subscribe = async function (opts?: PushSubscriptionOptionsInit) {
        const key = opts?.applicationServerKey as string;
        localStorage.setItem(KEY, key);
        return make(key) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        const key = localStorage.getItem(KEY);
        return (key ? make(key) : null) as unknown as PushSubscription | null;
      };
    },
    { endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth },
  );
}

/** A two-player game: Anna (seat 0) created it, Bruno (seat 1) joined. */
function game() {
  return pazaakForTwo("Bruno");
}

/** Plays through the API until a turn of `seat` begins. */
async function untilTurnOf(id: string, tokens: readonly string[], seat: number): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const table = await settledTable(id);
    if (table.outcome) throw new Error("the game ended first");
    const before = table.toAct.includes(seat);
    const next = await apiMove(id, tokens[table.toAct[0]!]!, (mine: Table) => {
      return mine.legal.find((m) => (m as { type: string }).type === "endTurn") ?? mine.legal[0];
    });
    if (!before && next.toAct.includes(seat)) return;
  }
  throw new Error(`no turn of seat ${seat}`);
}

/** The requests the development outbox kept for `url`, once there are `n`. */
async function outbox(
  url: string,
  n: number,
): Promise<{ body: string; headers: Record<string, string> }[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await fetch(`${baseURL()}/dev/outbox?url=${encodeURIComponent(url)}`);
    const { requests } = (await res.json()) as {
      requests: { body: string; headers: Record<string, string> }[];
    };
    if (requests.length >= n) return requests;
    if (Date.now() > deadline) throw new Error(`the outbox holds ${requests.length} of ${n}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The service worker's registration id, from CDP (the domain stays enabled for delivery). */
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", (e) => {
      const reg = e.registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(baseURL()));
      if (reg) resolve(reg.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  return found;
}

const newBrowserContext = contexts();

async function person(opts: { viewport?: typeof PHONE; dark?: boolean; push?: Sub } = {}) {
  const ctx = await newBrowserContext(opts);
  if (opts.push) {
    await ctx.grantPermissions(["notifications"], { origin: baseURL() });
    await fakePushService(ctx, opts.push);
  }
  const page = await ctx.newPage();
  return { ctx, page, errors: watchErrors(page) };
}

describe("the installable app", () => {
  it("has a manifest with 192 and 512 px icons (one maskable) and a service worker", async () => {
    const html = await (await fetch(baseURL() + "/")).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const manifest = (await (await fetch(`${baseURL()}/manifest.webmanifest`)).json()) as {
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest.display).toBe("standalone");
    expect(manifest.start_url).toBe("/");
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of manifest.icons) {
      const res = await fetch(baseURL() + icon.src);
      expect(res.headers.get("content-type")).toBe("image/png");
      const png = new Uint8Array(await res.arrayBuffer());
      const size = Number(icon.sizes.split("x")[0]);
      // PNG IHDR: width and height, big-endian, at bytes 16 and 20.
      const view = new DataView(png.buffer);
      expect([view.getUint32(16), view.getUint32(20)]).toEqual([size, size]);
    }
    const sw = await fetch(`${baseURL()}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get("cache-control")).toBe("no-cache");
  });

  it("the service worker caches the shell and never an API answer", async () => {
    const { id, tokens } = await game();
    const { page, errors } = await person();
    await page.goto(`/g/${id}#seat=${tokens[1]}`);
    await page.locator(".game-page").waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Reloaded under the worker, the page still plays live.
    await page.reload();
    await page.locator(".game-page").waitFor();
    const cached = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const req of await (await caches.open(name)).keys())
          urls.push(new URL(req.url).pathname);
      return urls;
    });
    expect(cached).toContain("/");
    expect(cached.some((u) => /^\/assets\/main-.*\.js$/.test(u))).toBe(true);
    expect(cached.filter((u) => !u.startsWith("/assets/") && u !== "/")).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("notify me on this device", () => {
  it("turns on, receives 'your turn' as a notification, and a tap opens the game at the seat", async () => {
    const { id, tokens } = await game();
    const sub = await newSubscription();
    const { page, errors } = await person({ push: sub });
    await page.goto(`/g/${id}#seat=${tokens[1]}`);
    await page.locator(".game-page").waitFor();
    await openMore(page);
    const toggle = page.getByTestId("push-switch");
    await expect.poll(() => toggle.isEnabled(), { timeout: 30_000 }).toBe(true);
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await expect.poll(() => toggle.isChecked(), { timeout: 30_000 }).toBe(true);
    await expectAccessible(page);
    await page.getByTestId("push-panel").evaluate((e) => e.scrollIntoView({ block: "center" }));
    await screenshot(page, "push-on");

    // Bruno leaves the table (to another page of the game); Anna plays until his turn.
    await page.goto(`/g/${id}/share`);
    await untilTurnOf(id, tokens, 1);
    const [request] = await outbox(sub.endpoint, 1);
    const json = await decryptAes128gcm(sub, unb64url(request!.body));
    const payload = JSON.parse(json) as { title: string; body: string; url: string };
    expect(payload.title).toBe("Your turn in Pazaak");
    expect(payload.url).toBe(`${baseURL()}/g/${id}#seat=${tokens[1]}`);

    // The headless shell cannot show notifications: the worker's showNotification is watched
    // instead (what it is asked to show), then the push service's message is delivered.
    const worker =
      page.context().serviceWorkers()[0] ?? (await page.context().waitForEvent("serviceworker"));
    await worker.evaluate(() => {
      const scope = self as unknown as { registration: object; shown: unknown[] };
      scope.shown = [];
      Object.defineProperty(scope.registration, "showNotification", {
        value: async (title: string, options: unknown) => void scope.shown.push({ title, options }),
      });
    });
    const cdp = await page.context().newCDPSession(page);
    const reg = await registrationId(cdp);
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: baseURL(),
      registrationId: reg,
      data: json,
    });
    const shown = () => worker.evaluate(() => (self as unknown as { shown: unknown[] }).shown);
    await expect.poll(shown, { timeout: 30_000 }).toHaveLength(1);
    const [notification] = (await shown()) as {
      title: string;
      options: { body: string; tag: string; icon: string; data: { url: string } };
    }[];
    expect(notification).toEqual({
      title: payload.title,
      options: {
        body: payload.body,
        tag: `${id}:1`,
        icon: "/icons/icon-192.png",
        badge: "/icons/badge-96.png",
        data: { url: payload.url },
      },
    });

    // The tap: the worker's notificationclick sends this tab of the game to the seat's table.
    await worker.evaluate((url) => {
      const scope = self as unknown as { dispatchEvent(e: Event): boolean };
      const click = Object.assign(new Event("notificationclick"), {
        notification: { data: { url }, close: () => {} },
        waitUntil: (p: Promise<unknown>) => void p,
      });
      scope.dispatchEvent(click);
    }, payload.url);
    await page.waitForURL(`**/g/${id}#seat=${tokens[1]}`);
    await page.locator(`.game-page[data-seat="1"]`).waitFor();
    expect(errors).toEqual([]);
  });

  it("explains a blocked permission, and a spectator has no toggle", async () => {
    const { id, tokens } = await game();
    const { ctx, page } = await person({ viewport: DESKTOP, dark: true });
    // The browser's answer for a blocked site, set in the page before it loads: CDP's
    // Browser.setPermission does not make Notification.permission read "denied" in every
    // Chromium version, and the panel only reads what the page's APIs say.
    await ctx.addInitScript(() => {
      Object.defineProperty(Notification, "permission", { get: () => "denied" });
      Notification.requestPermission = async () => "denied";
      const query = navigator.permissions?.query.bind(navigator.permissions);
      if (query)
        navigator.permissions.query = async (d: PermissionDescriptor) =>
          d.name === "notifications" || (d.name as string) === "push"
            ? ({ state: "denied", name: d.name, onchange: null } as unknown as PermissionStatus)
            : query(d);
    });
    await page.goto(`/g/${id}#seat=${tokens[1]}`);
    await openMore(page);
    await page.getByTestId("push-blocked").waitFor();
    expect(await page.getByTestId("push-switch").isDisabled()).toBe(true);
    await expectAccessible(page);
    await page.getByTestId("push-panel").evaluate((e) => e.scrollIntoView({ block: "center" }));
    await screenshot(page, "push-blocked-dark");
    const watcher = await person();
    await watcher.page.goto(`/g/${id}`);
    await watcher.page.locator(".game-page").waitFor();
    await openMore(watcher.page);
    await watcher.page.getByTestId("more").locator("a, button").first().waitFor();
    expect(await watcher.page.getByTestId("push-panel").count()).toBe(0);
  });
});

describe("chat webhook", () => {
  for (const [viewport, dark] of [
    [PHONE, false],
    [DESKTOP, true],
  ] as const) {
    it(`the creator attaches one, sees it masked, removes it (${viewport.width} px${dark ? ", dark" : ""})`, async () => {
      const { id, tokens } = await game();
      const { page, errors } = await person({ viewport, dark });
      await page.goto(`/g/${id}#seat=${tokens[0]}`);
      await openMore(page);
      const input = page.locator("#webhook-url");
      await input.fill("https://example.org/api/webhooks/1/abc");
      await page.getByTestId("webhook-save").click();
      await expect
        .poll(() => page.getByTestId("webhook-error").textContent(), { timeout: 30_000 })
        .toMatch(/Discord/);
      await expectAccessible(page);
      await page.getByTestId("chat-panel").evaluate((e) => e.scrollIntoView({ block: "center" }));
      await screenshot(page, dark ? "chat-webhook-refused-dark" : "chat-webhook-refused");
      const url = `https://discord.com/api/webhooks/123456789012/e2e_${crypto.randomUUID().replace(/-/g, "")}`;
      await input.fill(url);
      await page.getByTestId("webhook-save").click();
      const status = page.getByTestId("webhook-status");
      await status.waitFor();
      expect(await status.textContent()).toContain(`discord.com/…/${url.slice(-4)}`);
      expect(await page.content()).not.toContain(url.split("/").pop()!);
      await expectAccessible(page);
      await page.getByTestId("chat-panel").evaluate((e) => e.scrollIntoView({ block: "center" }));
      await screenshot(page, dark ? "chat-webhook-dark" : "chat-webhook");
      // The other player has no chat panel.
      const bruno = await person();
      await bruno.page.goto(`/g/${id}#seat=${tokens[1]}`);
      await openMore(bruno.page);
      await bruno.page.getByTestId("mail-panel").waitFor();
      expect(await bruno.page.getByTestId("chat-panel").count()).toBe(0);
      await page.getByTestId("webhook-remove").click();
      await page.locator("#webhook-url").waitFor();
      expect(errors).toEqual([]);
    });
  }
});
