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

/** Lines that start the quoted part or a signature: nothing after them is the player's. */
const STOP = [
  /^on\b.*\bwrote:?$/i,
  /^il giorno\b.*\bha scritto:?$/i,
  /^(il|in data)\b.*\bha scritto:?$/i,
  /^op\b.*\bschreef\b.*:?$/i,
  /^-{2,}\s*(original message|messaggio originale|oorspronkelijk bericht|forwarded message)/i,
  /^_{5,}$/,
  /^(from|da|van):\s/i,
  /^--\s?$/,
  /^sent from my\b/i,
  /^inviato da\b/i,
  /^verzonden (vanaf|met)\b/i,
];

/** The first line the player wrote, trimmed; "" when there is none. */
export function firstLine(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/\u00a0/g, " ").trim();
    if (line === "") continue;
    if (line.startsWith(">")) return "";
    // Gmail may wrap "On … wrote:" over two lines: look at this line with the next.
    const two = `${line} ${lines[i + 1]?.trim() ?? ""}`.trim();
    if (STOP.some((re) => re.test(line) || re.test(two))) return "";
    return line.slice(0, 200);
  }
  return "";
}
