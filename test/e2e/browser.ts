/**
 * Finds the Chromium the browser tests drive, so `npm ci && npm test` works on a machine with
 * nothing but Node and gives the same answers on every machine: by default the headless
 * Chromium pinned in package.json (`@sparticuz/chromium`, unpacked once into the temp folder),
 * whatever browser the PATH holds (a system Chromium of another version behaves differently,
 * e.g. in what CDP permission overrides do). Another browser only when asked: CHROME_PATH
 * names one, or TAVOLO_BROWSER=system takes a Chrome or Chromium on PATH. When none starts,
 * the tests fail with one sentence saying what to do.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";

/** Where a browser was found and the flags it needs. */
export interface BrowserChoice {
  executablePath: string;
  args: string[];
  /** "CHROME_PATH", "system" or "npm". */
  source: string;
}

/** Flags every Chromium needs on these machines (closed network, root, no GPU). */
const COMMON_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

const SYSTEM_NAMES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];

/** The full path of `name` on PATH, or null. */
function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    const full = join(dir, name);
    if (dir && existsSync(full)) return full;
  }
  return null;
}

/** Whether the executable answers `--version` (a broken wrapper or missing library does not). */
function answers(path: string): boolean {
  try {
    execFileSync(path, ["--version"], { stdio: "ignore", timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
}

/** The sentence shown when no browser can be found or started. */
export const NO_BROWSER =
  "No Chromium could be started for the browser tests: run `npm ci` again so that " +
  "@sparticuz/chromium is installed, or set CHROME_PATH to a Chrome or Chromium executable.";

/**
 * Chooses the browser: CHROME_PATH if set, a system Chrome or Chromium if TAVOLO_BROWSER=system,
 * else the pinned npm one. Throws an Error whose message is NO_BROWSER (plus the cause) when
 * none is usable.
 */
export async function findBrowser(): Promise<BrowserChoice> {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`${NO_BROWSER} (CHROME_PATH=${fromEnv} does not exist)`);
    return { executablePath: fromEnv, args: COMMON_ARGS, source: "CHROME_PATH" };
  }
  if (process.env.TAVOLO_BROWSER === "system") {
    for (const name of SYSTEM_NAMES) {
      const path = onPath(name);
      if (path && answers(path))
        return { executablePath: path, args: COMMON_ARGS, source: "system" };
    }
    throw new Error(
      `${NO_BROWSER} (TAVOLO_BROWSER=system, but no ${SYSTEM_NAMES.join(", ")} on PATH starts)`,
    );
  }
  try {
    const { default: packaged } = await import("@sparticuz/chromium");
    const executablePath = await packaged.executablePath();
    // Its own flags minus the ones meant for AWS Lambda's one-process sandbox: several
    // contexts per browser need the normal process model.
    const lambdaOnly = new Set(["--single-process", "--no-zygote", "--disable-web-security"]);
    const args = [
      ...packaged.args.filter((a) => !lambdaOnly.has(a) && !a.startsWith("--headless")),
      ...COMMON_ARGS,
    ];
    return { executablePath, args, source: "npm" };
  } catch (e) {
    throw new Error(`${NO_BROWSER} (${e instanceof Error ? e.message : String(e)})`);
  }
}
