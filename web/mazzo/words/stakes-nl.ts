/** The words of a doubt's stakes in Dutch (see stakes-en.ts). */
import type { StakesWords } from "./stakes-en";

/** Dutch. */
export const words: StakesWords = {
  mz_stake_believe: "Geloven: je verliest {card} alleen als de gedekte kaart {if}.",
  mz_stake_safe: "Geloven: {card} kan dit duel niet verliezen.",
  mz_if_mz: "Il Mazziere is",
  mz_if_hi: "meer dan {value} {ability} heeft",
  mz_or: "{a} of {b}",
  mz_stake_doubt:
    "Twijfelen: loog {name}, dan neem jij twee van diens kaarten; zo niet, dan verlies je {lose}.",
  mz_lose_blind: "{card} en één kaart blind getrokken uit {cards}",
  mz_and: "{a} en {b}",
  mz_stake_mazziere: "Il Mazziere zit in je hand: trekt {name} hem, dan wint die meteen het spel.",
  mz_stake_lost: "Verlies je Il Mazziere zo, dan is het spel voorbij.",
  mz_take_title: "Betrapt! Neem twee kaarten van {name}",
  mz_take_these: "Neem {a} en {b}",
  mz_take_pick: "Kies nog {n} kaarten",
  mz_take_pick_one: "Kies nog {n} kaart",
};
