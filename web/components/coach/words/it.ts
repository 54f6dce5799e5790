/** The words of "why not?" and of hints in Italian (the keys of en.ts). */
import type { CoachWords } from "./en";

export const words: Record<keyof CoachWords, string> = {
  why_not: "Perché no?",
  why_playable: "Questa mossa si può fare ora.",
  learning_badge: "Partita per imparare: suggerimenti attivi",
  hint: "Suggerimento",
  hint_waiting: "Il suggerimento arriva quando tocca a te.",
  hint_move: "Il computer farebbe la mossa segnata.",
  hint_pazaak_flexible_deck:
    "Il mazzo flessibile: ogni carta va su o giù, per salvarti dallo sballo o arrivare a 20.",
  hint_pazaak_stand: "Stai a {total}: pescare ancora rischia di superare 20.",
  hint_pazaak_draw: "Chiudi il turno e pesca ancora: {total} è basso abbastanza per rischiare.",
  hint_pazaak_card: "Gioca la carta segnata: ti porta a {to}.",
  hint_pazaak_bust: "A {total} nessuna carta della tua mano salva il turno: chiudilo.",
  why_rule_not_your_turn: "Non è il tuo turno.",
  why_rule_game_over: "La partita è finita.",
  why_rule_not_in_hand: "Quella carta non è nella tua mano.",
  why_rule_wrong_step: "Quella mossa appartiene a un altro momento del turno.",
  why_rule_illegal_card: "Le regole non permettono di giocare questa carta ora.",
  why_rule_side_card_already_played: "Si può giocare una sola carta secondaria per turno.",
  why_rule_board_full: "Il tuo tavolo è pieno.",
  why_rule_side_deck_already_chosen: "Hai già scelto il tuo mazzo secondario.",
  why_rule_choose_side_deck_first: "Prima entrambi devono scegliere il mazzo secondario.",
  why_rule_bad_value: "Scegli un valore che questa carta permette.",
  why_mattazza_rule_illegal_card:
    "Devi rispondere al seme di uscita, o giocare un trionfo se non puoi (il Matto si può sempre giocare).",
  why_rule_give_first: "Prima dai una carta a chi ha preso la mano, per il tuo Matto.",
  why_rule_eliminated: "Sei stato eliminato e resti fuori fino alla fine della partita.",
  why_rule_not_now: "Chiama aiuto nel tuo turno di gioco, non durante lo scambio del Matto.",
  why_rule_already_called: "Hai già chiamato aiuto in questa mano.",
  why_rule_bad_target: "Chiama aiuto contro un altro giocatore al tavolo.",
  why_rule_nothing_to_give: "Ora non c'è nessuno scambio del Matto da saldare.",
  why_rule_not_in_pile: "Quella carta non è tra le tue prese.",
  why_rule_matto_not_a_gift: "Il Matto resta tuo: dai invece una carta che hai vinto.",
  why_rule_must_give_counting:
    "Tra le tue prese c'è una carta che conta: il dono deve alzare il punteggio di chi ha preso.",
  why_mazzo_rule_illegal_card:
    "Questa carta non ha l'abilità chiesta: rispondi scoperto solo con una carta che ce l'ha, o di' che non ce l'hai.",
  why_rule_unknown_ability: "Questo mazzo non ha questa abilità.",
  why_rule_same_card_twice: "Prendi due carte diverse.",
  why_rule_not_in_revealed_hand: "Quella carta non è nella mano scoperta.",
  why_mazzeltof_rule_illegal_card:
    "Questa carta non va su quella pila: serve il valore successivo.",
  why_rule_card_not_available:
    "Non hai questa carta: gioca dalla mano o dalle carte scoperte tue o del compagno.",
  why_rule_not_your_card: "È una carta scoperta degli avversari: solo loro possono giocarla.",
  why_rule_not_top: "Si può giocare solo la carta in cima alla tua pila scoperta.",
  why_rule_wrong_colour: "Quella pila accetta solo carte del suo colore.",
  why_rule_rank_needed: "Di' quale valore (dal 3 al re) vale questa carta quando apre una pila.",
  why_rule_bad_rank: "Una nuova pila si apre con un valore dal 3 al re.",
  why_rule_ace_cannot_start: "Una pila non si apre con un asso: sarebbe subito completa.",
  why_rule_decide_pawn_first:
    "La pedina rossa è sulla tua pila: prima annullala con il jolly o accetta il turno perso.",
  why_rule_joker_due:
    "Hai annullato la pedina rossa con il jolly: gioca quel jolly su una pila prima di passare.",
  why_rule_no_pawn: "Non c'è nessuna pedina rossa sulla tua pila da decidere.",
  why_rule_no_joker: "Solo un jolly già nella tua mano annulla la pedina rossa.",
  why_rule_must_pass: "Il tuo turno finisce passando una carta.",
  why_rule_hand_not_empty: "Puoi prendere cinque carte nuove solo a mano vuota.",
  why_rule_nothing_to_draw: "Non restano carte da pescare sopra la riserva.",
  why_rule_pass_top: "Nel finale passi la carta in cima alla tua pila.",
  why_rule_endgame_pass:
    "Nel finale non si pesca: ogni turno finisce scoprendo la carta in cima alla tua pila.",
  why_rule_pass_card_needed: "Di' quale carta della mano passi.",
};
