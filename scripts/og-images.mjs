// The sharing previews: one PNG of 1200×630 per game (Open Graph and Twitter cards), drawn at
// build time with satori (layout and text as SVG paths, Inter from @fontsource/inter as WOFF:
// satori reads no WOFF2) and rasterised by @resvg/resvg-wasm. Each image is cached under
// dist/og-cache by a hash of this file, the game's card (its manifest's `preview`) and the
// fonts, so a rebuild (and `npm start`) copies it instead of drawing it again.
import { webGames } from "./web-games.mjs";
import { resvg as loadResvg } from "./resvg.mjs";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(import.meta.url);
const root = resolve(dirname(here), "..");
const require = createRequire(import.meta.url);

/**
 * @typedef {{id: string, title: string, players: string, line: string, felt: string[],
 *   cards: string[][]}} Preview
 */

/**
 * Every game of the registry (src/engine/index.ts) with what its card says, from the file its
 * manifest names (`entries.preview`, web/{id}/preview.json): its title, players, one line, the
 * felt's two colours and three cards (label and colour). A game without one fails the build
 * (and test/engine/web-manifests.test.ts), so a new game cannot be forgotten here.
 * @returns {Promise<Preview[]>}
 */
export async function previews() {
  return (await webGames()).map(({ id, e }) => {
    const file = join(root, e.preview);
    if (!existsSync(file)) throw new Error(`og: ${id} has no sharing preview (${e.preview})`);
    return { id, ...JSON.parse(readFileSync(file, "utf8")) };
  });
}

/** The home page's preview (/og/tavolo.png): the site, not one game. */
const SITE_PREVIEW = {
  id: "tavolo",
  title: "Tavolo",
  players: "Four card games",
  line: "Card games with friends. No accounts, no app.",
  felt: ["#1f5f8b", "#0d2f47"],
  cards: [
    ["20", "#2e9a5c"],
    ["?", "#7d55c7"],
    ["A", "#c8102e"],
  ],
};

const fontFile = (weight) =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

/** An element for satori (React-like objects, no JSX needed). */
const el = (type, style, children) => ({ type, props: { style, children } });

/** The card of one game, as satori's element tree. */
function card(g) {
  const [a, b] = g.felt;
  const playing = g.cards.map(([label, colour], i) =>
    el(
      "div",
      {
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        width: 150,
        height: 210,
        marginLeft: i === 0 ? 0 : -16,
        borderRadius: 18,
        background: "#fbf8f0",
        border: "6px solid #1b1f1d",
        color: colour,
        fontSize: 72,
        fontWeight: 800,
        transform: `rotate(${(i - 1) * 9}deg)`,
        boxShadow: "0 10px 30px rgba(0,0,0,0.35)",
      },
      label,
    ),
  );
  return el(
    "div",
    {
      display: "flex",
      width: 1200,
      height: 630,
      padding: 64,
      background: `linear-gradient(160deg, ${a}, ${b})`,
      color: "#f2fff7",
      fontFamily: "Inter",
    },
    [
      el(
        "div",
        {
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          width: 660,
          height: 502,
        },
        [
          el("div", { display: "flex", alignItems: "center", fontSize: 40, fontWeight: 800 }, [
            el(
              "div",
              {
                display: "flex",
                alignItems: "center",
                justifyContent: "center",
                width: 48,
                height: 64,
                marginRight: 20,
                borderRadius: 10,
                background: "linear-gradient(160deg, #2fb874, #0d6b40)",
                border: "3px solid rgba(255,255,255,0.5)",
                fontSize: 32,
              },
              "T",
            ),
            "Tavolo",
          ]),
          el("div", { display: "flex", flexDirection: "column" }, [
            el(
              "div",
              { fontSize: 104, fontWeight: 800, letterSpacing: -3, lineHeight: 1 },
              g.title,
            ),
            el("div", { fontSize: 36, marginTop: 24, lineHeight: 1.3, opacity: 0.92 }, g.line),
          ]),
          el(
            "div",
            { display: "flex", fontSize: 30, fontWeight: 700, color: "#d8efe2" },
            `${g.players} · play by link`,
          ),
        ],
      ),
      el(
        "div",
        { display: "flex", alignItems: "center", justifyContent: "center", width: 430 },
        playing,
      ),
    ],
  );
}

let renderer;
/** satori and resvg, loaded (and resvg's wasm initialised) only when an image must be drawn. */
async function load() {
  if (!renderer) {
    const [{ default: satori }, resvg] = await Promise.all([import("satori"), loadResvg()]);
    const fonts = [400, 700, 800].map((weight) => ({
      name: "Inter",
      data: readFileSync(fontFile(weight)),
      weight,
      style: "normal",
    }));
    renderer = { satori, Resvg: resvg.Resvg, fonts };
  }
  return renderer;
}

/**
 * Writes `{outdir}/og/{game}.png` for every game, drawing only what the cache lacks.
 * @param {string} outdir the served folder (dist/web)
 * @returns {Promise<{drawn: number, cached: number}>}
 */
export async function buildPreviews(outdir) {
  const cache = join(root, "dist/og-cache");
  mkdirSync(cache, { recursive: true });
  mkdirSync(join(outdir, "og"), { recursive: true });
  const base = createHash("sha256").update(readFileSync(here));
  for (const w of [400, 700, 800]) base.update(readFileSync(fontFile(w)));
  let drawn = 0;
  const all = [...(await previews()), SITE_PREVIEW];
  for (const g of all) {
    const key = base.copy().update(JSON.stringify(g)).digest("hex").slice(0, 16);
    const cached = join(cache, `${g.id}-${key}.png`);
    if (!existsSync(cached)) {
      const { satori, Resvg, fonts } = await load();
      const svg = await satori(card(g), { width: 1200, height: 630, fonts });
      writeFileSync(
        cached,
        new Resvg(svg, { fitTo: { mode: "width", value: 1200 } }).render().asPng(),
      );
      drawn++;
    }
    copyFileSync(cached, join(outdir, "og", `${g.id}.png`));
  }
  return { drawn, cached: all.length - drawn };
}

if (process.argv[1] && resolve(process.argv[1]) === here) {
  const t0 = Date.now();
  const r = await buildPreviews(join(root, "dist/web"));
  console.log(`og: ${r.drawn} drawn, ${r.cached} cached, ${Date.now() - t0} ms`);
}
