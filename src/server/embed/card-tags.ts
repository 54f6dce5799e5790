/**
 * The tags every shared page's preview is made of: Open Graph and Twitter card tags for a
 * title, a description, an address and an image (1200 × 630), and, for pages with an embed,
 * the oEmbed discovery link. The home page (share-tags.ts `homeTags`), a game page
 * (`shareTags`) and a replay (replay-tags.ts) say what goes in them; this file how.
 */
import { escapeHtml } from "../html";

/** Escapes text for an HTML attribute or text node: the server's one escape. */
export { escapeHtml };

/** Names joined for a sentence: "Anna", "Anna and Bo", "Anna, Bo and Cy". */
export function names(list: string[]): string {
  return list.length < 2 ? (list[0] ?? "") : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;
}

/** The oEmbed discovery address for a page. */
export function oembedHref(origin: string, pageUrl: string): string {
  return `${origin}/oembed?url=${encodeURIComponent(pageUrl)}&format=json`;
}

/** What one page's preview says (plain text: it is escaped here). */
export interface Card {
  title: string;
  description: string;
  /** The page's canonical address. */
  url: string;
  /** The preview image's address (1200 × 630). */
  image: string;
  imageAlt: string;
  /** With the oEmbed discovery link for `url`, on this origin. */
  oembedOrigin?: string;
  /** The Twitter card's label/data pairs (at most two: "Turn", "Anna's turn"). */
  labels?: [string, string][];
}

/** The `<head>` tags of a page's preview, one a line. */
export function cardTags(card: Card): string {
  const { title, description, url, image, imageAlt, oembedOrigin, labels = [] } = card;
  const e = escapeHtml;
  const og = {
    type: "website",
    site_name: "Tavolo",
    title,
    description,
    url,
    image,
    "image:width": "1200",
    "image:height": "630",
    "image:alt": imageAlt,
  };
  const twitter: Record<string, string> = {
    card: "summary_large_image",
    title,
    description,
    image,
  };
  labels.slice(0, 2).forEach(([label, data], i) => {
    twitter[`label${i + 1}`] = label;
    twitter[`data${i + 1}`] = data;
  });
  const tags = [
    ...Object.entries(og).map(([k, v]) => `<meta property="og:${k}" content="${e(v)}">`),
    ...Object.entries(twitter).map(([k, v]) => `<meta name="twitter:${k}" content="${e(v)}">`),
  ];
  if (oembedOrigin !== undefined)
    tags.push(
      `<link rel="alternate" type="application/json+oembed" href="${e(oembedHref(oembedOrigin, url))}" title="${e(title)}">`,
    );
  return tags.join("\n");
}
