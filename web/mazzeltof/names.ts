/**
 * MazzelTof's words: the spoken and printed names of cards, ranks, piles and teams in the UI's
 * language, and each card's one-sentence help. Display text only; the engine applies the rules.
 */
import { cardInfo } from "../../src/engine/games/mazzeltof/cards";
import type { CardId, Slot, TeamId } from "../../src/engine/games/mazzeltof/types";
import { t, type Key } from "../i18n";

const SUIT_SYMBOL = { S: "♠", H: "♥", C: "♣", D: "♦" } as const;

/** The printed rank of a pile rank 2…14: 2…10, then J Q K A (B V H A in Dutch). */
export function rankLabel(rank: number): string {
  return rank > 10 ? t(`mt_face_${rank}` as Key) : String(rank);
}

/** The spoken rank: "9", "jack", "ace". */
export function rankWord(rank: number): string {
  return rank > 10 ? t(`mt_rank_${rank}` as Key) : String(rank);
}

/** A card's spoken name: "9 of hearts", "jack of spades", "joker". */
export function cardWords(card: CardId): string {
  const info = cardInfo(card);
  if (info.joker) return t("mt_joker");
  return t("mt_card", { rank: rankWord(info.rank), suit: t(`mt_suit_${info.suit}` as Key) });
}

/** A card's short printed name: "♥9", "♠J", "🃏". */
export function cardShort(card: CardId): string {
  const info = cardInfo(card);
  if (info.joker) return t("mt_joker");
  return `${SUIT_SYMBOL[info.suit as keyof typeof SUIT_SYMBOL]}${rankLabel(info.rank)}`;
}

/** The suit symbol of a card, or a star for a joker. */
export function suitSymbol(card: CardId): string {
  const info = cardInfo(card);
  return info.suit ? SUIT_SYMBOL[info.suit] : "★";
}

/** A card's colour class as its mark shows it: red (♥♦), black (♠♣), mix (a joker: any pile). */
export type CardClass = Slot;

/** The colour class of a card: the piles it goes on besides the mix pile. */
export function cardClass(card: CardId): CardClass {
  const info = cardInfo(card);
  return info.joker ? "mix" : info.colour === "red" ? "red" : "black";
}

/** A card's spoken name with its class, for a drawn card: "9 of hearts, red". */
export function cardNamed(card: CardId): string {
  return t("mt_card_cls", { card: cardWords(card), cls: t(`mt_cls_${cardClass(card)}` as Key) });
}

/** "the red pile", "the mix pile". */
export function slotWords(slot: Slot): string {
  return t(`mt_slot_${slot}` as Key);
}

/** "Team red", "Team blue". */
export function teamWords(team: TeamId): string {
  return team === 0 ? t("mt_team_red") : t("mt_team_blue");
}

/** What a card does, in one sentence. */
export function cardHelp(card: CardId): string {
  const info = cardInfo(card);
  const deck = info.deck === "r" ? t("mt_deck_r") : t("mt_deck_b");
  let text: string;
  if (info.joker) text = t("mt_help_joker");
  else if (info.rank === 2)
    text = t("mt_help_two", { pile: slotWords(info.colour === "red" ? "red" : "black") });
  else if (info.rank === 14) text = t("mt_help_ace");
  else {
    const pile = slotWords(info.colour === "red" ? "red" : "black");
    text =
      info.rank === 3
        ? t("mt_help_three", { pile })
        : t("mt_help_card", { pile, prev: rankWord(info.rank - 1) });
    if (info.rank === 10) text += ` ${t("mt_help_ten")}`;
  }
  return `${text} (${deck})`;
}
