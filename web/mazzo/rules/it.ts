/** Le regole di Mazzo per chi gioca, in italiano (dal README del motore e da rules/mazzo.md). */
import type { RulesDoc } from "../../rules";

/** La pagina delle regole di Mazzo in italiano. */
export const rules: RulesDoc = {
  lead: "Due giocatori, un piccolo mazzo di personaggi e molto sangue freddo: attacca con un’abilità, rispondi o giura di non averla, e dubita della parola dell’avversario. Vince il bottino più grande.",
  sections: [
    {
      title: "Le carte",
      text: [
        "Ogni personaggio ha due abilità (Forza, Velocità, Astuzia, Magia, Resistenza, Mira; il mazzo grande aggiunge Carisma e Fortuna), ognuna con un valore. Il Mazziere ha tutte le abilità e vince ogni scontro.",
        "Il mazzo normale ha 16 carte (al massimo 8 turni); quello grande 28 (al massimo 14 turni). Ogni giocatore tiene tre carte, che vede solo lui.",
      ],
    },
    {
      title: "Un turno",
      list: [
        "Chi attacca mette una carta coperta e dichiara ad alta voce una delle sue abilità.",
        "Chi difende risponde scoperto con una carta che ha quell’abilità: è lo scontro. Oppure dice «Non ce l’ho» e mette una carta qualsiasi coperta: può essere un bluff.",
        "Dopo «Non ce l’ho», chi attacca ci crede (lo scontro si fa con la carta coperta) oppure dubita.",
      ],
    },
    {
      title: "Lo scontro",
      text: [
        "Le due carte si scoprono. Il Mazziere vince; altrimenti vince il valore più alto dell’abilità dichiarata, e una carta che non l’ha vale 0. Chi vince mette le due carte nel suo bottino.",
        "Con una carta a testa, l’abilità di chi attacca resta segreta fino allo scontro.",
      ],
    },
    {
      title: "Il dubbio",
      list: [
        "La carta d’attacco si scopre, e tutta la mano di chi difende viene mostrata a tutti.",
        "Se una sua carta ha l’abilità, chi difende bluffava: chi attacca prende due carte di quella mano nel suo bottino.",
        "Se no, chi difende diceva la verità: prende la carta d’attacco e un’altra pescata alla cieca dalla mano di chi attacca. Pescare così il Mazziere fa vincere subito la partita.",
      ],
    },
    {
      title: "Si pesca, e la fine",
      text: [
        "Dopo ogni turno le mani si completano dal mazzo fino a tre carte, e i ruoli si scambiano: chi difendeva attacca.",
        "Quando una mano e il mazzo sono vuoti, la partita finisce: le carte rimaste in mano vanno nel bottino di chi le tiene. Vince il bottino più grande; a parità, vince chi ha il Mazziere nel bottino.",
        "Chi crea la partita può cambiare qualche dettaglio in «Regole avanzate»; le regole qui sopra sono quelle normali.",
      ],
    },
  ],
};
