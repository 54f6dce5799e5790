/**
 * The lessons by game id, each a chunk of its own that the lesson page (/learn/{game}) loads.
 */
import type { Lesson } from "./lesson";

/** Every game's lesson loader. */
export const lessons: Readonly<Record<string, () => Promise<Lesson>>> = {
  pazaak: () => import("./pazaak").then((m) => m.lesson),
  mazzo: () => import("./mazzo").then((m) => m.lesson),
  mattazza: () => import("./mattazza").then((m) => m.lesson),
  mazzeltof: () => import("./mazzeltof").then((m) => m.lesson),
};
