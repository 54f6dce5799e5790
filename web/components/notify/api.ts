/**
 * A seat's channel and slow-game routes as the page calls them: a seat's address, holiday, resign and the choice
 * about an absent player (docs/api.md). Refusals become the app's ApiError.
 */
import type {
  ErrorBody,
  MailStatus,
  PushKeyResponse,
  PushStatus,
  Table,
  WebhookStatus,
} from "../../../src/protocol";
import { ApiError, request } from "../../api";
import { t } from "../../i18n";

/** One JSON request through the app's (web/api.ts), the seat's token before the body. */
const send = <T>(method: string, path: string, token: string, body?: unknown): Promise<T> =>
  request<T>(method, path, body, token);

const g = (id: string) => `/api/games/${encodeURIComponent(id)}`;

/** Gives the seat's address for this game (a confirmation email follows). */
export const setMail = (id: string, token: string, address: string, lang: string) =>
  send<MailStatus>("PUT", `${g(id)}/mail`, token, { address, lang });
/** Sends the seat's unconfirmed address its confirmation link again (rate-limited). */
export const resendMail = (id: string, token: string) =>
  send<MailStatus>("POST", `${g(id)}/mail/resend`, token);
/** Mails the seat's confirmed address a link that sends its data or forgets it everywhere. */
export const askMyData = (id: string, token: string, what: "export" | "forget") =>
  send<{ sent: true }>("POST", `${g(id)}/mail/my-data`, token, { what });
/** Removes the seat's address. */
export const removeMail = (id: string, token: string) =>
  send<MailStatus>("DELETE", `${g(id)}/mail`, token);
/** Starts (1–7 days) or ends (0) the seat's holiday. */
export const holiday = (id: string, token: string, days: number) =>
  send<Table>("POST", `${g(id)}/holiday`, token, { days });
/** Resigns the game. */
export const resign = (id: string, token: string) => send<Table>("POST", `${g(id)}/resign`, token);
/** Decides about a player whose time ran out. */
export const absent = (id: string, token: string, seat: number, choice: "computer" | "claim") =>
  send<Table>("POST", `${g(id)}/seats/${seat}/absent`, token, { choice });

// ---------------------------------------------------------------- push and chat webhooks

/** The server's VAPID public key; a 503 `push/unavailable` when push is not set up. */
export async function pushKey(): Promise<string> {
  let res: Response;
  try {
    res = await fetch("/api/push/key", { cache: "no-store" });
  } catch {
    throw new ApiError(0, "net/offline", t("err_offline"));
  }
  const data = (await res.json().catch(() => undefined)) as
    (PushKeyResponse & Partial<ErrorBody>) | undefined;
  if (!res.ok || !data?.publicKey)
    throw new ApiError(
      res.status,
      data?.error?.code ?? `http/${res.status}`,
      data?.error?.message ?? "",
    );
  return data.publicKey;
}
/** Stores this device's push subscription for the seat. */
export const addPush = (
  id: string,
  token: string,
  subscription: PushSubscriptionJSON,
  lang: string,
) => send<PushStatus>("PUT", `${g(id)}/push`, token, { ...subscription, lang });
/** Removes a device of the seat. */
export const removePush = (id: string, token: string, device: string) =>
  send<PushStatus>("DELETE", `${g(id)}/push/${device}`, token);
/** Attaches the game's chat webhook (the creator). */
export const setWebhook = (id: string, token: string, url: string, lang: string) =>
  send<WebhookStatus>("PUT", `${g(id)}/webhook`, token, { url, lang });
/** Removes the game's chat webhook (the creator). */
export const removeWebhook = (id: string, token: string) =>
  send<WebhookStatus>("DELETE", `${g(id)}/webhook`, token);
