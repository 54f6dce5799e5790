/**
 * The routes of slow games over weeks as the page calls them (docs/api.md, "Slow games over
 * weeks"): the nudge, the address's daily summary, my-games keys, "send me links". Refusals
 * become the app's ApiError.
 */
import type { DigestRequest, DigestStatus, ErrorBody, Table } from "../../../src/protocol";
import { ApiError } from "../../api";
import { t } from "../../i18n";

/** One JSON request; `token` is the seat's, when the route needs one. */
export async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        "content-type": "application/json",
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
  } catch {
    throw new ApiError(0, "net/offline", t("err_offline"));
  }
  const data = (await res.json().catch(() => undefined)) as unknown;
  if (!res.ok) {
    const err = (data as ErrorBody | undefined)?.error;
    throw new ApiError(res.status, err?.code ?? `http/${res.status}`, err?.message ?? "");
  }
  return data as T;
}

const g = (id: string) => `/api/games/${encodeURIComponent(id)}`;

/** Sends `seat`, on turn for over a day, one polite reminder. */
export const nudge = (id: string, token: string, seat: number) =>
  request<Table>("POST", `${g(id)}/seats/${seat}/nudge`, undefined, token);

/** How the seat's confirmed address gets its game mail. */
export const getDigest = (id: string, token: string) =>
  request<DigestStatus>("GET", `${g(id)}/mail/digest`, undefined, token);
/** Chooses each-turn emails or a daily summary for the seat's confirmed address. */
export const setDigest = (id: string, token: string, body: DigestRequest) =>
  request<DigestStatus>("PUT", `${g(id)}/mail/digest`, body, token);

/** Turns the seat's automatic protection (a holiday at the deadline) on or off. */
export const autoHoliday = (id: string, token: string, on: boolean) =>
  request<Table>("POST", `${g(id)}/holiday/auto`, { on }, token);
