/**
 * The words of Pazaak's the deal verifier in English, the reference: a word pack (i18n/index.ts)
 * loaded with that chunk only, so no other screen downloads them. Italian and Dutch have
 * exactly these keys.
 */
export const words = {
  verify_title: "Verify the shuffle",
  verify_help:
    "Before the first card, the server published a fingerprint of its secret seed. Now the seed is revealed: your browser checks it and replays every move.",
  verify_commitment: "Fingerprint:",
  verify_button: "Verify the shuffle",
  verify_running: "Replaying…",
  verify_ok: "Fair deal: everything matches",
  verify_bad: "Verification failed",
  verify_seed_ok: "The seed matches the fingerprint published at the start.",
  verify_seed_bad: "The seed does NOT match the published fingerprint.",
  verify_replay_ok: "Replaying all {n} moves gives exactly this table.",
  verify_replay_bad: "The replay does not give this table",
  deal_title: "The deal, revealed",
  deal_side: "Side deck",
  deal_hand: "Hand",
  verify_replay_ok_one: "Replaying the {n} move gives exactly this table.",
};

/** The shape of this pack in every language. */
export type PazaakVerifyWords = Record<keyof typeof words, string>;
