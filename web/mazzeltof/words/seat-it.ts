/** The words only a seated player's table shows, in Italian (see seat-en.ts). */
import type { MazzelTofSeatWords } from "./seat-en";

/** Italian. */
export const words: MazzelTofSeatWords = {
  mt_your_open: "Le tue carte scoperte",
  mt_where: "Dove giocare {card}",
  mt_onto: "Sulla {slot}",
  mt_pass_open: "Scoprila: chiudi il turno",
  mt_pass_penalty: "Coperta come penalità: chiudi il turno",
  mt_pass_top: "Scopri la carta in cima",
  mt_which_rank: "{card} apre la {slot} come:",
  mt_draw_five: "Prendi nuove carte",
  mt_end_turn: "Chiudi il turno",
  mt_hint: "Scegli una carta: giocala su una pila, o scoprila per chiudere il turno.",
  mt_hint_penalty:
    "Hai già {n} carte scoperte: la carta con cui chiudi il turno va coperta come carta di penalità. Torna alla fine, sotto le ultime carte della tua squadra: una carta in più da giocare prima di vincere.",
  mt_hint_joker: "Scegli il jolly e la pila dove va.",
  mt_hint_endgame: "Gioca ciò che entra, poi scopri la carta in cima al tuo mazzo.",
};
