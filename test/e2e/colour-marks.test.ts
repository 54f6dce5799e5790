/**
 * Cards that do not rest on colour, seen through emulated colour blindness (Chromium's CDP
 * `Emulation.setEmulatedVisionDeficiency`: protanopia, deuteranopia, tritanopia, with the same
 * colour matrices applied to the pixels the test reads). MazzelTof's red and black classes are
 * marked by a shape on every card face and pile, and told apart by that shape as painted and by
 * each card's accessible name; Pazaak's plus, minus and dual cards
 * print their sign on every face, in the side-deck builder and in the hand. Screenshots at phone
 * and desktop width, light and dark.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiMove, computerPazaak, everyoneSeated, tableOf } from "./api-moves";
import { DESKTOP, PHONE, contexts, screenshot } from "./helpers";

const context = contexts();
const DEFICIENCIES = ["protanopia", "deuteranopia", "tritanopia"] as const;
type Deficiency = (typeof DEFICIENCIES)[number];

/** A page at the phone's width, in light or dark. */
async function open(dark = false): Promise<Page> {
  const ctx = await context({ viewport: PHONE, dark });
  return ctx.newPage();
}

/** Makes the page paint as a person with that colour vision sees it. */
async function see(page: Page, type: Deficiency | "none"): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setEmulatedVisionDeficiency", { type });
  await cdp.detach();
}

/**
 * The colour matrices of full protanopia, deuteranopia and tritanopia (Machado, Oliveira and
 * Fernandes 2009), the ones Chromium's emulation paints with. Headless Chromium takes its
 * screenshots before that filter, so the test passes the pixels it reads through them itself.
 */
const MATRIX: Record<Deficiency, number[]> = {
  protanopia: [
    0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998,
  ],
  deuteranopia: [
    0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881,
  ],
  tritanopia: [
    1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039,
  ],
};

/**
 * How a mark is painted, as a person with that vision sees it: `fill`, the share of its extent
 * its shape covers (a square 1, a circle about 0.79), and `contrast`, how far its ink stands
 * from what is around it (0…1). Read from a screenshot two pixels wider than the mark on each
 * side: each pixel counts by how far it has gone from the background's colour to the ink's.
 */
async function painted(
  page: Page,
  mark: Locator,
  type: Deficiency,
): Promise<{ fill: number; contrast: number }> {
  const box = await mark.boundingBox();
  if (!box) throw new Error("the mark has no box");
  const clip = { x: box.x - 2, y: box.y - 2, width: box.width + 4, height: box.height + 4 };
  const png = (await page.screenshot({ clip, animations: "disabled" })).toString("base64");
  return page.evaluate(
    async ({ png, m }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${png}`;
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = img.width;
      canvas.height = img.height;
      const g = canvas.getContext("2d");
      if (!g) throw new Error("no canvas");
      g.drawImage(img, 0, 0);
      const { data } = g.getImageData(0, 0, img.width, img.height);
      const px = (x: number, y: number) => {
        const i = (y * img.width + x) * 4;
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        return [0, 3, 6].map((k) => m[k]! * r + m[k + 1]! * g + m[k + 2]! * b);
      };
      // The background just outside the mark's top-left corner; the ink at its middle.
      const bg = px(0, 0);
      const ink = px(Math.floor(img.width / 2), Math.floor(img.height / 2));
      const d = ink.map((v, k) => v - bg[k]!);
      const dd = d.reduce((s, v) => s + v * v, 0);
      // Each pixel counts by how far it has gone from the background towards the ink; the shape's
      // extent is the rows and columns at least half inked (the painter snaps a box to pixels).
      let area = 0;
      const cols = new Set<number>();
      const rows = new Set<number>();
      for (let y = 0; y < img.height; y++)
        for (let x = 0; x < img.width; x++) {
          const p = px(x, y);
          const a = Math.min(
            1,
            Math.max(0, p.reduce((s, v, k) => s + (v - bg[k]!) * d[k]!, 0) / (dd || 1)),
          );
          area += a;
          if (a > 0.5) {
            cols.add(x);
            rows.add(y);
          }
        }
      return {
        fill: area / Math.max(1, cols.size * rows.size),
        contrast: Math.sqrt(dd) / Math.sqrt(3 * 255 * 255),
      };
    },
    { png, m: MATRIX[type] },
  );
}

/** The class a MazzelTof card id belongs to: hearts and diamonds red, spades and clubs black. */
const classOf = (card: string) =>
  /X\d$/.test(card) ? "mix" : /[HD]$/.test(card) ? "red" : "black";

describe("MazzelTof's colour classes are shapes and words too", () => {
  it("marks every card and pile, told apart by shape and name under each colour blindness", async () => {
    // Two people, nobody has moved: the red and black piles show their start cards (a natural
    // card of their class), so both classes are on the table.
    const { id, tokens } = await everyoneSeated({ game: "mazzeltof", seats: 2 }, ["Anna", "Bob"]);
    // The starter's seat: its hand is dealt (the other's fills on its first turn).
    const starter = (await tableOf(id)).toAct[0] ?? 0;
    for (const dark of [false, true]) {
      const page = await open(dark);
      await page.goto(`/g/${id}#seat=${tokens[starter]}`);
      await page.locator(".mazzeltof [data-testid=own-hand] .mz-btn").first().waitFor();
      for (const type of DEFICIENCIES) {
        await see(page, type);
        // Every drawn face has one mark, visible, of its own class.
        const faces = await page
          .locator(".mazzeltof .mz-card:not(.back):not(.slot)")
          .evaluateAll((els) =>
            els.map((el) => {
              const mark = el.querySelectorAll(".mz-mark");
              const r = mark[0]?.getBoundingClientRect();
              return {
                marks: mark.length,
                w: r?.width ?? 0,
                h: r?.height ?? 0,
                cls: mark[0]?.className,
              };
            }),
          );
        expect(faces.length).toBeGreaterThan(5);
        for (const f of faces) {
          expect(f.marks).toBe(1);
          expect(Math.min(f.w, f.h)).toBeGreaterThanOrEqual(5);
        }
        // Each card of the hand: the mark and the spoken name both say its class.
        const hand = await page
          .locator(".mazzeltof [data-testid=own-hand] .mz-btn")
          .evaluateAll((els) =>
            els.map((el) => ({
              card: el.getAttribute("data-card") ?? "",
              mark: el.querySelector(".mz-mark")?.className ?? "",
              name: el.querySelector(".sr-only")?.textContent ?? "",
            })),
          );
        const spoken = { red: ", red", black: ", black", mix: ", any pile" };
        for (const c of hand) {
          expect(c.mark).toContain(`mk-${classOf(c.card)}`);
          expect(c.name.endsWith(spoken[classOf(c.card)])).toBe(true);
        }
        // Every pile shows its class's mark beside its name.
        for (const slot of ["red", "mix", "black"])
          await expect
            .poll(() =>
              page.locator(`.mz-pile.slot-${slot} .mz-pile-name .mz-mark.mk-${slot}`).count(),
            )
            .toBe(1);
        // Painted, the marks differ by shape, and each stands out from what is around it.
        for (const where of [".mz-pile-name", ".mz-card"]) {
          const red = await painted(
            page,
            page.locator(`.mz-pile.slot-red ${where} .mz-mark`),
            type,
          );
          const black = await painted(
            page,
            page.locator(`.mz-pile.slot-black ${where} .mz-mark`),
            type,
          );
          expect(red.fill, `${type} ${where} red`).toBeLessThan(0.86);
          expect(black.fill, `${type} ${where} black`).toBeGreaterThan(0.92);
          expect(Math.min(red.contrast, black.contrast), `${type} ${where}`).toBeGreaterThan(0.2);
        }
      }
      const name = `colour-mazzeltof-${dark ? "dark" : "light"}`;
      await see(page, "none");
      await screenshot(page, name);
      await page.setViewportSize(DESKTOP);
      await screenshot(page, name);
      await page.close();
    }
  });
});

