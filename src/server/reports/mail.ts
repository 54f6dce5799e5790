/**
 * A report to the operator's address (`OPERATOR_EMAIL`), through the server's one mail
 * transport (the development mailbox locally): the snapshot in plain words and, at its end, as
 * JSON, so it can be kept or compared with the bucket's copy by its digest. In English: it is
 * read by whoever runs the server. Nothing is sent when no address or transport is configured;
 * a refusal is logged (`mail.failed`, kind `report`), never thrown.
 */
import type { Env } from "../env";
import { logFailure } from "../log";
import { chooseMailer } from "../mail/mailer";
import { headerSafe, isAddress } from "../mail/message";
import { esc } from "../mail/page";
import { metrics } from "../metrics";
import type { ReportSnapshot } from "./snapshot";

/** The operator's address, when one is set and well formed; else null (reports are kept only). */
export function operatorAddress(env: Env): string | null {
  const to = env.OPERATOR_EMAIL?.trim() ?? "";
  return isAddress(to) ? to : null;
}

/** The snapshot as lines of plain text. */
function lines(s: ReportSnapshot, origin: string, number: number): string[] {
  const who =
    s.reporter.kind === "seat" ? `seat ${s.reporter.seat + 1} (${s.reporter.name})` : "a spectator";
  const talk = s.talk.map(
    (l) =>
      `  #${l.id} ${new Date(l.at).toISOString()} ${l.name}: ${l.reaction ? `[${l.reaction}]` : l.text.replace(/\s*\n\s*/g, " / ")}`,
  );
  return [
    `Game ${s.game} (${s.gameKind}) was reported by ${who} at ${new Date(s.at).toISOString()}.`,
    `Reason: ${s.reason}`,
    `Their words: ${s.words || "(none)"}`,
    `Report number ${number} of this game. Players: ${s.seats.map((p) => `${p.seat + 1} ${p.name}${p.computer ? " (computer)" : ""}`).join(", ")}.`,
    `Talk (the last ${s.talk.length} lines; spectators ${s.talkSettings.spectators ? "may" : "may not"} read):`,
    ...(talk.length ? talk : ["  (nothing said)"]),
    `Look it up: curl -H "Authorization: Bearer $OPERATOR_TOKEN" ${origin}/api/operator/games/${s.game}`,
    `Seal (SHA-256): ${s.digest}`,
  ];
}

/** Mails report `number` of a game to the operator; true when the transport took it. */
export async function mailReport(
  env: Env,
  s: ReportSnapshot,
  number: number,
  origin: string,
): Promise<boolean> {
  const to = operatorAddress(env);
  const mailer = chooseMailer(env);
  if (!to || !mailer) return false;
  const text = lines(s, origin, number);
  const json = JSON.stringify(s, null, 2);
  try {
    await mailer.send({
      to,
      subject: headerSafe(`Tavolo: game ${s.game} reported (${s.reason})`),
      text: `${text.join("\n")}\n\n${json}\n`,
      html: `<!doctype html><html lang="en"><body style="font-family:sans-serif;line-height:1.5;color:#222">
${text.map((l) => `<p style="white-space:pre-wrap;margin:.3em 0">${esc(l)}</p>`).join("\n")}
<pre style="white-space:pre-wrap">${esc(json)}</pre>
</body></html>`,
      headers: { "Auto-Submitted": "auto-generated" },
    });
    metrics(env).count("mail.sent", "report");
    return true;
  } catch (err) {
    metrics(env).count("mail.failed", "report");
    logFailure("mail.failed", err, {
      game: s.game,
      kind: "report",
      via: mailer.name,
      check:
        'The mail transport refused the report to OPERATOR_EMAIL: it is kept in the room and the bucket (docs/operations.md, "Reports").',
    });
    return false;
  }
}
