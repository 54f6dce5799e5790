/**
 * A part of a replayed table that only a step before the game's end draws (a trick's, a turn's
 * or a round's result, held on screen until the next move): a replay embed opens at the game's
 * end, so its first file does without it. It loads at the reader's first input (near.ts), as
 * the choices under the step controls do (More.tsx), since only a reader who steps meets it; or
 * when first drawn (a link to an earlier move), announced as any part is (lazy.ts).
 */
import type { ComponentProps, ComponentType, FunctionComponent } from "preact";
import { useLazy } from "../lazy";
import { alsoAtReach } from "./near";

/**
 * A component drawn as `load`'s once it has come, nothing until then: typed as the part itself,
 * so it stands where a table's results part names that component.
 */
export function stepPart<C extends FunctionComponent<any>>(load: () => Promise<C>): C {
  let part: Promise<C> | undefined;
  const get = () => (part ??= load());
  alsoAtReach(() => void get());
  function StepPart(props: ComponentProps<C>) {
    const Part = useLazy(get) as ComponentType<ComponentProps<C>> | null;
    return Part ? <Part {...props} /> : null;
  }
  return StepPart as unknown as C;
}
