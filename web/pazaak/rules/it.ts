/** Le regole del Pazaak per i giocatori, in italiano (dal README del motore e da rules/pazaak.md). */
import type { RulesDoc } from "../../rules";

/** La pagina delle regole del Pazaak in italiano. */
export const rules: RulesDoc = {
  lead: "Due giocatori, un mazzo verde e quattro carte segrete a testa: arriva più vicino a 20 dell'avversario senza sballare. Vince la partita chi vince per primo tre set.",
  sections: [
    {
      title: "Prima della partita: il mazzo secondario",
      text: [
        "Ogni giocatore sceglie 10 carte tra le sue 43: carte più (da +1 a +6), carte meno (da −1 a −6), carte più o meno (da ±1 a ±6) e alcune speciali. Al massimo due copie di ogni carta normale, una di ogni speciale.",
        "Le 10 vengono mescolate e te ne vengono date quattro. Queste quattro sono la tua mano per tutta la partita: una carta giocata non torna, quindi tienila per quando serve. Nessuno vede la mano dell'altro.",
      ],
    },
    {
      title: "Un turno",
      list: [
        "Una carta verde (da 1 a 10) viene pescata da sola sul tuo tavolo.",
        "Poi puoi giocare una carta della mano; una carta ± la giochi come più o come meno, a scelta, e resta così.",
        "Poi scegli Fine turno (al prossimo turno peschi ancora) o Stai (il tuo totale resta quello per questo set).",
      ],
    },
    {
      title: "Oltre 20",
      text: [
        "Dopo la pesca puoi essere oltre 20: una carta meno può ancora salvarti. Oltre 20 alla fine del tuo turno sballi e perdi il set.",
      ],
    },
    {
      title: "Quando stai in automatico",
      list: [
        "Arrivare esattamente a 20 ti fa stare automaticamente: non si pesca oltre un totale perfetto.",
        "La regola delle nove carte: il tuo tavolo ha nove spazi. Quando arriva la nona carta stai automaticamente (oltre 20 sballi). Chi crea la partita può scegliere l'altra regola: nove carte a 20 o meno vincono subito il set.",
      ],
    },
    {
      title: "Le carte speciali",
      list: [
        "2&4 (inverti): ogni 2 e ogni 4 sul tuo tavolo cambia segno, +2 diventa −2 e −4 diventa +4. Si invertono solo le carte verdi, più e meno; le carte ± e speciali restano.",
        "3&6 (inverti): lo stesso per ogni 3 e ogni 6.",
        "×2 (doppia): copia la carta appena prima sul tuo tavolo, sempre quella pescata in questo turno: un 6 pescato vale 12. Se poi un'inversione cambia quella carta, ×2 cambia con lei.",
        "±1T (spareggio): vale +1 o −1, e vince il set se finisce in parità, a meno che anche l'avversario ne abbia giocata una.",
        "1±2: vale +1, −1, +2 o −2, a scelta.",
      ],
    },
    {
      title: "Chi vince un set",
      text: [
        "Quando entrambi stanno (o uno sballa), vince il set il totale più alto fino a 20. A totali pari vince chi ha giocato la carta spareggio; altrimenti il set è pari e non conta.",
        "Chi vince un set inizia il successivo; dopo un pari inizia chi non aveva iniziato il set pari. Dal secondo set il mazzo verde viene rimescolato.",
      ],
    },
    {
      title: "La partita",
      text: [
        "Vince chi arriva per primo a tre set. Chi inizia il primo set si decide pescando una carta verde a testa: inizia la più alta.",
        "Chi crea la partita può cambiare qualche dettaglio in \u201cRegole avanzate\u201d; i valori predefiniti sono le regole qui sopra.",
      ],
    },
  ],
};
