/** The standing orders' words in Italian (en.ts is the reference, with its keys). */
import type { OrdersWords } from "./en";

export const words: OrdersWords = {
  orders_title: "Ordini permanenti: gioca il mio turno quando…",
  orders_hint:
    "Ogni ordine decide solo su ciò che vedi tu, dopo un momento, come faresti tu. Nessun altro può accorgersene.",
  orders_stops: "Si ferma quando {reasons}.",
  orders_at: "Da",
  orders_advised: "quando consigliato",
  orders_privacy: "Tempi riservati",
  orders_privacy_hint:
    "Le mosse giocate per te aspettano il tuo riepilogo giornaliero o la tua prossima visita (partite con un tempo per mossa o un riepilogo giornaliero).",
  orders_cancelled: "Il tuo ordine «{order}» è stato annullato: {reason}. Non gioca più.",
  order_pazaak_stand: "Stai a un totale da N, a meno che l'avversario stia più in alto",
  order_pazaak_keep: "Tieni le mie carte laterali finché non supero 20",
  order_mattazza_fool: "Quando non posso rispondere, gioca il Matto",
  order_mattazza_lowest_trump: "Quando non posso rispondere, gioca il mio trionfo più basso",
  order_mazzo_believe: "Credi a ogni negazione finché sono in vantaggio nel bottino",
  order_mazzeltof_lowest_open: "Quando niente va, scopri la mia carta più bassa",
  stops_set_ended: "finisce il set",
  stops_opponent_card: "l'avversario gioca una carta laterale",
  stops_over_20: "superi 20",
  stops_hand_ended: "finisce la mano",
  stops_called_for_help: "qualcuno chiama aiuto contro di te",
  stops_pawn: "ti viene messa la pedina rossa",
  stops_endgame: "inizia il finale della tua squadra",
  stops_lead_lost: "perdi il vantaggio nel bottino",
  stopped_set_ended: "il set è finito",
  stopped_opponent_card: "l'avversario ha giocato una carta laterale",
  stopped_over_20: "hai superato 20",
  stopped_hand_ended: "la mano è finita",
  stopped_called_for_help: "qualcuno ha chiamato aiuto contro di te",
  stopped_pawn: "ti è stata messa la pedina rossa",
  stopped_endgame: "è iniziato il finale della tua squadra",
  stopped_lead_lost: "hai perso il vantaggio nel bottino",
  stopped_refused: "la partita era andata avanti prima della sua mossa",
};
