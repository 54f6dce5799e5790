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
  mz_help_card:
    "Attacca con una delle sue abilità; la migliore è {ability} ({value}). Nello scontro vince il valore più alto.",
  mz_help_mazziere:
    "Il Mazziere ha tutte le abilità e vince ogni scontro. Se l’avversario lo pesca alla cieca dopo un dubbio sbagliato, vince subito.",
  mz_help_mazziere_none:
    "A questo tavolo il Mazziere non ha abilità, ma vince ogni scontro. Può attaccare solo come ultima carta.",
  mz_help_tie: "A parità di bottino vince chi lo ha nel bottino.",
  mz_tip_attack: "L’avversario deve rispondere con quell’abilità o dire «Non ce l’ho».",
  mz_tip_answer:
    "Scoperta, il valore più alto prende le due carte. Oppure di’ «Non ce l’ho» con una carta coperta, anche per bluff.",
  mz_tip_judge:
    "Credi: le carte si scontrano. Dubita: la sua mano si scopre; una bugia gli costa due carte, la verità ne costa due a te.",
  mz_tip_loot: "Chi vince il turno prende le due carte come bottino; vince il bottino più grande.",
};
