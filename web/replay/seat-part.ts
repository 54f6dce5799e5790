/**
 * A seat's part in a replay embed (web/{game}/replay-embed.tsx): the game's seat module with
 * the shared sheets a seat's hand and actions use (seat-sheets.ts). A replay opens at the
 * game's end, where no hand is drawn, so a reader who never looks through a seat's eyes never
 * downloads them.
 */

/** `part` once it and the seat's shared sheets (applied as they come) have both arrived. */
export function withSeatSheets<T>(part: Promise<T>): Promise<T> {
  return Promise.all([part, import("./seat-sheets")]).then(([m]) => m);
}
