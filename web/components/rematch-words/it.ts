/** The rematch's words in Italian (the keys of en.ts). */
import type { RematchWords } from "./en";

export const words: Record<keyof RematchWords, string> = {
  rematch: "Rivincita",
  rematch_join: "Accetta la rivincita",
  watch_rematch: "Guarda la rivincita",
  rematch_offer: "{name} propone la rivincita",
  rematch_offered: "Ti aspetta una rivincita",
  rematch_yours: "Hai proposto la rivincita. In attesa di {names}.",
  rematch_you_and: "Tu e {names} siete nella rivincita.",
  rematch_running: "La rivincita è in corso.",
  rematch_go: "Vai alla rivincita",
  rematch_deck: "Il tuo ultimo mazzo secondario sarà pronto.",
  expires_on: "Questa partita, le sue mosse e la verifica del mazzo restano qui fino al {date}.",
};
