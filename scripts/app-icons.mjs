// The installable app's icons and manifest, and the tab's two favicons (web/favicon.ts), written
// into dist/web by build-web.mjs: the favicon's card drawn as SVG with the "T" in plain shapes
// (the renderer has no fonts), rendered to PNG with @resvg/resvg-wasm at build time, so no binary is kept in
// git. "any" icons at 192 and 512 px, a maskable 512 px one (the card inside the safe zone on a
// full-bleed background) and a one-colour badge for Android's status bar.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { resvg } from "./resvg.mjs";

const GREEN = "#0f5132";

/** The card, drawn in a 64×64 box (as the favicon). */
const card = (fill = "#17804f", stroke = "#0b3d26", ink = "#fff", line = "#d9f2e3") =>
  `<rect x="10" y="4" width="44" height="56" rx="7" fill="${fill}" stroke="${stroke}" stroke-width="3"/>` +
  `<rect x="17" y="12" width="30" height="40" rx="4" fill="none" stroke="${line}" stroke-width="3"/>` +
  `<rect x="23" y="21" width="18" height="5" rx="1" fill="${ink}"/>` +
  `<rect x="29.5" y="21" width="5" height="23" rx="1" fill="${ink}"/>`;

const svg = (body, size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${body}</svg>`;

/**
 * The tab's favicons (web/favicon.ts names them): the card as the tab shows it, and with an
 * amber dot for "your turn".
 */
const favicon = (dot) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
  `<rect x="10" y="4" width="40" height="56" rx="7" fill="#17804f" stroke="#0b3d26" stroke-width="3"/>` +
  `<rect x="17" y="12" width="26" height="40" rx="4" fill="none" stroke="#d9f2e3" stroke-width="3"/>` +
  // The "T" as a shape, as in the icons above: no font needed.
  `<path d="M21 21h18v5h-6.5v18h-5V26H21z" fill="#fff"/>` +
  (dot ? `<circle cx="50" cy="14" r="12" fill="#ffb020" stroke="#fff" stroke-width="3"/>` : "") +
  `</svg>`;

/** The favicons' files, in /icons/. */
const FAVICONS = ["favicon.svg", "favicon-turn.svg"];

/** The icons: file name, size, SVG body. */
const ICONS = [
  // A rounded tile behind the card, so the icon reads on any launcher background.
  ["icon-192.png", 192, `<rect width="64" height="64" rx="14" fill="${GREEN}"/>${card()}`],
  ["icon-512.png", 512, `<rect width="64" height="64" rx="14" fill="${GREEN}"/>${card()}`],
  // Maskable: full bleed, the card scaled into the central 80% safe zone.
  [
    "maskable-512.png",
    512,
    `<rect width="64" height="64" fill="${GREEN}"/><g transform="translate(12.8 12.8) scale(0.6)">${card()}</g>`,
  ],
  // Badge: only the alpha channel counts (Android tints it).
  ["badge-96.png", 96, card("#000", "#000", "transparent", "transparent")],
];

/**
 * Writes dist/web/icons/*.png, the favicons and dist/web/manifest.webmanifest.
 * @param {string} outdir the served folder (dist/web)
 */
export async function writeAppIcons(outdir) {
  const { Resvg } = await resvg();
  mkdirSync(join(outdir, "icons"), { recursive: true });
  for (const [name, size, body] of ICONS) {
    const png = new Resvg(svg(body, size), { fitTo: { mode: "width", value: size } })
      .render()
      .asPng();
    writeFileSync(join(outdir, "icons", name), png);
  }
  writeFileSync(join(outdir, "icons", FAVICONS[0]), favicon(false));
  writeFileSync(join(outdir, "icons", FAVICONS[1]), favicon(true));
  const manifest = {
    name: "Tavolo",
    short_name: "Tavolo",
    description: "Play card games with friends by sending a link.",
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: GREEN,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  writeFileSync(join(outdir, "manifest.webmanifest"), JSON.stringify(manifest, null, 2));
}
