/**
 * The keys of every word pack (index.ts), as types only: `t` accepts them, and nothing of the
 * packs is bundled by naming them here. A shared part with its own pack adds one line; a game's
 * packs come with its manifest (web/games.ts).
 */
import type { NotifyWords } from "../components/notify/words/en";
import type { CorrespWords } from "../components/corresp/words/en";
import type { EmbedWords } from "../embed/words/en";
import type { GameWordKey } from "../games";
import type { PagesWords } from "../pages/words/en";
import type { HomeWords } from "../pages/words/home-en";
import type { TalkWords } from "../components/talk/words/en";
import type { ReportWords } from "../components/report/words/en";
import type { LinksWords } from "../components/links-words/en";
import type { RematchWords } from "../components/rematch-words/en";
import type { PresenceWords } from "../components/presence-words/en";
import type { CreateWords } from "../pages/words/create-en";
import type { ReplayPageWords } from "../replay/page-words/en";
import type { ReplayWords } from "../replay/words/en";
import type { MoreWords } from "../replay/more-words/en";
import type { TelegramWords } from "../pages/telegram/words/en";
import type { DiscordWords } from "../pages/discord/words/en";
import type { LearnWords } from "../learn/words/en";
import type { CoachWords } from "../components/coach/words/en";
import type { OrdersWords } from "../components/orders/words/en";

/** A key of some word pack. */
export type PackKey =
  | keyof PagesWords
  | keyof HomeWords
  | keyof CreateWords
  | keyof NotifyWords
  | keyof EmbedWords
  | keyof ReplayWords
  | keyof MoreWords
  | keyof ReplayPageWords
  | GameWordKey
  | keyof CorrespWords
  | keyof TalkWords
  | keyof ReportWords
  | keyof LinksWords
  | keyof RematchWords
  | keyof PresenceWords
  | keyof TelegramWords
  | keyof DiscordWords
  | keyof LearnWords
  | keyof CoachWords
  | keyof OrdersWords;
