/**
 * Every game's lesson, by game id. Plain data, imported together: the lesson page's chunk holds
 * all four (about 1 KB gzipped), which costs less than a file per lesson, whose dynamic import
 * would split the bundler's export helper out of the core chunk onto every page.
 */
import type { Lesson } from "./lesson";
import { lesson as mattazza } from "./mattazza";
import { lesson as mazzeltof } from "./mazzeltof";
import { lesson as mazzo } from "./mazzo";
import { lesson as pazaak } from "./pazaak";

/** Every game's lesson. */
export const lessons: Readonly<Record<string, Lesson>> = { pazaak, mazzo, mattazza, mazzeltof };
