/**
 * The shape every icon shares (an inline SVG path at the text size, hidden from screen
 * readers), and the trophy on its own: a table's match result needs no other icon, so a table
 * chunk and an embed do not carry Icon.tsx's whole set.
 */

/** The trophy of a match's end. */
export const TROPHY =
  "M6 2h12v2h3v3a5 5 0 0 1-4.4 5A6 6 0 0 1 13 15.9V19h4v3H7v-3h4v-3.1A6 6 0 0 1 7.4 12 5 5 0 0 1 3 7V4h3V2zm0 4H5v1a3 3 0 0 0 1.5 2.6A6 6 0 0 1 6 8V6zm12 0v2a6 6 0 0 1-.5 1.6A3 3 0 0 0 19 7V6h-1z";

/** A decorative icon drawn from one SVG path. */
export function SvgIcon({ d, class: cls = "" }: { d: string; class?: string }) {
  return (
    <svg class={`icon ${cls}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}
