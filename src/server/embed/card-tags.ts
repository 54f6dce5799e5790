/**
 * The tags every shared page's preview is made of: Open Graph and Twitter card tags for a
 * title, a description, an address and an image (1200 × 630), and, for pages with an embed,
 * the oEmbed discovery link. The home page (share-tags.ts `homeTags`), a game page
 * (`shareTags`) and a replay (replay-tags.ts) say what goes in them; this file how.
 */

/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );
}

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
}

/** The `<head>` tags of a page's preview, one a line. */
export function cardTags(card: Card): string {
  const { title, description, url, image, imageAlt, oembedOrigin } = card;
  const e = escapeHtml;
  const tags = [
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Tavolo">`,
    `<meta property="og:title" content="${e(title)}">`,
    `<meta property="og:description" content="${e(description)}">`,
    `<meta property="og:url" content="${e(url)}">`,
    `<meta property="og:image" content="${e(image)}">`,
    `<meta property="og:image:width" content="1200">`,
    `<meta property="og:image:height" content="630">`,
    `<meta property="og:image:alt" content="${e(imageAlt)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${e(title)}">`,
    `<meta name="twitter:description" content="${e(description)}">`,
    `<meta name="twitter:image" content="${e(image)}">`,
  ];
  if (oembedOrigin !== undefined)
    tags.push(
      `<link rel="alternate" type="application/json+oembed" href="${e(oembedHref(oembedOrigin, url))}" title="${e(title)}">`,
    );
  return tags.join("\n");
}
