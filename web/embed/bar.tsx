/**
 * The pieces of an embed's top bar, shared by the game embed and the replay embed: Tavolo's
 * mark with a title, and a link that opens Tavolo in a new tab (through the framing page when
 * the frame's sandbox forbids it, frame.ts `topLink`).
 */
import type { ComponentChildren } from "preact";
import { topLink } from "./frame";

/** Tavolo's card mark and what follows it (the game's name, its live state). */
export function EmbedBrand({ children }: { children: ComponentChildren }) {
  return (
    <span class="embed-brand">
      <span class="brand-card" aria-hidden="true">
        T
      </span>
      {children}
    </span>
  );
}

/** A link out of the frame to Tavolo; `newTab` is said to screen readers after the words. */
export function TavoloLink(props: {
  href: string;
  class?: string;
  testid: string;
  /** Clicked: the frame's own handling (topLink unless the caller has another). */
  onClick?: (e: MouseEvent) => void;
  newTab: string;
  children: ComponentChildren;
}) {
  return (
    <a
      class={props.class}
      href={props.href}
      target="_blank"
      rel="noopener"
      onClick={props.onClick ?? topLink}
      data-testid={props.testid}
    >
      {props.children} <span class="sr-only">{props.newTab}</span>
    </a>
  );
}
