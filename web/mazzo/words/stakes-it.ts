/** The words of a doubt's stakes in Italian (see stakes-en.ts). */
import type { StakesWords } from "./stakes-en";

/** Italian. */
export const words: StakesWords = {
  mz_stake_believe: "Credi: perdi {card} solo se la carta coperta {if}.",
  mz_stake_safe: "Credi: {card} non può perdere questo scontro.",
  mz_if_mz: "è il Mazziere",
  mz_if_hi: "ha {ability} più di {value}",
  mz_or: "{a} o {b}",
  mz_stake_doubt: "Dubita: se {name} mentiva, prendi due sue carte; se no, perdi {lose}.",
  mz_lose_blind: "{card} e una carta pescata alla cieca tra {cards}",
  mz_and: "{a} e {b}",
  mz_stake_mazziere: "Hai il Mazziere in mano: se {name} lo pesca, vince subito la partita.",
  mz_stake_lost: "Perdere il Mazziere così chiude la partita.",
  mz_take_title: "Scoperto! Prendi due carte di {name}",
  mz_take_these: "Prendi {a} e {b}",
  mz_take_pick: "Scegli ancora {n} carte",
  mz_take_pick_one: "Scegli ancora {n} carta",
};
