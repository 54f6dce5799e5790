/**
 * The configuration check: what this deployment lacks or has switched on that it must not, for
 * a request to a given address. `/status` shows it (status.ts) and the first request of every
 * isolate logs it (app.ts), so an operator sees a missing PUBLIC_URL, mail transport or push
 * key pair, whether reports are emailed (OPERATOR_EMAIL), or a DEV_* switch on a public host, without waiting for the first failed email.
 * Problems are errors on a public host; on this machine (`npm start`) most are only warnings.
 */
import type { Env } from "../env";
import { replyBase } from "../mail/inbound/address";
import { chooseMailer } from "../mail/mailer";
import { loopbackHost, publicOrigin, servedOrigin } from "../origin";
import { outboxOn } from "../outbox/dev-outbox";
import { jwkOf } from "../push/vapid";
import { operatorAddress } from "../reports";
import { chatProblems } from "./chat-config";

/** One thing wrong with the configuration. */
export interface Problem {
  /** `config/…`: what is wrong. */
  code: string;
  /** `error`: the site is not ready (/status answers 503); `warning`: it works, with less. */
  severity: "error" | "warning";
  /** One sentence: what is wrong and what to set. */
  message: string;
}

/** The development switches, each on or off. */
export const SWITCHES = ["DEV_MAILBOX", "DEV_OUTBOX", "DEV_BENCH"] as const;

/** What the configuration gives, for a request to one address (no secret, no address). */
export interface ConfigReport {
  /** The public URL links are made on, or null when it is unset. */
  publicUrl: string | null;
  /** Where links come from: PUBLIC_URL, the request's own served origin, or nowhere (421). */
  links: "public-url" | "request-origin" | "refused";
  /** The mail transport's name (`send_email`, `resend`, `dev-mailbox`), or null. */
  mail: string | null;
  /** Whether replies to "your turn" emails are taken (REPLY_ADDRESS, or the dev mailbox's). */
  replies: boolean;
  /** Where the VAPID keys come from, or null when push is off. */
  push: "secrets" | "dev-outbox" | null;
  /**
   * Where reports of a table go: `email` (OPERATOR_EMAIL is set, and a transport), else
   * `stored` (kept with the game and in the bucket only).
   */
  reports: "email" | "stored";
  /** Each development switch: true when "on". */
  switches: Record<(typeof SWITCHES)[number], boolean>;
  problems: Problem[];
}

// Domains reserved for examples and tests (RFC 2606, RFC 6761): no mail is delivered there.
const RESERVED = /(^|\.)(example|invalid|test|localhost)$|^example\.(com|net|org)$/i;

/** Whether MAIL_FROM is an address the world can receive mail from. */
function realSender(from: string | undefined): boolean {
  const domain = from?.split("@")[1]?.trim();
  return Boolean(domain && !RESERVED.test(domain));
}

/** Where the VAPID keys come from, as vapidKeys (push/keys.ts) will find them. */
function pushSource(env: Env): ConfigReport["push"] {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    try {
      jwkOf(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY);
      return "secrets";
    } catch {
      return null;
    }
  }
  return outboxOn(env) ? "dev-outbox" : null;
}

/** The configuration as seen by a request to `url`. */
export function checkConfig(env: Env, url: string): ConfigReport {
  const { hostname, origin } = new URL(url);
  const local = loopbackHost(hostname);
  const needed = local ? "warning" : "error";
  const problems: Problem[] = [];
  const publicUrl = publicOrigin(env);
  if (env.PUBLIC_URL && !publicUrl)
    problems.push({
      code: "config/bad-public-url",
      severity: "error",
      message: "PUBLIC_URL is not an http(s) address: set it to the site's address.",
    });
  const links = publicUrl ? "public-url" : servedOrigin(env, origin) ? "request-origin" : "refused";
  if (links === "refused")
    problems.push({
      code: "config/no-public-url",
      severity: "error",
      message: `PUBLIC_URL is unset and ${hostname} is not in ORIGINS: creating, joining and claiming answer 421. Set PUBLIC_URL to the site's address.`,
    });
  else if (!publicUrl && !local)
    problems.push({
      code: "config/no-public-url",
      severity: "warning",
      message: "PUBLIC_URL is unset: links follow the request's address (ORIGINS). Set PUBLIC_URL.",
    });
  const mailer = chooseMailer(env);
  const mail = mailer?.name ?? null;
  if (!mailer)
    problems.push({
      code: "config/no-mail",
      severity: needed,
      message:
        "No mail transport: bind EMAIL (send_email) or set RESEND_API_KEY; no email is sent.",
    });
  else if (mail !== "dev-mailbox" && !realSender(env.MAIL_FROM))
    problems.push({
      code: "config/no-mail-from",
      severity: needed,
      message:
        "MAIL_FROM is unset or on a reserved domain: set it to an address on your sending domain.",
    });
  const push = pushSource(env);
  if (!push)
    problems.push({
      code: "config/no-push-keys",
      severity: needed,
      message: env.VAPID_PUBLIC_KEY
        ? "VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are malformed: push is off. Make a pair with npm run vapid-keys."
        : "VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not set: push is off. Make a pair with npm run vapid-keys.",
    });
  problems.push(...chatProblems(env));
  const switches = Object.fromEntries(
    SWITCHES.map((name) => [name, env[name] === "on"]),
  ) as ConfigReport["switches"];
  const on = SWITCHES.filter((name) => switches[name]);
  if (on.length > 0 && !local)
    problems.push({
      code: "config/dev-switch",
      severity: "error",
      message: `${on.join(", ")} ${on.length > 1 ? "are" : "is"} on while served on ${hostname}: mail, pushes or probes stay on the server. Unset ${on.length > 1 ? "them" : "it"}.`,
    });
  return {
    publicUrl,
    links,
    mail,
    replies: replyBase(env) !== null,
    push,
    reports: mailer && operatorAddress(env) ? "email" : "stored",
    switches,
    problems,
  };
}
