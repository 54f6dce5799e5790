/**
 * The chat apps' part of the configuration check (config-check.ts): a half-configured app says
 * which variable is missing or malformed. An app left wholly unset is no problem: it is off.
 */
import { publicKeyBytes } from "../chat/discord";
import type { Env } from "../env";
import type { Problem } from "./config-check";
import { telegramAppUrl } from "./chat-links";

/** What is wrong with the Telegram and Discord variables. */
export function chatProblems(env: Env): Problem[] {
  const problems: Problem[] = [];
  const warn = (code: string, message: string) =>
    problems.push({ code, severity: "warning", message });
  if ((env.TELEGRAM_BOT_USERNAME || env.TELEGRAM_APP_NAME) && !telegramAppUrl(env))
    warn(
      "config/telegram-link",
      "TELEGRAM_BOT_USERNAME and TELEGRAM_APP_NAME must both be set (letters, digits, _): share pages offer no Telegram link.",
    );
  const discord = [env.DISCORD_APPLICATION_ID, env.DISCORD_PUBLIC_KEY, env.DISCORD_SEAT_SECRET];
  if (discord.some(Boolean)) {
    if (!/^\d{1,20}$/.test(env.DISCORD_APPLICATION_ID?.trim() ?? ""))
      warn(
        "config/discord-application",
        "DISCORD_APPLICATION_ID is unset or not an application id: the Discord Activity cannot start.",
      );
    if (!publicKeyBytes(env.DISCORD_PUBLIC_KEY))
      warn(
        "config/discord-public-key",
        "DISCORD_PUBLIC_KEY is unset or not 64 hex digits (the Developer Portal's Public Key): /discord refuses everyone.",
      );
    if (!env.DISCORD_SEAT_SECRET?.trim())
      warn(
        "config/discord-secret",
        "The DISCORD_SEAT_SECRET secret is unset: /discord says it is not set up. Set a long random value.",
      );
  }
  return problems;
}
