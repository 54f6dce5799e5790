/**
 * Table talk's routes as the panel calls them (docs/api.md, "Table talk"): reading, posting a
 * message or a reaction, the creator's settings. Refusals become the app's ApiError with the
 * server's words.
 */
import type { ErrorBody } from "../../../src/protocol";
import type {
  TalkMessage,
  TalkRequest,
  TalkResponse,
  TalkSettingsRequest,
} from "../../../src/talk";
import { ApiError } from "../../api";
import { t } from "../../i18n";

async function send<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (method !== "GET") headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
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
