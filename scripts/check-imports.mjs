// Lint: enforces the dependency rule of ARCHITECTURE §2 and the purity of the engine.
// engine imports nothing outside engine (valibot aside); web never imports server;
// the engine uses no clock, no Math.random and no platform module.
import { readFileSync, readdirSync, statSync } from "node:fs";
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

for (const file of files(join(root, "src/engine"))) {
  const text = readFileSync(file, "utf8");
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

for (const file of files(join(root, "web"))) {
  for (const spec of imports(file)) {
    if (
      spec.startsWith(".") &&
      relative(join(root, "src/server"), resolve(dirname(file), spec)).match(/^[^.]/)
    )
      problems.push(`${relative(root, file)} imports ${spec}: web never imports server`);
  }
}

if (problems.length) {
  console.error("Dependency rule broken:\n" + problems.map((p) => "  " + p).join("\n"));
  process.exit(1);
}
console.log("check-imports: engine is pure, web does not import server.");
