/**
 * Table talk's routes as the panel calls them (docs/api.md, "Table talk"): reading, posting a
 * message or a reaction, the creator's settings. Refusals become the app's ApiError with the
 * server's words.
 */
import type {
  TalkMessage,
  TalkRequest,
  TalkResponse,
  TalkSettingsRequest,
} from "../../../src/talk";
import { request } from "../../api";

/** One JSON request through the app's (web/api.ts), the seat's token before the body. */
const send = <T>(method: string, path: string, token?: string, body?: unknown): Promise<T> =>
  request<T>(method, path, body, token);

const g = (id: string) => `/api/games/${encodeURIComponent(id)}/talk`;

/** What the reader may read (`talk/closed` for a spectator the creator does not let read). */
export function readTalk(id: string, token?: string): Promise<TalkResponse> {
  return send("GET", g(id), token);
}

/** Posts a message or a reaction. */
export function postTalk(id: string, token: string, body: TalkRequest): Promise<TalkMessage> {
  return send("POST", g(id), token, body);
}

/** The creator's settings: spectators may read, a seat muted. */
export function setTalk(
  id: string,
  token: string,
  body: TalkSettingsRequest,
): Promise<TalkResponse> {
  return send("PUT", `${g(id)}/settings`, token, body);
}
