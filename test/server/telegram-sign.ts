/**
 * Telegram Mini App init data signed as Telegram signs it (its published algorithm), with a
 * throwaway bot token of the test's own: the server and browser tests' test vectors.
 */

/** A bot token shaped like BotFather's, made up for the tests. */
export const TEST_BOT_TOKEN = "7000000001:AAE-throwaway-test-token-not-a-real-bot";

async function hmac(key: Uint8Array<ArrayBuffer> | string, text: string) {
  const raw = typeof key === "string" ? new TextEncoder().encode(key) : key;
  const k = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", k, new TextEncoder().encode(text)));
}

const hex = (b: Uint8Array) => [...b].map((x) => x.toString(16).padStart(2, "0")).join("");

/**
 * Init data for a user at `authDate` (seconds), with `startParam` when given, signed with
 * `botToken`: `key=value` pairs URL-encoded, as `Telegram.WebApp.initData` carries them.
 */
export async function signInitData(args: {
  userId: number;
  firstName?: string;
  authDate: number;
  startParam?: string;
  botToken?: string;
}): Promise<string> {
  const fields: Record<string, string> = {
    auth_date: String(args.authDate),
    query_id: "AAHdF6IQAAAAAN0XohDhrOrc",
    user: JSON.stringify({
      id: args.userId,
      first_name: args.firstName ?? "Tilde",
      language_code: "en",
    }),
    ...(args.startParam ? { start_param: args.startParam } : {}),
  };
  const check = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join("\n");
  const secret = await hmac("WebAppData", args.botToken ?? TEST_BOT_TOKEN);
  const params = new URLSearchParams(fields);
  params.set("hash", hex(await hmac(secret, check)));
  return params.toString();
}
