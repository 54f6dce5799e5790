/**
 * The keys of every word pack (index.ts), as types only: `t` accepts them, and nothing of the
 * packs is bundled by naming them here. A part with its own pack adds one line.
 */
import type { NotifyWords } from "../components/notify/words/en";
import type { MazzoWords } from "../mazzo/words/en";
import type { StakesWords } from "../mazzo/words/stakes-en";
import type { PagesWords } from "../pages/words/en";
import type { PazaakWords } from "../pazaak/words/en";
import type { PazaakBuilderWords } from "../pazaak/tool-words/builder-en";
import type { PazaakVerifyWords } from "../pazaak/tool-words/verify-en";
import type { PazaakBustWords } from "../pazaak/tool-words/bust-en";
import type { MazzelTofWords } from "../mazzeltof/words/en";
import type { MattazzaWords } from "../mattazza/words/en";
import type { EmbedWords } from "../embed/words/en";

/** A key of some word pack. */
export type PackKey =
  | keyof PagesWords
  | keyof NotifyWords
  | keyof MazzoWords
  | keyof StakesWords
  | keyof MattazzaWords
  | keyof MazzelTofWords
  | keyof PazaakWords
  | keyof PazaakBuilderWords
  | keyof PazaakVerifyWords
  | keyof PazaakBustWords
  | keyof EmbedWords;
