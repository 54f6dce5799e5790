/**
 * The loaders of a learning game's parts (Learning.tsx, a chunk with its words): pages show them
 * only when the table says `learning`, so a normal game never downloads them.
 */
import type { Table } from "../../../src/protocol";
import { useLazy } from "../../lazy";

const load = () => import("./Learning").then((m) => m.ready.then(() => m));

/** "A learning game: hints on", once its chunk is here. */
export function LazyLearningBadge() {
  const mod = useLazy(load);
  return mod ? <mod.LearningBadge /> : null;
}

/** The sign and a seat's Hint button, once their chunk is here. */
export function LazyHintBar(props: { id: string; token: string; table: Table }) {
  const mod = useLazy(load);
  return mod ? <mod.HintBar {...props} /> : null;
}
