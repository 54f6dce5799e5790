/** The words only a seated player's table shows, in Italian (see seat-en.ts). */
import type { PazaakSeatWords } from "./seat-en";

/** Italian. */
export const words: PazaakSeatWords = {
  play_value: "Gioca {v}",
  play_as: "Gioca {card} come",
  end_turn: "Fine turno",
  end_turn_bust: "Fine turno (sballato)",
  stand_at: "Stai a {n}",
  help_plus: "Aggiunge {n} al tuo totale.",
  help_minus: "Toglie {n} dal tuo totale.",
  help_dual: "Giocala come +{n} o −{n}: scegli quando la giochi.",
  help_flip:
    "Ogni {a} e {b} su {where} cambia segno (+{a} in −{a}, −{b} in +{b}); le carte ± e speciali restano.",
  help_flipPositive:
    "Ogni +{a} e +{b} su {where} diventa −{a} e −{b}; le carte ± e speciali restano.",
  help_own: "il tuo tavolo",
  help_both: "entrambi i tavoli",
  help_double:
    "Copia la carta appena prima sul tuo tavolo, sempre quella pescata in questo turno: un 6 pescato vale 12.",
  help_tiebreaker:
    "Giocala come +1 o −1. Se il set finisce pari lo vinci tu, a meno che anche l'avversario ne abbia giocata una.",
  help_v12: "Giocala come +1, −1, +2 o −2.",
};
