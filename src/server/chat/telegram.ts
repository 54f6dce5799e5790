/**
 * Telegram Mini App init data, checked by Telegram's published algorithm: secret =
 * HMAC-SHA256(key "WebAppData", bot token); the hash is hex HMAC-SHA256(key secret, every other
 * field as `key=value`, sorted by key, joined by newlines), compared in constant time; init
 * data older than MAX_AGE_MS is refused. What it answers (the user, the start parameter) comes
 * only from data that passed the check.
 */
import { fail, ok, type RoomResult } from "../errors";
import { hex } from "../../digest";
import { sameDigest } from "../security";
import { hmac, type ChatUser } from "./seat-token";

/** Init data older than this is refused: a day, long enough for a Mini App left open. */
export const MAX_AGE_MS = 86_400_000;
/** Longest init data accepted (Telegram's is well under 2 KB). */
const MAX_LENGTH = 4096;

/** What validated init data says. */
export interface TelegramInit {
  user: ChatUser;
  /** `start_param` (the link's `startapp`), or null. */
  startParam: string | null;
  /** When Telegram signed it, ms since the epoch. */
  authDate: number;
}

const BAD =
  "This did not come from Telegram (its signature does not match): open Tavolo from Telegram again.";

/** Checks `initData` (the Mini App's `Telegram.WebApp.initData`) against `botToken` at `now`. */
export async function verifyInitData(
  initData: string,
  botToken: string,
  now: number,
): Promise<RoomResult<TelegramInit>> {
  if (initData.length > MAX_LENGTH) return fail("telegram/bad-init-data", BAD);
  const fields = new URLSearchParams(initData);
  const hash = fields.get("hash");
  if (!hash || !/^[0-9a-f]{64}$/.test(hash)) return fail("telegram/bad-init-data", BAD);
  const keys: string[] = [];
  fields.forEach((_, k) => keys.push(k));
  // A field given twice would be read one way here and may be signed another: refused.
  if (new Set(keys).size !== keys.length) return fail("telegram/bad-init-data", BAD);
  const check = keys
    .filter((k) => k !== "hash")
    .sort()
    .map((k) => `${k}=${fields.get(k)}`)
    .join("\n");
  const secret = await hmac("WebAppData", botToken);
  if (!sameDigest(hex(await hmac(secret, check)), hash)) return fail("telegram/bad-init-data", BAD);
  const authDate = Number(fields.get("auth_date")) * 1000;
  if (!Number.isFinite(authDate) || authDate <= 0) return fail("telegram/bad-init-data", BAD);
  if (now - authDate > MAX_AGE_MS)
    return fail(
      "telegram/expired",
      "This Telegram session is more than a day old: close Tavolo in Telegram and open it again.",
    );
  const user = userOf(fields.get("user"));
  if (!user) return fail("telegram/bad-init-data", "Telegram did not say who you are.");
  return ok({ user, startParam: fields.get("start_param"), authDate });
}

/** The user of the `user` field (JSON, signed with the rest), or null. */
function userOf(raw: string | null): ChatUser | null {
  let data: unknown;
  try {
    data = raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null) return null;
  const { id, first_name, username } = data as Record<string, unknown>;
  if (typeof id !== "number" || !Number.isSafeInteger(id)) return null;
  const name = typeof first_name === "string" && first_name.trim() ? first_name : username;
  return {
    provider: "telegram",
    id: String(id),
    name: (typeof name === "string" ? name.trim() : "").slice(0, 40) || "Telegram",
  };
}

/** What a `startapp` value opens: a game (`g_<id>`), a seat's invite (`j_<id>_<invite>`), or nothing. */
export type StartTarget = { game: string; invite?: string } | null;

/** Reads a `start_param`. Game ids are 16 characters (security.ts), so `_` inside one is fine. */
export function startTarget(param: string | null): StartTarget {
  if (!param) return null;
  const game = /^g_([A-Za-z0-9_-]{16})$/.exec(param);
  if (game?.[1]) return { game: game[1] };
  const join = /^j_([A-Za-z0-9_-]{16})_([A-Za-z0-9_-]{22,64})$/.exec(param);
  if (join?.[1] && join[2]) return { game: join[1], invite: join[2] };
  return null;
}
