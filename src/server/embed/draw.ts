/**
 * Rasterises a live preview image: an SVG of 1200 × 630 drawn by resvg (WebAssembly compiled
 * at deploy, set up once per isolate on the first image asked for) with Inter, the font of the
 * build's static previews (scripts/og-images.mjs), from the WOFF files the build already has.
 */
import { Resvg, initWasm } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import inter400 from "@fontsource/inter/files/inter-latin-400-normal.woff";
import inter800 from "@fontsource/inter/files/inter-latin-800-normal.woff";
import { woffToSfnt } from "./woff";

// The isolate's one set-up: a WebAssembly module may be initialised only once, and the fonts
// are inflated once.
let fonts: Promise<Uint8Array[]> | undefined;

/** The PNG of an SVG of 1200 × 630. */
export async function drawPng(svg: string): Promise<Uint8Array> {
  fonts ??= Promise.all([initWasm(resvgWasm), woffToSfnt(inter400), woffToSfnt(inter800)]).then(
    ([, a, b]) => [a, b],
  );
  const image = new Resvg(svg, {
    fitTo: { mode: "width", value: 1200 },
    font: { fontBuffers: await fonts, defaultFontFamily: "Inter", sansSerifFamily: "Inter" },
  }).render();
  const png = image.asPng();
  image.free();
  return png;
}
