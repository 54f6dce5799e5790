/**
 * MazzelTof's moves in words: "play ♦8 red" / "gioca 8 di quadri sul mucchio rosso" / "speel
 * ruiten 8 op rood" (a wild starting a pile says its rank: "play joker mix 5"), "pass ♣3",
 * "draw five", "end turn", "cancel skip", "accept skip".
 */
import { cardInfo, cardName, rankName } from "../../../engine/games/mazzeltof/cards";
import type { CardId, MazzelTofMove, Slot } from "../../../engine/games/mazzeltof/types";
import type { Lang } from "../../words";
import { VERB, type GamePhrases, type Naming } from "./core";

const SUITS: Record<string, { en: string; it: string; nl: string; sym: string }> = {
  S: { en: "spades", it: "picche", nl: "schoppen", sym: "♠" },
  H: { en: "hearts", it: "cuori", nl: "harten", sym: "♥" },
  C: { en: "clubs", it: "fiori", nl: "klaveren", sym: "♣" },
  D: { en: "diamonds", it: "quadri", nl: "ruiten", sym: "♦" },
};

const SLOTS: Record<Slot, Record<Lang, string> & { more: string[] }> = {
  red: {
    en: "red pile",
    it: "mucchio rosso",
    nl: "rode stapel",
    more: ["red", "rosso", "rood", "rode"],
  },
  mix: { en: "mix pile", it: "mucchio misto", nl: "mix-stapel", more: ["mix", "misto", "mixed"] },
  black: {
    en: "black pile",
    it: "mucchio nero",
    nl: "zwarte stapel",
    more: ["black", "nero", "zwart", "zwarte"],
  },
};

/** A card's name in a language ("8 of diamonds", "joker"). */
function spoken(card: CardId, lang: Lang): string {
  const info = cardInfo(card);
  if (info.joker) return lang === "it" ? "jolly" : "joker";
  const r = rankName(info.rank);
  const s = SUITS[info.suit!]!;
  return lang === "en" ? `${r} of ${s.en}` : lang === "it" ? `${r} di ${s.it}` : `${s.nl} ${r}`;
}

/** Every spelling of a card: "♦8", "8♦", "8d", "d8", "8 of diamonds", "ruiten 8", "jolly". */
function cardForms(card: CardId): string[] {
  const info = cardInfo(card);
  if (info.joker) return ["joker", "jolly", "jokers"];
  const r = rankName(info.rank).toLowerCase();
  const s = SUITS[info.suit!]!;
  const letter = info.suit!.toLowerCase();
  return [
    cardName(card),
    `${r}${s.sym}`,
    `${r}${letter}`,
    `${letter}${r}`,
    `${r} ${s.en}`,
    `${r} ${s.it}`,
    `${s.nl} ${r}`,
    `${r} ${s.nl}`,
  ];
}

/** MazzelTof's words for emails. */
export const mazzeltofPhrases: GamePhrases = {
  naming: (move) => mazzeltofNaming(move as MazzelTofMove),
};

/** How one MazzelTof move is named. */
export function mazzeltofNaming(move: MazzelTofMove): Naming {
  switch (move.type) {
    case "play": {
      const slot = SLOTS[move.slot];
      const as = move.rank === undefined ? "" : ` ${rankName(move.rank)}`;
      const say = (lang: Lang, verb: string, on: string) =>
        `${verb} ${spoken(move.card, lang)} ${on} ${slot[lang]}${as}`;
      return {
        label: {
          en: say("en", "play", "on the"),
          it: say("it", "gioca", "sul"),
          nl: say("nl", "speel", "op de"),
        },
        slots: [
          VERB.play,
          cardForms(move.card),
          [slot.en, slot.it, slot.nl, ...slot.more],
          ...(move.rank === undefined ? [] : [[rankName(move.rank)]]),
        ],
        verbOptional: true,
      };
    }
    case "pass": {
      if (move.card === undefined)
        return { label: { en: "pass", it: "passo", nl: "pas" }, slots: [VERB.pass] };
      const c = move.card;
      return {
        label: {
          en: `pass ${spoken(c, "en")}`,
          it: `passo ${spoken(c, "it")}`,
          nl: `pas ${spoken(c, "nl")}`,
        },
        slots: [VERB.pass, cardForms(c)],
      };
    }
    case "drawFive":
      return {
        label: { en: "draw five", it: "pesca cinque", nl: "trek vijf" },
        slots: [["draw five", "draw 5", "pesca cinque", "pesca 5", "trek vijf", "trek 5"]],
      };
    case "endTurn":
      return {
        label: { en: "end turn", it: "fine turno", nl: "beurt beëindigen" },
        slots: [VERB.endTurn],
      };
    case "cancelSkip":
      return {
        label: { en: "cancel the skip", it: "annullo il salto", nl: "overslaan annuleren" },
        slots: [
          ["cancel skip", "cancel", "annullo salto", "annulla", "annuleren", "overslaan annuleren"],
        ],
      };
    case "acceptSkip":
      return {
        label: { en: "accept the skip", it: "accetto il salto", nl: "overslaan accepteren" },
        slots: [
          [
            "accept skip",
            "accept",
            "accetto salto",
            "accetto",
            "accepteren",
            "overslaan accepteren",
          ],
        ],
      };
  }
}
