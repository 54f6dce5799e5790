/**
 * The Mailer: the one way the server sends email, and the choice of transport. Which transport
 * runs is configuration only (README, "Deploy"):
 *
 * 1. `DEV_MAILBOX = "on"` (a variable; `npm start` sets it): the development mailbox keeps
 *    every message and shows it at /dev/mail. Nothing leaves the machine.
 * 2. a `RESEND_API_KEY` secret: Resend's HTTP API.
 * 3. otherwise the `EMAIL` send_email binding of wrangler.toml (Cloudflare Email Service).
 */
import type { Env } from "../env";
import { bindingMailer } from "./binding";
import { devMailer } from "./dev-mailbox";
import { assertHeaderSafe, type MailMessage } from "./message";
import { resendMailer } from "./resend";

/** Sends one message; throws if the transport refused it. */
export interface Mailer {
  /** The transport's name, for logs (never an address). */
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

/** The sender address: `MAIL_FROM`, or a placeholder that only the dev mailbox accepts. */
export function fromAddress(env: Env): string {
  return env.MAIL_FROM ?? "tavolo@localhost.invalid";
}

/** Whether the development mailbox is on (and /dev/mail answers). */
export function devMailboxOn(env: Env): boolean {
  return env.DEV_MAILBOX === "on";
}

/** The configured transport, or null when none is (then nothing is ever sent). */
export function chooseMailer(env: Env): Mailer | null {
  const inner = devMailboxOn(env)
    ? devMailer(env)
    : env.RESEND_API_KEY
      ? resendMailer(env.RESEND_API_KEY, fromAddress(env))
      : env.EMAIL
        ? bindingMailer(env.EMAIL, fromAddress(env))
        : null;
  if (!inner) return null;
  return {
    name: inner.name,
    // Checked here once for every transport: no header line breaks, a plain recipient.
    send: (message) => {
      assertHeaderSafe(message);
      return inner.send(message);
    },
  };
}
