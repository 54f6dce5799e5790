/**
 * Transport: Cloudflare's `send_email` binding in its builder form, which builds the MIME
 * message itself (no MIME library in the bundle). The production default.
 */
import type { Mailer } from "./mailer";
import type { MailMessage } from "./message";

/** A Mailer over the `EMAIL` binding, sending from `from`. */
export function bindingMailer(binding: SendEmail, from: string): Mailer {
  return {
    name: "send_email",
    async send(msg: MailMessage): Promise<void> {
      await binding.send({
        from: { name: "Tavolo", email: from },
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html,
        headers: msg.headers,
      });
    },
  };
}
