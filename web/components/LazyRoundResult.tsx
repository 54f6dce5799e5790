/**
 * A round's and a match's result, loaded as a chunk of their own when a table first shows one:
 * a first visit to a table in play never draws either, so it does not download them
 * (docs/decisions.md, "Page weight: what a first visit draws"). Same props as RoundResult.tsx.
 */
import type { ComponentProps } from "preact";
import { useLazy } from "../lazy";
import type { MatchResult as Match, RoundResult as Round } from "./RoundResult";

const load = () => import("./RoundResult");

/** `RoundResult` once its chunk has arrived (nothing before; its timers start when it shows). */
export function RoundResult(props: ComponentProps<typeof Round>) {
  const mod = useLazy(load);
  return mod ? <mod.RoundResult {...props} /> : null;
}

/** `MatchResult` once its chunk has arrived (nothing before). */
export function MatchResult(props: ComponentProps<typeof Match>) {
  const mod = useLazy(load);
  return mod ? <mod.MatchResult {...props} /> : null;
}
