/**
 * One request to the HTTP API (docs/api.md) and its failure, ApiError, with the server's code
 * and (English) message: what every client of the API shares (api.ts, a part's own routes).
 * Apart from api.ts, which knows whether a person is at the page (here.ts): a replay embed only
 * reads a finished game, and carries neither.
 */
import type { ErrorBody, Table } from "../src/protocol";
import { chatHeaders } from "./chat";
import { t } from "./i18n";

/** A refused or failed request: the server's error code and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** For `room/stale-move`: the current table. */
    readonly table?: Table,
  ) {
    super(message);
  }
}

/** One request to the API: the answer, or an ApiError with the server's code. */
export async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  // Inside a chat app, every request says who the user is there (chat.ts).
  const headers: Record<string, string> = { ...chatHeaders(), accept: "application/json" };
  // Every API request that changes something says it is JSON, with or without a body (the
  // server refuses others: a cross-site form cannot act for the visitor).
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
    // Messages made here (not by the server) are UI chrome, so they are translated.
    throw new ApiError(0, "net/offline", t("err_offline"));
  }
  const text = await res.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON: handled below */
  }
  if (!res.ok) {
    const err = (data as ErrorBody | undefined)?.error;
    throw new ApiError(
      res.status,
      err?.code ?? `http/${res.status}`,
      err?.message ?? t("err_http", { status: res.status }),
      (data as ErrorBody | undefined)?.table,
    );
  }
  return data as T;
}

/**
 * A game's API address. The requests that only one lazy part sends live beside it (JoinPage,
 * SeatsPanel, Rematch), not here in every page's first download.
 */
export const gameApi = (id: string) => `/api/games/${encodeURIComponent(id)}`;
