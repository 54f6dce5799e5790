/** The rematch's words in Dutch (the keys of en.ts). */
import type { RematchWords } from "./en";

export const words: Record<keyof RematchWords, string> = {
  rematch: "Revanche",
  rematch_join: "Revanche aannemen",
  watch_rematch: "Bekijk de revanche",
  rematch_offer: "{name} biedt een revanche aan",
  rematch_offered: "Er wacht een revanche op je",
  rematch_yours: "Je hebt een revanche aangeboden. Wachten op {names}.",
  rematch_you_and: "Jij en {names} zitten in de revanche.",
  rematch_running: "De revanche is begonnen.",
  rematch_go: "Naar de revanche",
  rematch_deck: "Je vorige zijstapel staat klaar.",
  expires_on: "Dit spel, de zetten en de controle van het schudden blijven hier tot {date}.",
};
