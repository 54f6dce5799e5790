/**
 * Small inline SVG icons (no icon font, no emoji font needed) that a first visit shows: the
 * header's theme and sound switches, the spectator's eye (the trophy is SvgIcon's). The links'
 * icons are in the chunks that show them (link-icons.ts, Pazaak's builder's dice), not in every
 * page's core.
 */

import { SvgIcon } from "./SvgIcon";

const PATHS = {
  eye: "M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4z",
  moon: "M12.5 2a9.5 9.5 0 1 0 9.4 11.1A7.5 7.5 0 0 1 12.5 2z",
  sun: "M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM11 1h2v3h-2V1zm0 19h2v3h-2v-3zM1 11h3v2H1v-2zm19 0h3v2h-3v-2zM4.2 5.6l1.4-1.4 2.1 2.1-1.4 1.4-2.1-2.1zm12.1 12.1 1.4-1.4 2.1 2.1-1.4 1.4-2.1-2.1zM4.2 18.4l2.1-2.1 1.4 1.4-2.1 2.1-1.4-1.4zM16.3 6.3l2.1-2.1 1.4 1.4-2.1 2.1-1.4-1.4z",
  bell: "M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6v-5a6 6 0 0 0-5-5.9V4a1 1 0 0 0-2 0v1.1A6 6 0 0 0 6 11v5l-2 2v1h16v-1l-2-2z",
  bellOff:
    "M20 18.7 5.3 4 4 5.3l2.9 2.9A6 6 0 0 0 6 11v5l-2 2v1h13.7l1 1 1.3-1.3zM18 11a6 6 0 0 0-5-5.9V4a1 1 0 0 0-2 0v1.1c-.8.2-1.5.5-2.1 1L18 15.2V11zM12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2z",
} as const;

/** An icon name. */
export type IconName = keyof typeof PATHS;

/** A decorative icon at the text size (hidden from screen readers: the text says it). */
export function Icon({ name, class: cls = "" }: { name: IconName; class?: string }) {
  return <SvgIcon d={PATHS[name]} class={cls} />;
}