/** Every face of a signed kind within a part of the page: its kind and its printed value, if visible. */
async function signedFaces(
  page: Page,
  within: string,
): Promise<{ kind: string; text: string; seen: boolean }[]> {
  const kinds = [".plus", ".minus", ".dual"].map((k) => `${within} .card${k}`).join(", ");
  return page.locator(kinds).evaluateAll((els) =>
    els.map((el) => {
      const val = el.querySelector(".val");
      const r = val?.getBoundingClientRect();
      return {
        kind: ["plus", "minus", "dual"].find((k) => el.classList.contains(k)) ?? "",
        text: val?.textContent ?? "",
        seen: !!val && val.checkVisibility() && (r?.width ?? 0) > 0 && (r?.height ?? 0) > 0,
      };
    }),
  );
}

/** The sign each kind prints before its number. */
const SIGN: Record<string, string> = { plus: "+", minus: "−", dual: "±" };

describe("Pazaak's signs are printed, never only coloured", () => {
  it("prints + − ± on every face of the builder and the hand under each colour blindness", async () => {
    const game = await computerPazaak(false);
    const page = await open();
    await page.goto(`/g/${game.id}#seat=${game.token}`);
    await page.locator(".pazaak .builder .pool-card").first().waitFor();
    for (const type of DEFICIENCIES) {
      await see(page, type);
      const faces = await signedFaces(page, ".pazaak .builder");
      // The pool holds six of each kind, the presets more.
      expect(faces.length).toBeGreaterThanOrEqual(18);
      for (const f of faces) {
        expect(f.seen, `${f.kind} ${f.text}`).toBe(true);
        expect(f.text.startsWith(SIGN[f.kind]!), `${f.kind} ${f.text}`).toBe(true);
      }
    }
    await screenshot(page, "colour-pazaak-builder");
    await apiMove(game.id, game.token, { type: "randomSideDeck" });
    await page.locator(".pazaak [data-testid=own-hand] .card-btn").first().waitFor();
    for (const type of DEFICIENCIES) {
      await see(page, type);
      for (const f of await signedFaces(page, ".pazaak [data-testid=own-hand]")) {
        expect(f.seen, `${f.kind} ${f.text}`).toBe(true);
        expect(f.text.startsWith(SIGN[f.kind]!), `${f.kind} ${f.text}`).toBe(true);
      }
    }
    await see(page, "none");
    await screenshot(page, "colour-pazaak-hand");
  });
});
