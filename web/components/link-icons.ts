/**
 * The icons of the share screen and the links panel (copy, copied, share, a personal link's
 * key), drawn with SvgIcon: they travel in those lazy chunks, not in the core every page
 * downloads (Icon.tsx keeps the icons a first visit shows).
 */

/** A key: a personal link, which gives a seat. */
export const KEY =
  "M14.5 3a6.5 6.5 0 0 0-6.2 8.5L2 17.8V22h4.2v-2.2h2.2v-2.2h2.2l1.9-1.9A6.5 6.5 0 1 0 14.5 3zm2 6.2a1.7 1.7 0 1 1 0-3.4 1.7 1.7 0 0 1 0 3.4z";

/** Share (the phone's share sheet). */
export const SHARE =
  "M18 16a3 3 0 0 0-2.2.9l-7-4a3 3 0 0 0 0-1.8l7-4A3 3 0 1 0 15 5a3 3 0 0 0 .1.9l-7 4a3 3 0 1 0 0 4.2l7 4A3 3 0 1 0 18 16z";

/** Copy. */
export const COPY =
  "M8 2h11a2 2 0 0 1 2 2v12h-2V4H8V2zM5 6h10a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zm0 2v12h10V8H5z";

/** A check mark: copied, or a seat taken. */
export const CHECK = "M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2z";

/** A download: an arrow into a tray (a game's own copy). */
export const DOWNLOAD =
  "M11 3h2v9.2l3.3-3.3 1.4 1.4L12 16 6.3 10.3l1.4-1.4 3.3 3.3V3zM4 18h16v2H4v-2z";
