/** The words only a seated player's table shows, in Italian (see seat-en.ts). */
import type { MattazzaSeatWords } from "./seat-en";

/** Italian. */
export const words: MattazzaSeatWords = {
  ma_pick: "Tocca una carta illuminata, poi Gioca (o toccala di nuovo).",
  ma_play: "Gioca {card}",
  ma_gift_title: "Il tuo Matto: dai a {name} una carta delle tue prese",
  ma_gift_help: "Il Matto resta a te. Se fra le tue prese c'è una carta che conta, devi darla.",
  ma_give_card: "Dai {card}",
  ma_call: "Chiama aiuto…",
  ma_call_help:
    "Una volta per mano, chiedi agli altri di unirsi contro chi è in vantaggio. È solo un annuncio.",
  ma_call_against: "Contro {name}",
  ma_help_suit: "Carta di seme: rispondi a {suit} quando è giocato.",
  ma_help_round:
    "In Coppe e Denari le cartine vanno al contrario: sotto il Fante vengono l'Asso, poi dal 6 giù fino al 10, il più basso.",
  ma_help_trump: "Tarocco {n} su 21: batte ogni carta di seme e ogni tarocco più basso.",
  ma_help_moro:
    "Tarocco {n} su 21, uno dei quattro Mori uguali appena sopra il Bégato: fra Mori vince l'ultimo giocato.",
  ma_help_begato: "Tarocco {n} su 21, il più basso, e un contatore (jolly) nelle sequenze.",
  ma_help_matto:
    "Il Matto: si gioca quando vuoi. Non prende mai; resta a te e dai a chi prende una carta delle tue prese, una che conta se ne hai. Contatore nelle sequenze.",
  ma_help_points: "Vale {n} punti.",
  ma_help_points_one: "Vale {n} punto.",
  ma_help_blank: "Una cartina: nessun punto.",
};
