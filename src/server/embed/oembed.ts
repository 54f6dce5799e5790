/**
 * The oEmbed provider (https://oembed.com): `GET /oembed?url=…&maxwidth=…&maxheight=…&format=json`
 * answers `type: "rich"` with the iframe of the embed for a game link (`/g/{id}`, also with a
 * fragment, which is dropped: a personal or invitation link embeds the spectator view) or a
 * try link (`/embed/try/{game}`, `/new/{game}`, `/rules/{game}`). Only addresses of this site.
 */
import { games } from "../../engine";
import type { Table } from "../../protocol";
import { ApiError } from "../errors";
import { replayText } from "./replay-tags";
import { escapeHtml, gameTitle, shareText } from "./share-tags";
import { previewImageUrl } from "./live-preview";

/** The frame's size when the consumer sets no limit (CSS pixels). */
export const DEFAULT_SIZE = { width: 640, height: 720 } as const;
/** What an embeddable address names. */
export type EmbedTarget =
  | { kind: "watch"; id: string }
  | { kind: "try"; game: string }
  | { kind: "replay"; id: string; step: number | null };

const GAME_ID = /^[A-Za-z0-9_-]{11,32}$/;

/** Reads an address of this site into what it embeds, or null. */
export function embedTarget(url: URL): EmbedTarget | null {
  const parts = url.pathname.split("/").filter(Boolean);
  const [a, b, c] = parts;
  const replay = replayTarget(url, parts);
  if (replay) return replay;
  if (
    a === "g" &&
    b &&
    GAME_ID.test(b) &&
    (parts.length === 2 || (parts.length === 3 && c === "share"))
  )
    return { kind: "watch", id: b };
  if (a === "embed" && b === "g" && c && GAME_ID.test(c) && parts.length === 3)
    return { kind: "watch", id: c };
  const game = a === "embed" && b === "try" ? c : a === "new" || a === "rules" ? b : undefined;
  const expected = a === "embed" ? 3 : 2;
  if (game && Object.hasOwn(games, game) && parts.length === expected) return { kind: "try", game };
  return null;
}

/**
 * A replay address (`/g/{id}/replay` or `/embed/replay/{id}`), with the move it opens on
 * (`?m=42` or `#m=42`), or null.
 */
function replayTarget(url: URL, parts: string[]): EmbedTarget | null {
  const [a, b, c] = parts;
  const id = a === "g" && c === "replay" ? b : a === "embed" && b === "replay" ? c : undefined;
  if (!id || !GAME_ID.test(id) || parts.length !== 3) return null;
  const m = /(?:^|[?#&])m=(\d{1,6})(?:&|$)/.exec(url.hash)?.[1] ?? url.searchParams.get("m");
  return { kind: "replay", id, step: m !== null && /^\d{1,6}$/.test(m) ? Number(m) : null };
}

/** A size limit from the query: a positive integer, or none. */
function limit(raw: string | undefined, name: string): number {
  if (raw === undefined || raw === "") return Infinity;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) === 0)
    throw new ApiError("input/invalid", `${name} must be a positive whole number of pixels.`);
  return Number(raw);
}

/** The frame's size within the consumer's limits (oEmbed: never larger than asked). */
export function frameSize(
  maxwidth?: string,
  maxheight?: string,
): { width: number; height: number } {
  return {
    width: Math.min(DEFAULT_SIZE.width, limit(maxwidth, "maxwidth")),
    height: Math.min(DEFAULT_SIZE.height, limit(maxheight, "maxheight")),
  };
}

/**
 * The iframe snippet for an embed address. `allow-scripts` is all the embed needs; popups
 * (escaping the sandbox) let its links open Tavolo in a new tab.
 */
export function iframeHtml(src: string, title: string, size: { width: number; height: number }) {
  return (
    `<iframe src="${escapeHtml(src)}" width="${size.width}" height="${size.height}" ` +
    `title="${escapeHtml(title)}" style="border:0;max-width:100%" loading="lazy" ` +
    `sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"></iframe>`
  );
}

/** The oEmbed answer for a target (`table` for a game to watch). */
export function oembedAnswer(
  origin: string,
  target: EmbedTarget,
  table: Table | null,
  size: { width: number; height: number },
) {
  const game = target.kind === "try" ? target.game : (table?.game ?? "");
  const src =
    target.kind === "watch"
      ? `${origin}/embed/g/${target.id}`
      : target.kind === "replay"
        ? `${origin}/embed/replay/${target.id}${target.step === null ? "" : `#m=${target.step}`}`
        : `${origin}/embed/try/${game}`;
  const title =
    target.kind === "replay" && table
      ? replayText(table, { step: target.step, seat: null }).title
      : target.kind === "watch" && table
        ? shareText(table).title
        : `Play ${gameTitle(game)} against the computer`;
  return {
    version: "1.0",
    type: "rich",
    provider_name: "Tavolo",
    provider_url: `${origin}/`,
    title,
    html: iframeHtml(src, title, size),
    width: size.width,
    height: size.height,
    // A game's thumbnail is its table at this move (live-preview.ts); a game to try, its card.
    thumbnail_url: table
      ? previewImageUrl(origin, table.id, table.seq)
      : `${origin}/og/${game}.png`,
    thumbnail_width: 1200,
    thumbnail_height: 630,
    // A live game changes; consumers may keep the frame itself (it updates by itself).
    cache_age: 3600,
  };
}
