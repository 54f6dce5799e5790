/**
 * The routes of slow games over weeks as the page calls them (docs/api.md, "Slow games over
 * weeks"): the nudge, the address's daily summary, my-games keys, "send me links". Refusals
 * become the app's ApiError.
 */
import type { DigestRequest, DigestStatus, Table } from "../../../src/protocol";
import { request } from "../../api";

/** One JSON request (the app's, web/api.ts); `token` is the seat's, when the route needs one. */
export { request };

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
