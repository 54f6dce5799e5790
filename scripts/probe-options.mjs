// The options of a probe build: esbuild bundles an entry in memory only for its metafile (which
// sources it reaches), stylesheets left out. Shared by the web build's probes (scripts/build-web.mjs:
// the table styles' sources, an embed's dictionary words) and scripts/one-core.mjs (a core's reach).

/**
 * esbuild options that bundle `entry` in memory, writing nothing, for the metafile's inputs.
 * @param {string} root the project folder (esbuild's working directory)
 * @param {string} entry the entry module, relative to `root`
 * @param {{external?: (args: {path: string, kind: string, resolveDir: string}) => boolean,
 *   alias?: Record<string, string>}} [opts] external: imports left out besides stylesheets
 *   (a probe of static imports only, another game's folder); alias: as the real build's
 * @returns {import("esbuild").BuildOptions & {write: false, metafile: true}}
 */
export function probeOptions(root, entry, { external = () => false, alias } = {}) {
  return {
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    format: "esm",
    jsx: "automatic",
    jsxImportSource: "preact",
    ...(alias ? { alias } : {}),
    logLevel: "silent",
    plugins: [
      {
        name: "probe",
        setup(b) {
          b.onResolve({ filter: /.*/ }, (a) =>
            /\.css(\?inline)?$/.test(a.path) || external(a)
              ? { path: a.path, external: true }
              : undefined,
          );
        },
      },
    ],
  };
}
