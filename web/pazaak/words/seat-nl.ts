/** The words only a seated player's table shows, in Dutch (see seat-en.ts). */
import type { PazaakSeatWords } from "./seat-en";

/** Dutch. */
export const words: PazaakSeatWords = {
  play_value: "Speel {v}",
  play_as: "Speel {card} als",
  end_turn: "Einde beurt",
  end_turn_bust: "Einde beurt (kapot)",
  stand_at: "Stoppen op {n}",
  help_plus: "Telt {n} bij je totaal op.",
  help_minus: "Haalt {n} van je totaal af.",
  help_dual: "Speel hem als +{n} of −{n}: je kiest bij het spelen.",
  help_flip:
    "Elke {a} en {b} op {where} wisselt van teken (+{a} naar −{a}, −{b} naar +{b}); ±- en speciale kaarten blijven.",
  help_flipPositive:
    "Elke +{a} en +{b} op {where} wordt −{a} en −{b}; ±- en speciale kaarten blijven.",
  help_own: "je eigen bord",
  help_both: "beide borden",
  help_double:
    "Kopieert de kaart vlak ervoor op je bord, altijd de kaart die je deze beurt trok: een getrokken 6 telt als 12.",
  help_tiebreaker:
    "Speel hem als +1 of −1. Eindigt de set gelijk, dan win jij, tenzij je tegenstander er ook een speelde.",
  help_v12: "Speel hem als +1, −1, +2 of −2.",
};
