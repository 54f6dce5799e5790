// `npm run deploy` (production) and `npm run deploy -- staging`: build, check, deploy.
// 1. reads the operator's values of the environment from deploy/<environment>.env (kept out of
//    git; deploy/example.env is the model) and refuses a missing PUBLIC_URL or MAIL_FROM, a
//    DEV_* switch or a secret written there;
// 2. checks: the type check and the lint (which checks wrangler.toml's environments too);
// 3. builds the web UI into dist/web (a deploy without it would serve an old or no app);
// 4. `wrangler deploy --env <environment>` with every value as a --var (and DOMAIN as a custom
//    domain), keeping variables set in the dashboard;
// 5. reads PUBLIC_URL/status and prints what it says is missing.
// `--dry-run` stops before uploading (the bundle goes to .wrangler/dry-run); a missing values
// file is then only a warning. docs/deploy.md walks through the first deploy.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { ENVIRONMENTS } from "./check-deploy-config.mjs";

const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
const environment = args.find((a) => !a.startsWith("--")) ?? "production";
if (!ENVIRONMENTS.includes(environment)) {
  console.error(`deploy: no environment "${environment}" (one of ${ENVIRONMENTS.join(", ")}).`);
  process.exit(1);
}

/** A KEY=value file: blank lines and # comments skipped, one pair of quotes removed. */
function readValues(path) {
  const values = {};
  for (const [n, raw] of readFileSync(path, "utf8").split("\n").entries()) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const m = /^([A-Z][A-Z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!m) throw new Error(`${path}:${n + 1}: expected NAME=value`);
    values[m[1]] = m[2].replace(/^"(.*)"$|^'(.*)'$/, "$1$2");
  }
  return values;
}

const SECRETS = ["RESEND_API_KEY", "VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "OPERATOR_TOKEN"];
const RESERVED = /(^|\.)(example|invalid|test|localhost)$|^example\.(com|net|org)$/i;

/** The problems of an environment's values, as sentences. */
function checkValues(values) {
  const problems = [];
  let url = null;
  try {
    url = new URL(values.PUBLIC_URL ?? "");
  } catch {
    problems.push("PUBLIC_URL is missing: set it to the site's address (https://…).");
  }
  if (url && url.protocol !== "https:") problems.push("PUBLIC_URL must be an https:// address.");
  if (url && RESERVED.test(url.hostname))
    problems.push(`PUBLIC_URL is still the example's (${url.hostname}).`);
  const domain = values.MAIL_FROM?.split("@")[1];
  if (!domain) problems.push("MAIL_FROM is missing: an address on your sending domain.");
  else if (RESERVED.test(domain)) problems.push(`MAIL_FROM is still the example's (${domain}).`);
  if (values.DOMAIN && url && values.DOMAIN !== url.hostname)
    console.warn(`deploy: DOMAIN ${values.DOMAIN} is not PUBLIC_URL's host ${url.hostname}.`);
  for (const key of Object.keys(values)) {
    if (key.startsWith("DEV_")) problems.push(`${key} must never be set on a deployed site.`);
    if (SECRETS.includes(key))
      problems.push(`${key} is a secret: npx wrangler secret put ${key} --env ${environment}.`);
  }
  return problems;
}

const file = `deploy/${environment}.env`;
let values = {};
if (existsSync(file)) values = readValues(file);
else if (dryRun)
  console.warn(`deploy: no ${file}; a dry run goes on without the operator's values.`);
else {
  console.error(
    `deploy: no ${file}. Copy deploy/example.env to it and fill it in (docs/deploy.md).`,
  );
  process.exit(1);
}
if (existsSync(file)) {
  const problems = checkValues(values);
  for (const p of problems) console.error(`${file}: ${p}`);
  if (problems.length > 0) process.exit(1);
}

const quiet = { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true" };
function run(cmd, cmdArgs) {
  console.log(`\n> ${[cmd, ...cmdArgs].join(" ")}`);
  const result = spawnSync(cmd, cmdArgs, { stdio: "inherit", env: quiet });
  if (result.status !== 0) {
    console.error(`deploy: stopped, ${cmd} ${cmdArgs[0] ?? ""} failed; nothing was deployed.`);
    process.exit(result.status ?? 1);
  }
}

run("npm", ["run", "typecheck"]);
run("npm", ["run", "lint"]); // with check-deploy-config.mjs
run("npm", ["run", "build"]);

const { DOMAIN, ...vars } = values;
run(process.execPath, [
  "node_modules/wrangler/bin/wrangler.js",
  "deploy",
  "--env",
  environment,
  "--keep-vars",
  ...Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
  ...(DOMAIN ? ["--domain", DOMAIN] : []),
  ...(dryRun ? ["--dry-run", "--outdir", ".wrangler/dry-run"] : []),
]);

if (dryRun || !vars.PUBLIC_URL) process.exit(0);
// The first check: the readiness report of the site just deployed.
try {
  const res = await fetch(new URL("/status", vars.PUBLIC_URL));
  const report = await res.json();
  console.log(`\n${vars.PUBLIC_URL}/status answered ${res.status}.`);
  for (const p of report.problems ?? []) console.log(`  ${p.severity}: ${p.message}`);
  if (res.status !== 200) console.log("Fix the errors above and deploy again (docs/deploy.md).");
} catch (err) {
  console.log(`\nCould not read ${vars.PUBLIC_URL}/status yet (${err.message}); a new custom`);
  console.log("domain takes a few minutes: try again with curl.");
}
