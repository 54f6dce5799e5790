/**
 * Transport: Resend's HTTP API (`POST https://api.resend.com/emails`), a plain fetch. Used when
 * the `RESEND_API_KEY` secret is set.
 */
import type { Mailer } from "./mailer";
import type { MailMessage } from "./message";

/** A Mailer over Resend with API key `key`, sending from `from`. */
export function resendMailer(key: string, from: string): Mailer {
  return {
    name: "resend",
    async send(msg: MailMessage): Promise<void> {
      const res = await fetch("https://api.resend.com/emails", {
        method: "POST",
        headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          from: `Tavolo <${from}>`,
          to: [msg.to],
          subject: msg.subject,
          text: msg.text,
          html: msg.html,
          headers: msg.headers,
        }),
      });
      // The body may echo the address: only the status goes into the error (and the log).
      if (!res.ok) throw new Error(`resend answered ${res.status}`);
    },
  };
}
