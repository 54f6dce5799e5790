/**
 * "Notify me on this device": turns Web Push on or off for the reader's seat on this
 * browser. Shown only where the browser can do it (a service worker and the Push API). The
 * browser has one subscription for the site; each game stores it for its seat, and knows this
 * device by the digest of its endpoint (the server never sends the endpoint back). A denied
 * permission is explained: only the browser's site settings can undo it.
 */
import { useEffect, useState } from "preact/hooks";
import type { Table } from "../../../src/protocol";
import { ApiError } from "../../api";
import { lang, t } from "../../i18n";
import { addPush, pushKey, removePush } from "./api";
import switchCss from "../../styles/switch.css?inline";
import { adoptStyles } from "../../styles/adopt";
import { ErrorNote } from "../ErrorNote";
import { sha256Hex } from "../../../src/digest";
import { Switch } from "../Switch";
import { inDiscord } from "../../chat";

// Rank 1, the game page's layout: before the table parts and the pages' own sheets.
adoptStyles(switchCss, 1);

/** Whether this browser can receive push messages at all (never inside Discord: no worker). */
export function pushSupported(): boolean {
  if (inDiscord()) return false;
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** The device id of a subscription: 16 hex digits of its endpoint's SHA-256 (as the server). */
async function deviceOf(endpoint: string): Promise<string> {
  return (await sha256Hex(endpoint)).slice(0, 16);
}

function b64url(buf: ArrayBuffer | null): string {
  if (!buf) return "";
  return btoa(String.fromCharCode(...new Uint8Array(buf)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The site's push subscription for `key`, made if needed (one made for an older key is replaced). */
async function subscription(key: string): Promise<PushSubscription> {
  await navigator.serviceWorker.register("/sw.js");
  const reg = await navigator.serviceWorker.ready;
  const old = await reg.pushManager.getSubscription();
  if (old && b64url(old.options.applicationServerKey) === key) return old;
  if (old) await old.unsubscribe();
  return reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** The toggle of the reader's seat. */
export function PushToggle({ id, token, table }: { id: string; token: string; table: Table }) {
  // This browser's device id (null: no subscription yet; undefined: still looking).
  const [device, setDevice] = useState<string | null | undefined>(undefined);
  const [devices, setDevices] = useState<string[]>(table.push?.devices ?? []);
  const [permission, setPermission] = useState(Notification.permission);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  // The table is the truth (it follows every change, from any device).
  const shown = JSON.stringify(table.push?.devices ?? []);
  useEffect(() => setDevices(table.push?.devices ?? []), [shown]);
  useEffect(() => {
    void navigator.serviceWorker
      .getRegistration()
      .then((reg) => reg?.pushManager.getSubscription())
      .then(async (sub) => setDevice(sub ? await deviceOf(sub.endpoint) : null))
      .catch(() => setDevice(null));
  }, []);

  const on = !!device && devices.includes(device);
  const blocked = permission === "denied";

  const turnOn = async () => {
    const answer = await Notification.requestPermission();
    setPermission(answer);
    if (answer !== "granted") {
      if (answer !== "denied") setError(t("push_not_granted"));
      return;
    }
    const sub = await subscription(await pushKey());
    const status = await addPush(id, token, sub.toJSON(), lang.value);
    setDevice(await deviceOf(sub.endpoint));
    setDevices(status.devices);
  };
  const turnOff = async () => {
    if (!device) return;
    setDevices((await removePush(id, token, device)).devices);
  };

  const toggle = async (want: boolean) => {
    setBusy(true);
    setError("");
    try {
      await (want ? turnOn() : turnOff());
    } catch (e) {
      const message =
        e instanceof ApiError ? e.message : e instanceof Error ? e.message : String(e);
      setError(t("push_failed", { error: message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div class="push-toggle" data-testid="push-toggle">
      <Switch
        testid="push-switch"
        hint="push-help"
        checked={on}
        disabled={busy || device === undefined || (blocked && !on)}
        label={t("push_label")}
        onChange={(next) => void toggle(next)}
      />
      <p id="push-help" class="muted small">
        {t("push_help")}
      </p>
      {blocked && (
        <p class="notice" role="status" data-testid="push-blocked">
          {t("push_blocked")}
        </p>
      )}
      <ErrorNote error={error} />
    </div>
  );
}
