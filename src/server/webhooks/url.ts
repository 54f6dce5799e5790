/**
 * Which chat webhook addresses a game may have: Discord's and Slack's incoming webhooks only,
 * over https, in their documented shapes. Anything else is refused, so attaching a webhook is
 * never a way to make the server call another address. The address is a secret (anyone with it
 * can post to the channel): once stored it is only ever shown masked.
 */

/** The chat services a webhook may post to. */
export type ChatService = "discord" | "slack";

const DISCORD_HOSTS = ["discord.com", "discordapp.com", "ptb.discord.com", "canary.discord.com"];
const DISCORD_PATH = /^\/api(?:\/v\d{1,2})?\/webhooks\/\d{5,25}\/[A-Za-z0-9_-]{20,100}$/;
const SLACK_PATH = /^\/services\/[A-Z0-9]{5,20}\/[A-Z0-9]{5,20}\/[A-Za-z0-9]{16,40}$/;

/** The service of a webhook address, or null when it is not one the server posts to. */
export function chatService(address: string): ChatService | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  // No query or fragment: the documented addresses have none, and nothing else rides along.
  if (url.search || url.hash) return null;
  const host = url.hostname.toLowerCase();
  if (DISCORD_HOSTS.includes(host) && DISCORD_PATH.test(url.pathname)) return "discord";
  if (host === "hooks.slack.com" && SLACK_PATH.test(url.pathname)) return "slack";
  return null;
}

/** The address as it is shown back: the host and the last four characters ("discord.com/…/abcd"). */
export function masked(address: string): string {
  const url = new URL(address.trim());
  return `${url.hostname}/…/${url.pathname.slice(-4)}`;
}

/** The address in the one form it is stored and posted to. */
export function normalized(address: string): string {
  const url = new URL(address.trim());
  return `https://${url.hostname.toLowerCase()}${url.pathname}`;
}
