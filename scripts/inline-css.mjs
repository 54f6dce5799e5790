// The esbuild plugin of `import css from "./x.css?inline"` (scripts/build-web.mjs, step 1): a
// table's or a part's sheet as a string of its chunk, which the part adopts while it is on screen
// (web/styles/adopt.ts), so a page never fetches a sheet it does not draw.
import * as esbuild from "esbuild";
import { resolve } from "node:path";

/**
 * `import css from "./x.css?inline"`: the sheet, bundled (it may `@import`) and minified, then
 * trimmed by `trim` (page-weight.mjs trimInline) when given.
 * @param {ReturnType<typeof import("./page-weight.mjs").trimInline>} [trim]
 */
export const inlineCss = (trim) => ({
  name: "inline-css",
  setup(b) {
    if (trim) b.onStart(() => trim.reset());
    b.onResolve({ filter: /\.css\?inline$/ }, (a) => ({
      path: resolve(a.resolveDir, a.path.replace(/\?inline$/, "")),
      namespace: "inline-css",
    }));
    b.onLoad({ filter: /.*/, namespace: "inline-css" }, async (a) => {
      const opts = { entryPoints: [a.path], bundle: true, minify: true, write: false };
      const out = await esbuild.build({ ...opts, metafile: true, logLevel: "warning" });
      const watchFiles = Object.keys(out.metafile.inputs).map((p) => resolve(p));
      const css = out.outputFiles[0]?.text.trim() ?? "";
      return { contents: trim ? await trim.trim(a.path, css) : css, loader: "text", watchFiles };
    });
  },
});
