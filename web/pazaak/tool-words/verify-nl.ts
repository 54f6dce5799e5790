/** The words of Pazaak's the deal verifier in Dutch (see verify-en.ts). */
import type { PazaakVerifyWords } from "./verify-en";

export const words: PazaakVerifyWords = {
  verify_title: "Controleer het schudden",
  verify_help:
    "Voor de eerste kaart publiceerde de server een vingerafdruk van zijn geheime seed. Nu is de seed onthuld: je browser controleert hem en speelt elke zet opnieuw.",
  verify_commitment: "Vingerafdruk:",
  verify_button: "Controleer het schudden",
  verify_running: "Opnieuw spelen…",
  verify_ok: "Eerlijk gedeeld: alles klopt",
  verify_bad: "Controle mislukt",
  verify_seed_ok: "De seed past bij de vingerafdruk die aan het begin werd gepubliceerd.",
  verify_seed_bad: "De seed past NIET bij de gepubliceerde vingerafdruk.",
  verify_replay_ok: "Alle {n} zetten opnieuw spelen geeft precies deze tafel.",
  verify_replay_bad: "Opnieuw spelen geeft niet deze tafel",
  deal_title: "De deling, onthuld",
  deal_side: "Zijstapel",
  deal_hand: "Hand",
  verify_replay_ok_one: "De ene zet opnieuw spelen geeft precies deze tafel.",
};
