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
  mz_help_card:
    "Val aan met een van zijn vaardigheden; het sterkst in {ability} ({value}). De hoogste waarde wint een duel.",
  mz_help_mazziere:
    "Il Mazziere heeft elke vaardigheid en wint elk duel. Trekt je tegenstander hem blind na een onterechte twijfel, dan wint die meteen.",
  mz_help_mazziere_none:
    "Aan deze tafel heeft Il Mazziere geen vaardigheid, maar hij wint elk duel. Hij valt alleen aan als je laatste kaart.",
  mz_help_tie: "Bij gelijke buit wint wie hem in de buit heeft.",
  mz_tip_attack: "Je tegenstander moet met die vaardigheid antwoorden of zeggen „Heb ik niet”.",
  mz_tip_answer:
    "Open neemt de hoogste waarde beide kaarten. Of zeg „Heb ik niet” met een kaart gedekt, ook als bluf.",
  mz_tip_judge:
    "Geloven: de kaarten duelleren. Twijfelen: de hand gaat open; een leugen kost de ander twee kaarten, de waarheid jou twee.",
  mz_tip_loot: "Wie een beurt wint, neemt beide kaarten als buit; de grootste buit wint.",
};
