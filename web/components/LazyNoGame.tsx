/**
 * The rare pages of a game address, loaded only when one is shown: no game at this address
 * (NoGame.tsx), and a seat link that no longer gives a seat (SeatGone.tsx). Every table's first
 * download stays without them.
 */
import { useLazy } from "../lazy";
import { withLinks } from "../pages/words/load";

/** NoGame, once its chunk is here (nothing before: the page is blank for that instant). */
export function LazyNoGame(props: { title?: string }) {
  const m = useLazy(() => withLinks(import("./NoGame")));
  return m ? <m.NoGame {...props} /> : null;
}

/** SeatGone, once its chunk is here. */
export function LazySeatGone(props: { id: string; onWatch: (e: Event) => void }) {
  const m = useLazy(() => withLinks(import("./SeatGone")));
  return m ? <m.SeatGone {...props} /> : null;
}
