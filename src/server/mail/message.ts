/**
 * One outgoing email as every transport receives it, and the checks that keep a message safe
 * to put in headers: an address is a plain `local@domain` with no spaces or line breaks, and a
 * header value never holds CR or LF (no header injection, whatever a player typed).
 */

/** An email ready to send: one recipient, a subject, text and HTML bodies, extra headers. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Threading and unsubscribe headers (Message-ID, In-Reply-To, References, List-*). */
  headers: Record<string, string>;
}

/** Longest address accepted (RFC 5321's path limit). */
export const MAX_ADDRESS_LENGTH = 254;

/**
 * Whether `address` is an email address we are willing to write into a `To:` header: one `@`,
 * a dotted domain, printable ASCII or letters beyond it, no spaces, quotes, angle brackets,
 * commas or control characters (so nothing can add a recipient or a header).
 */
export function isAddress(address: string): boolean {
  if (address.length > MAX_ADDRESS_LENGTH) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f"<>(),;:\\[\]]/.test(address)) return false;
  return /^[^@]{1,64}@[^@.]+(\.[^@.]+)+$/.test(address);
}

/** An address in the one form it is stored, compared and hashed in: trimmed, lower case. */
export function normalizeAddress(address: string): string {
  return address.trim().toLowerCase();
}

/** A header value with line breaks and other control characters turned into spaces. */
export function headerSafe(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

/** Throws if any header (or the subject) of `msg` could start a new header line. */
export function assertHeaderSafe(msg: MailMessage): void {
  const values = [msg.to, msg.subject, ...Object.keys(msg.headers), ...Object.values(msg.headers)];
  if (values.some((v) => /[\r\n]/.test(v))) throw new Error("header value with a line break");
  if (!isAddress(msg.to)) throw new Error("recipient is not a plain address");
}
