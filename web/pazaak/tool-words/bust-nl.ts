/** The words of Pazaak's hint over 20 in Dutch (see bust-en.ts). */
import type { PazaakBustWords } from "./bust-en";

export const words: PazaakBustWords = {
  bust_save: "Boven 20: speel {card} om terug te gaan naar {total}",
  bust_none: "Boven 20: geen kaart in je hand brengt je terug.",
};
