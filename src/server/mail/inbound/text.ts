/**
 * The words a player wrote in a reply: the first line that is neither empty nor quoted, from
 * the text part (or the HTML part stripped to text). Reading stops at the marks mail programs
 * put before the quoted email ("On … wrote:", "Il giorno … ha scritto:", "Op … schreef …:",
 * "-----Original Message-----", Outlook's "From:" block, "> " lines) and at a signature ("-- ").
 */

/** An HTML body as plain text: block ends become line breaks, tags and quotes go. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, "")
    .replace(/<blockquote[\s\S]*?<\/blockquote>/gi, "\n> quoted\n")
    .replace(/<br\s*\/?>|<\/(p|div|li|tr|h\d)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

/** Lines that introduce a quote ("On … wrote:"): the quoted lines ("> …") follow. */
const QUOTE_HEADER = [
  /^(>\s*)?on\b.*\bwrote:?$/i,
  /^(>\s*)?(il giorno|in data|il)\b.*\bha scritto:?$/i,
  /^(>\s*)?op\b.*\bschreef\b.*:?$/i,
];

/** Lines after which nothing is the player's: an unquoted original message, a signature. */
const STOP = [
  /^-{2,}\s*(original message|messaggio originale|oorspronkelijk bericht|forwarded message)/i,
  /^_{5,}$/,
  /^(from|da|van):\s/i,
  /^--\s?$/,
  /^sent from my\b/i,
  /^inviato da\b/i,
  /^verzonden (vanaf|met)\b/i,
];

/**
 * The first line the player wrote, trimmed; "" when there is none. Quoted lines and quote
 * headers are skipped (so a reply written below the quote is found too); a signature or an
 * unquoted original message ends the search.
 */
export function firstLine(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/\u00a0/g, " ").trim();
    if (line === "" || line.startsWith(">")) continue;
    if (STOP.some((re) => re.test(line))) return "";
    if (QUOTE_HEADER.some((re) => re.test(line))) continue;
    // Gmail wraps a long "On … wrote:" over two lines: this line with the next one.
    const two = `${line} ${lines[i + 1]?.trim() ?? ""}`;
    if (QUOTE_HEADER.some((re) => re.test(two))) {
      i++;
      continue;
    }
    return line.slice(0, 200);
  }
  return "";
}

/**
 * The lines the player wrote after the first one (see `firstLine`), for table talk: up to the
 * quote, a signature or an original message, quoted lines left out, at most `max` characters,
 * joined with line breaks; "" when there are none.
 */
export function laterLines(text: string, max = 2000): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const out: string[] = [];
  let first = true;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/\u00a0/g, " ").trim();
    if (line.startsWith(">")) continue;
    if (STOP.some((re) => re.test(line))) break;
    const two = `${line} ${lines[i + 1]?.trim() ?? ""}`;
    if (QUOTE_HEADER.some((re) => re.test(line)) || QUOTE_HEADER.some((re) => re.test(two))) {
      if (!first) break; // the quote begins below what the player wrote
      if (!QUOTE_HEADER.some((re) => re.test(line))) i++;
      continue;
    }
    if (line === "") {
      if (!first && out.length) out.push("");
      continue;
    }
    if (first) first = false;
    else out.push(line);
  }
  return out.join("\n").trim().slice(0, max);
}
