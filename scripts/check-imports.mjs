// Lint: the dependency rule and the purity of the engine. The engine imports nothing outside engine (valibot aside); web never imports server;
// the engine uses no clock, no Math.random and no platform module.
// Inside src/server (docs/decisions.md, "Server layout: kernel, room, features"): no two folders
// import each other; the kernel imports no other folder; only the Worker's entries (routes/,
// embed/) import room/, and only the entry files app.ts and index.ts import them; the shared
// top-level files (errors.ts, env.ts, words.ts…) import no folder, but for types.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve, dirname } from "node:path";

const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
const problems = [];

function files(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...files(p));
    else if (/\.(ts|tsx|mjs|js)$/.test(name)) out.push(p);
  }
  return out;
}

function imports(file) {
  const text = readFileSync(file, "utf8");
  return [
    ...text.matchAll(
      /(?:import|export)[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g,
    ),
  ].map((m) => m[1] ?? m[2]);
}

// Module-level mutable bindings of the engine (a top-level `let`/`var`, or a top-level
// collection made with `new Map/Set/WeakMap/WeakSet/Array` or an empty `[]`; constant tables of
// the rules are not counted): shared by every room an isolate hosts, so each is a cache someone
// must reason about. At most this many.
const MAX_ENGINE_MUTABLES = 6;
const engineMutables = [];

for (const file of files(join(root, "src/engine"))) {
  const text = readFileSync(file, "utf8");
  for (const m of text.matchAll(
    /^(?:export\s+)?(?:(?:let|var)\s+(\w+)|const\s+(\w+)(?:\s*:[^=\n]+)?\s*=\s*(?:new\s+(?:Map|Set|WeakMap|WeakSet|Array)\b|\[\s*\]))/gm,
  ))
    engineMutables.push(`${relative(root, file)}: ${m[1] ?? m[2]}`);
  for (const spec of imports(file)) {
    if (spec.startsWith(".")) {
      const target = relative(join(root, "src/engine"), resolve(dirname(file), spec));
      if (target.startsWith(".."))
        problems.push(`${relative(root, file)} imports ${spec}, outside the engine`);
    } else if (spec !== "valibot") {
      problems.push(`${relative(root, file)} imports ${spec}: the engine may import only valibot`);
    }
  }
  const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
  for (const bad of ["Math.random", "Date.now", "new Date(", "performance.now", "crypto."]) {
    if (code.includes(bad))
      problems.push(`${relative(root, file)} uses ${bad}: the engine must stay pure`);
  }
}

// A room's memory belongs to its GameRoom instance (docs/decisions.md, "A feature's table
// is made by its first write"): the kernel and the room hold no module-level mutable binding, but the push
// counter, whose order runs across the rooms of an isolate's life (room/push.ts).
const ROOM_MUTABLES_ALLOWED = new Set(["src/server/room/push.ts: counter"]);
for (const folder of ["src/server/kernel", "src/server/room"])
  for (const file of files(join(root, folder))) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(
      /^(?:export\s+)?(?:(?:let|var)\s+(\w+)|const\s+(\w+)(?:\s*:[^=\n]+)?\s*=\s*(?:new\s+(?:Map|Set|WeakMap|WeakSet|Array)\b|\[\s*\]))/gm,
    )) {
      const name = `${relative(root, file)}: ${m[1] ?? m[2]}`;
      if (!ROOM_MUTABLES_ALLOWED.has(name))
        problems.push(`${name} is module-level state: a room's memory is a field of GameRoom`);
    }
  }

if (engineMutables.length > MAX_ENGINE_MUTABLES)
  problems.push(
    `the engine has ${engineMutables.length} module-level mutable bindings (at most ${MAX_ENGINE_MUTABLES}):\n  ${engineMutables.join("\n  ")}`,
  );

for (const file of files(join(root, "web"))) {
  for (const spec of imports(file)) {
    if (
      spec.startsWith(".") &&
      relative(join(root, "src/server"), resolve(dirname(file), spec)).match(/^[^.]/)
    )
      problems.push(`${relative(root, file)} imports ${spec}: web never imports server`);
  }
}

// ------------------------------------------------------------------ src/server layers

const server = join(root, "src/server");
/** Folders that are entries of the Worker: they call rooms through room/stub.ts. */
const ENTRIES = new Set(["routes", "embed"]);
/** Top-level files that start the Worker: they import everything, nobody imports them. */
const ROOTS = new Set(["app.ts", "index.ts"]);

/** A server file's layer: its first folder under src/server, or "" for a top-level file. */
function folderOf(file) {
  const parts = relative(server, file).split("/");
  return parts.length > 1 ? parts[0] : "";
}

/** The relative imports of a server file inside src/server: target file and type-only flag. */
function serverImports(file) {
  const text = readFileSync(file, "utf8");
  const out = [];
  for (const m of text.matchAll(
    /(import|export)(\s+type)?[^'"]*?from\s*["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g,
  )) {
    const spec = m[3] ?? m[4];
    let target = resolve(dirname(file), spec);
    if (relative(server, target).startsWith("..")) continue;
    if (existsSync(target) && statSync(target).isDirectory()) target = join(target, "index.ts");
    else if (!target.endsWith(".ts")) target += ".ts";
    out.push({ spec, target, typeOnly: Boolean(m[2]) });
  }
  return out;
}

/** Folder pairs seen, "a -> b", with one file that makes each. */
const edges = new Map();
for (const file of files(server)) {
  const from = folderOf(file);
  const name = relative(root, file);
  for (const { spec, target, typeOnly } of serverImports(file)) {
    const to = folderOf(target);
    const top = relative(server, target);
    if (ROOTS.has(top) && !ROOTS.has(relative(server, file)))
      problems.push(`${name} imports ${spec}: only the Worker's entry files import ${top}`);
    if (from === to) continue;
    if (from === "") {
      if (!ROOTS.has(relative(server, file)) && !typeOnly)
        problems.push(`${name} imports ${spec}: a shared top-level file imports no folder`);
      continue;
    }
    if (to === "") continue; // the shared top-level files: everyone's
    if (!edges.has(`${from} -> ${to}`)) edges.set(`${from} -> ${to}`, name);
    if (from === "kernel")
      problems.push(`${name} imports ${spec}: the kernel imports no other folder of the server`);
    if (to === "room" && !ENTRIES.has(from))
      problems.push(`${name} imports ${spec}: features never import room/ (only routes/, embed/)`);
    if (ENTRIES.has(to) && !ENTRIES.has(from))
      problems.push(`${name} imports ${spec}: only the entries app.ts, index.ts import ${to}/`);
  }
}
for (const [edge, file] of edges) {
  const [a, b] = edge.split(" -> ");
  if (a < b && edges.has(`${b} -> ${a}`))
    problems.push(
      `src/server/${a} and src/server/${b} import each other (${file}; ${edges.get(`${b} -> ${a}`)})`,
    );
}

if (problems.length) {
  console.error("Dependency rule broken:\n" + problems.map((p) => "  " + p).join("\n"));
  process.exit(1);
}
console.log(
  "check-imports: engine is pure, web does not import server, server folders import one way.",
);
