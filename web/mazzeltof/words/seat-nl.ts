/** The words only a seated player's table shows, in Dutch (see seat-en.ts). */
import type { MazzelTofSeatWords } from "./seat-en";

/** Dutch. */
export const words: MazzelTofSeatWords = {
  mt_your_open: "Jouw open kaarten",
  mt_where: "Waar {card} spelen",
  mt_onto: "Op de {slot}",
  mt_pass_open: "Open leggen: beurt eindigen",
  mt_pass_penalty: "Dicht als strafkaart: beurt eindigen",
  mt_pass_top: "Leg de bovenste kaart open",
  mt_which_rank: "{card} begint de {slot} als:",
  mt_draw_five: "Nieuwe kaarten pakken",
  mt_end_turn: "Beurt beëindigen",
  mt_hint: "Kies een kaart: speel hem weg op een stapel, of leg hem open om je beurt te eindigen.",
  mt_hint_penalty:
    "Je {n} open kaarten zijn vol: de kaart waarmee je je beurt eindigt, gaat dicht als strafkaart. Die komt aan het eind terug, onder de laatste kaarten van je team: een kaart meer om te spelen voor je kunt winnen.",
  mt_hint_joker: "Kies je joker en de stapel waar hij op gaat.",
  mt_hint_endgame: "Speel weg wat past, leg dan de bovenste kaart van je trekstapel open.",
};
