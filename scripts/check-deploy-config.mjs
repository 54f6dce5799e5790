// `npm run check:deploy` (and every `npm run deploy`): the deployed environments of
// wrangler.toml must carry what the top level has, because wrangler gives an environment none of
// the top level's vars, Durable Object bindings or send_email. Checks each environment against
// the top level (same variables, the same Durable Object bindings and classes, the EMAIL binding,
// the METRICS dataset, the EXPORTS bucket and the cron of the nightly export, no DEV_* switch)
// and prints what drifted; exits 1 if anything did.
import { unstable_readConfig } from "wrangler";

export const ENVIRONMENTS = ["staging", "production"];

/** The problems of one environment's configuration, as sentences. */
export function checkEnvironment(top, env, name) {
  const problems = [];
  const bindings = (c) =>
    c.durable_objects.bindings
      .map((b) => `${b.name}=${b.class_name}`)
      .sort()
      .join(", ");
  if (bindings(env) !== bindings(top))
    problems.push(
      `${name}: Durable Object bindings [${bindings(env)}] differ from the top level's [${bindings(top)}]`,
    );
  for (const key of Object.keys(top.vars))
    if (!(key in env.vars)) problems.push(`${name}: the variable ${key} is missing`);
  for (const key of Object.keys(env.vars))
    if (key.startsWith("DEV_"))
      problems.push(`${name}: ${key} must never be set in a deployed environment`);
  if (!env.send_email.some((b) => b.name === "EMAIL"))
    problems.push(`${name}: the send_email binding EMAIL is missing`);
  if (!env.analytics_engine_datasets.some((d) => d.binding === "METRICS"))
    problems.push(`${name}: the analytics_engine_datasets binding METRICS is missing`);
  if (!env.r2_buckets.some((b) => b.binding === "EXPORTS"))
    problems.push(`${name}: the r2_buckets binding EXPORTS (the nightly export) is missing`);
  const crons = (c) => (c.triggers?.crons ?? []).join(" | ");
  if (crons(env) !== crons(top))
    problems.push(
      `${name}: cron triggers [${crons(env)}] differ from the top level's [${crons(top)}]`,
    );
  const tags = (c) => c.migrations.map((m) => m.tag).join(",");
  if (tags(env) !== tags(top)) problems.push(`${name}: migrations ${tags(env)} ≠ ${tags(top)}`);
  if (!env.observability?.enabled) problems.push(`${name}: [observability] is off`);
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const read = (env) =>
    unstable_readConfig({ config: "wrangler.toml", env }, { hideWarnings: true });
  const top = read(undefined);
  const problems = ENVIRONMENTS.flatMap((name) => checkEnvironment(top, read(name), name));
  for (const p of problems) console.error(`wrangler.toml: ${p}`);
  if (problems.length > 0) process.exit(1);
  console.log(`wrangler.toml: ${ENVIRONMENTS.join(" and ")} match the top level.`);
}
