/** The words of Pazaak's hint over 20 in Italian (see bust-en.ts). */
import type { PazaakBustWords } from "./bust-en";

export const words: PazaakBustWords = {
  bust_save: "Oltre 20: gioca {card} per tornare a {total}",
  bust_none: "Oltre 20: nessuna carta della tua mano ti riporta sotto.",
};
