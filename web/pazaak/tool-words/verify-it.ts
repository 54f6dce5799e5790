/** The words of Pazaak's the deal verifier in Italian (see verify-en.ts). */
import type { PazaakVerifyWords } from "./verify-en";

export const words: PazaakVerifyWords = {
  verify_title: "Verifica il mescolamento",
  verify_help:
    "Prima della prima carta il server ha pubblicato l'impronta del suo seme segreto. Ora il seme è svelato: il tuo browser lo controlla e rigioca ogni mossa.",
  verify_commitment: "Impronta:",
  verify_button: "Verifica il mescolamento",
  verify_running: "Rigioco…",
  verify_ok: "Distribuzione onesta: tutto torna",
  verify_bad: "Verifica non riuscita",
  verify_seed_ok: "Il seme corrisponde all'impronta pubblicata all'inizio.",
  verify_seed_bad: "Il seme NON corrisponde all'impronta pubblicata.",
  verify_replay_ok: "Rigiocando tutte le {n} mosse si ottiene esattamente questo tavolo.",
  verify_replay_bad: "Rigiocando non si ottiene questo tavolo",
  deal_title: "La distribuzione, svelata",
  deal_side: "Mazzo secondario",
  deal_hand: "Mano",
  verify_replay_ok_one: "Rigiocando l'unica mossa si ottiene esattamente questo tavolo.",
};
