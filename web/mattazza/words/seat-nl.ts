/** The words only a seated player's table shows, in Dutch (see seat-en.ts). */
import type { MattazzaSeatWords } from "./seat-en";

/** Dutch. */
export const words: MattazzaSeatWords = {
  ma_pick: "Tik een verlichte kaart, dan Speel (of tik hem nog eens).",
  ma_play: "Speel {card}",
  ma_gift_title: "Je Matto: geef {name} een kaart uit je slagen",
  ma_gift_help: "Je houdt de Matto. Heb je een telkaart in je slagen, dan moet je die geven.",
  ma_give_card: "Geef {card}",
  ma_call: "Om hulp roepen…",
  ma_call_help:
    "Eén keer per spel vraag je de anderen samen tegen een voorligger te spelen. Het is alleen een aankondiging.",
  ma_call_against: "Tegen {name}",
  ma_help_suit: "Kleurkaart: beken {suit} als die gevraagd wordt.",
  ma_help_round:
    "In Coppe en Denari lopen de cijferkaarten omgekeerd: onder de Fante komt de Asso, dan 6 en zo verder tot 10, de laagste.",
  ma_help_trump: "Troef {n} van 21: slaat elke kleurkaart en elke lagere troef.",
  ma_help_moro:
    "Troef {n} van 21, een van vier gelijke Moren net boven de Bégato: van Moren wint de laatst gespeelde.",
  ma_help_begato: "Troef {n} van 21, de laagste, en een joker in reeksen.",
  ma_help_matto:
    "De Matto: altijd te spelen. Wint nooit; je houdt hem en geeft de winnaar van de slag een kaart uit je slagen, een telkaart als je die hebt. Joker in reeksen.",
  ma_help_points: "Telt {n} punten.",
  ma_help_points_one: "Telt {n} punt.",
  ma_help_blank: "Een kaart zonder punten.",
};
