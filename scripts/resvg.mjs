// @resvg/resvg-wasm, initialised once per process: its wasm may be set up only once, and two
// parts of the build draw with it (the sharing previews, og-images.mjs; the app icons,
// app-icons.mjs), sometimes at the same moment.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

let ready = null;

/**
 * The resvg module with its wasm initialised (the first call starts it; later calls wait for
 * the same start).
 * @returns {Promise<typeof import("@resvg/resvg-wasm")>}
 */
export function resvg() {
  ready ??= import("@resvg/resvg-wasm").then(async (mod) => {
    const require = createRequire(import.meta.url);
    await mod.initWasm(readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
    return mod;
  });
  return ready;
}
