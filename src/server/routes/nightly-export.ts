/**
 * The nightly export (the Worker's scheduled handler, on the cron of wrangler.toml): every game
 * listed in the EXPORTS bucket (`games/{id}`, written by its room) is asked to write its whole
 * export to `nightly/{YYYY-MM-DD}/{id}.json` itself, a few rooms at a time. A listing whose room
 * holds no game any more (removed, finished long ago) is deleted. One log line sums it up.
 */
import type { Env } from "../env";
import { log, logFailure } from "../log";
import { LISTED_PREFIX } from "../room/record-export";
import { roomStub } from "../room/stub";

/** Rooms asked at once: each writes its own copy, so the Worker only waits. */
const AT_ONCE = 8;

/** What one night's export did. */
export interface NightlyReport {
  saved: number;
  gone: number;
  failed: number;
}

/** The R2 key of game `id`'s copy of the night of `at` (UTC). */
export function nightlyKey(at: number, id: string): string {
  return `nightly/${new Date(at).toISOString().slice(0, 10)}/${id}.json`;
}

/** Exports every listed game to the EXPORTS bucket; nothing without one. */
export async function nightlyExport(env: Env, at: number): Promise<NightlyReport> {
  const report: NightlyReport = { saved: 0, gone: 0, failed: 0 };
  const bucket = env.EXPORTS;
  if (!bucket) {
    log("warn", "export.nightly", {
      outcome: "off",
      check: "No EXPORTS bucket is bound: no game was exported (wrangler.toml, r2_buckets).",
    });
    return report;
  }
  const started = Date.now();
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: LISTED_PREFIX, ...(cursor ? { cursor } : {}) });
    const ids = page.objects.map((o) => o.key.slice(LISTED_PREFIX.length));
    for (let i = 0; i < ids.length; i += AT_ONCE)
      await Promise.all(
        ids.slice(i, i + AT_ONCE).map((id) => exportOne(env, bucket, id, at, report)),
      );
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  log(report.failed > 0 ? "error" : "info", "export.nightly", {
    ms: Date.now() - started,
    outcome: `${report.saved} saved, ${report.gone} gone, ${report.failed} failed`,
    ...(report.failed > 0
      ? { check: "Some games were not exported: see the export.failed lines." }
      : {}),
  });
  return report;
}

/** Asks game `id`'s room for its copy; drops the listing of a game that is gone. */
async function exportOne(
  env: Env,
  bucket: R2Bucket,
  id: string,
  at: number,
  report: NightlyReport,
): Promise<void> {
  try {
    const result = await roomStub(env, id).backup(nightlyKey(at, id));
    if (!result.ok) throw new Error(result.error.code);
    if (result.value === "gone") {
      await bucket.delete(`${LISTED_PREFIX}${id}`);
      report.gone++;
    } else report.saved++;
  } catch (err) {
    report.failed++;
    logFailure("export.failed", err, {
      game: id,
      check: "A room did not write its nightly export: look at its room.failed lines.",
    });
  }
}
