/**
 * The live preview image of a game as SVG (1200 × 630; draw.ts makes the PNG): the game's
 * title, whose turn it is or how it ended, and each seat with its score, on the site's felt.
 * One picture for every game, drawn from a `Preview` alone (live-preview.ts), never from the
 * table: what it may show is decided there.
 */
import { escapeHtml } from "./card-tags";
import { type Preview, resultWords, turnWords } from "./live-preview";

/** The longest name drawn, in characters: a row must fit beside its score. */
const NAME_CHARS = 22;

/** A name cut to fit its row. */
function fit(name: string, chars = NAME_CHARS): string {
  const list = Array.from(name);
  return list.length > chars ? `${list.slice(0, chars - 1).join("")}…` : name;
}

/** A line of text. */
function text(x: number, y: number, size: number, weight: number, body: string, extra = "") {
  return `<text x="${x}" y="${y}" font-family="Inter" font-size="${size}" font-weight="${weight}" fill="#f2fff7"${extra}>${escapeHtml(body)}</text>`;
}

/** The status under the title. */
function status(p: Preview): string {
  if (p.state === "over") return resultWords(p);
  if (p.state === "open") return "Seats open: join the table";
  return turnWords(p) ?? "Playing now";
}

/** The SVG of a game's live preview. */
export function previewSvg(p: Preview): string {
  // Up to six seats; the rows share the height left under the title.
  const rowH = p.seats.length > 4 ? 52 : 72;
  const top = 630 - 56 - rowH * p.seats.length;
  const rows = p.seats.map((s, i) => {
    const y = top + i * rowH;
    const fill = s.toAct || s.won ? "rgba(255,255,255,0.18)" : "rgba(0,0,0,0.18)";
    const mid = y + (rowH - 10) / 2;
    // Drawn, not written: the font has no arrow or star.
    const mark = s.toAct
      ? `<path d="M96 ${mid - 12} L116 ${mid} L96 ${mid + 12} Z" fill="#ffd76a"/>`
      : s.won
        ? `<circle cx="106" cy="${mid}" r="11" fill="#ffd76a"/>`
        : "";
    return [
      `<rect x="64" y="${y}" width="1072" height="${rowH - 10}" rx="14" fill="${fill}"/>`,
      mark,
      text(136, y + rowH / 2 + 6, rowH > 60 ? 34 : 28, 800, fit(s.name)),
      s.score === null
        ? ""
        : text(
            1108,
            y + rowH / 2 + 6,
            rowH > 60 ? 36 : 30,
            800,
            String(s.score),
            ' text-anchor="end"',
          ),
    ].join("");
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">`,
    `<defs><linearGradient id="felt" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="#1b7a4c"/><stop offset="1" stop-color="#0c4a2d"/></linearGradient></defs>`,
    `<rect width="1200" height="630" fill="url(#felt)"/>`,
    text(64, 92, 34, 800, "Tavolo", ' fill-opacity="0.85"'),
    text(64, 176, 84, 800, p.title),
    text(64, 236, 40, 400, fit(status(p), 48)),
    ...rows,
    `</svg>`,
  ].join("");
}
