/** The words only a seated player's table shows, in Dutch (see seat-en.ts). */
import type { MazzoSeatWords } from "./seat-en";

/** Dutch. */
export const words: MazzoSeatWords = {
  mz_hint_attack: "Kies een kaart, dan de vaardigheid waarmee je aanvalt.",
  mz_hint_secret: "Eén kaart elk: kies je vaardigheid; die blijft geheim tot het duel.",
  mz_hint_respond: "Kies een kaart: antwoord open met {ability}, of zeg „Heb ik niet”.",
  mz_attack_with: "Val aan met {card} op:",
  mz_answer_with: "Antwoord met {card}",
  mz_face_up_btn: "Open antwoorden",
  mz_deny_btn: "„Heb ik niet”",
  mz_answer_help: "Open duelleert {card} op {ability}. Of ontken, en riskeer twijfel.",
  mz_deny_help: "{card} gaat gedekt. Twijfelt men aan je, dan wordt je hele hand getoond.",
  mz_believe: "Geloven",
  mz_doubt: "Twijfelen",
  mz_deny_pick: "Kies de kaart die je gedekt neerlegt.",
  mz_tip_ok: "Begrepen",
};
