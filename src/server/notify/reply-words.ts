/**
 * The words of the reply-to-play emails (notify/reply.ts) in en, it and nl: the line in a
 * "your turn" email that invites a reply, and the answers to a reply.
 */
import { dictionary, type SayKey } from "../words";

/** The text of `key` in `lang`, placeholders filled. */
export const replySay = dictionary({
  en: {
    invite:
      "Or reply to this email with your move in words (the first line counts), for example: {moves}.",
    // {move} is the move as the player wrote it, a command ("play +3", "stand"): quoted, never
    // after a verb of our own ("you played play +3").
    moved_subject: "{game}: your move “{move}” is in",
    moved_body: "Done: “{move}” is played in {game}.",
    still_yours: "It is still your turn. Reply with one of these:",
    next_wait: "You will get an email when it is your turn again.",
    unclear_subject: "{game}: which move?",
    unclear_body: "We could not tell which move “{said}” is, so nothing was played.",
    unclear_empty: "Your reply had no words we could read, so nothing was played.",
    choose: "Reply to this email with one of these (only the first line of your reply counts):",
    more: "… and {n} more on the table",
    stale_subject: "{game}: the turn has moved on",
    stale_body: "Your reply was for an earlier turn, so nothing was played.",
    over_body: "The game is over, so nothing was played.",
    yours_again: "It is your turn now: reply to this email with one of these:",
  },
  it: {
    invite:
      "Oppure rispondi a questa email con la tua mossa a parole (conta la prima riga), per esempio: {moves}.",
    moved_subject: "{game}: la tua mossa “{move}” è fatta",
    moved_body: "Fatto: “{move}” è giocata in {game}.",
    still_yours: "Tocca ancora a te. Rispondi con una di queste:",
    next_wait: "Riceverai un'email quando toccherà di nuovo a te.",
    unclear_subject: "{game}: quale mossa?",
    unclear_body: "Non abbiamo capito quale mossa sia “{said}”, quindi non è stato giocato nulla.",
    unclear_empty:
      "Nella tua risposta non c'erano parole leggibili, quindi non è stato giocato nulla.",
    choose: "Rispondi a questa email con una di queste (conta solo la prima riga della risposta):",
    more: "… e altre {n} al tavolo",
    stale_subject: "{game}: il turno è passato",
    stale_body: "La tua risposta era per un turno precedente, quindi non è stato giocato nulla.",
    over_body: "La partita è finita, quindi non è stato giocato nulla.",
    yours_again: "Ora tocca a te: rispondi a questa email con una di queste:",
  },
  nl: {
    invite:
      "Of beantwoord deze e-mail met je zet in woorden (de eerste regel telt), bijvoorbeeld: {moves}.",
    moved_subject: "{game}: je zet “{move}” is gedaan",
    moved_body: "Gedaan: “{move}” is gespeeld in {game}.",
    still_yours: "Je bent nog steeds aan de beurt. Antwoord met een van deze:",
    next_wait: "Je krijgt een e-mail als je weer aan de beurt bent.",
    unclear_subject: "{game}: welke zet?",
    unclear_body: "We begrepen niet welke zet “{said}” is, dus er is niets gespeeld.",
    unclear_empty:
      "Je antwoord bevatte geen woorden die we konden lezen, dus er is niets gespeeld.",
    choose:
      "Beantwoord deze e-mail met een van deze (alleen de eerste regel van je antwoord telt):",
    more: "… en nog {n} aan tafel",
    stale_subject: "{game}: de beurt is voorbij",
    stale_body: "Je antwoord was voor een eerdere beurt, dus er is niets gespeeld.",
    over_body: "De partij is afgelopen, dus er is niets gespeeld.",
    yours_again: "Je bent nu aan de beurt: beantwoord deze e-mail met een van deze:",
  },
});

/** A key of the reply words. */
export type ReplyWordKey = SayKey<typeof replySay>;
