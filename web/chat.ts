/**
 * Who the user is in a chat app, as the app's entry page learnt it (the Telegram Mini App's init
 * data; a Discord Activity's alike): headers every API request of this page then carries
 * (api.ts), so creating a game or taking a seat binds it to the chat user on the server. Kept
 * in memory for the page's life only: it is a credential, if a short-lived one.
 */
let identity: Record<string, string> = {};

/**
 * Whether this page runs inside a Discord Activity: served through Discord's proxy
 * (`<application id>.discordsays.com`) or opened at its entry page. Such a page registers no
 * service worker (Discord's frame is no place for an installed app or push; turn notices go
 * by email or a chat webhook).
 */
export function inDiscord(): boolean {
  return location.hostname.endsWith(".discordsays.com") || location.pathname === "/discord";
}

/** Sets the headers that name the chat user (the entry page, once it has them). */
export function setChatIdentity(headers: Record<string, string>): void {
  identity = { ...headers };
}

/** The headers that name the chat user, or none outside a chat app. */
export function chatHeaders(): Record<string, string> {
  return identity;
}
