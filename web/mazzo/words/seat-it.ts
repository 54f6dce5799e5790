/** The words only a seated player's table shows, in Italian (see seat-en.ts). */
import type { MazzoSeatWords } from "./seat-en";

/** Italian. */
export const words: MazzoSeatWords = {
  mz_hint_attack: "Scegli una carta, poi l’abilità con cui attacchi.",
  mz_hint_secret: "Una carta a testa: scegli l’abilità; resta segreta fino allo scontro.",
  mz_hint_respond: "Scegli una carta: rispondi scoperto con {ability}, o di’ «Non ce l’ho».",
  mz_attack_with: "Attacca con {card} usando:",
  mz_answer_with: "Rispondi con {card}",
  mz_face_up_btn: "Rispondi scoperto",
  mz_deny_btn: "«Non ce l’ho»",
  mz_answer_help: "Scoperta, {card} si scontra su {ability}. Oppure nega, e rischia il dubbio.",
  mz_deny_help: "{card} va coperta. Se dubitano di te, tutta la tua mano viene mostrata.",
  mz_believe: "Ci credo",
  mz_doubt: "Dubito",
  mz_deny_pick: "Scegli la carta da mettere coperta.",
  mz_tip_ok: "Ho capito",
};
