/**
 * A try page's part for its entry (web/{game}/try-embed.tsx): the seat count and the start
 * screen's loader. Only try pages import this module, so a spectator embed's build holds no
 * start screen, and its sheet and words keep none of the start screen's rules and words.
 */
import type { TryPage } from "./EmbedApp";

/** The try page of a game played at `seats` seats against the computer. */
export function tryPage(seats: number): TryPage {
  return { seats, part: () => import("./TryGame") };
}
