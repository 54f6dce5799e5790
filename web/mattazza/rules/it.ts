/** Le regole della Mattazza per i giocatori, in italiano. */
import type { RulesDoc } from "../../rules";

/** La pagina delle regole della Mattazza in italiano. */
export const rules: RulesDoc = {
  lead: "Un gioco di prese col tarocchino bolognese, da 3 a 6 giocatori, ognuno per sé. Lo scopo: fare almeno una presa, ma meno punti possibile. Perde la mano chi fa più punti, e chi non fa nemmeno una presa.",
  sections: [
    {
      title: "Il mazzo",
      text: [
        "62 carte: quattro semi (Coppe, Denari, Spade, Bastoni) con Re, Regina, Cavallo, Fante, dal 10 al 6 e Asso; 21 tarocchi, dal più alto (Angelo, Mondo, Sole, Luna, dal 16 Stella al 5 Amore, i quattro Mori uguali e il Bégato); e il Matto. Qui i tarocchi senza numero stampato mostrano il loro grado sulla carta: Angelo 21, Mondo 20, Sole 19, Luna 18, i Mori 2, il Bégato 1.",
        "In Coppe e Denari le cartine vanno al contrario: dopo il Fante vengono l'Asso, poi 6, 7, 8, 9 e il 10 più basso. In Spade e Bastoni il 10 è alto e l'Asso basso.",
      ],
    },
    {
      title: "Distribuzione e gioco",
      list: [
        "Dieci carte a testa; le altre restano da parte, coperte. Apre il giocatore dopo il mazziere.",
        "Rispondi al seme se puoi; se no gioca un tarocco se puoi; altrimenti quello che vuoi. Non sei mai obbligato a superare.",
        "Vince la presa il tarocco più alto, se no la carta più alta del seme giocato. Fra Mori che sono i tarocchi più alti vince l'ultimo giocato.",
        "Il Matto si gioca quando vuoi e non prende mai. Resta a te, e dai a chi prende una carta delle tue prese: una che conta, se ne hai. Se non hai prese paghi dopo la prima; se non ne fai, il Matto stesso va a chi ha preso.",
      ],
    },
    {
      title: "Il punteggio della mano",
      list: [
        "Carte che contano: Re, Angelo, Mondo, Bégato e Matto 5; Regina 4; Cavallo 3; Fante 2; le altre sono cartine. Per ogni presa si conta il valore delle carte meno uno ciascuna, più uno per presa.",
        "Cricche (tre o quattro uguali fra le tue prese): Tarocchi (Angelo, Mondo, Bégato, Matto) 18, Re 17, Regine 14, Cavalli 13, Fanti 12; con quattro carte valgono il doppio. Tre cricche o più (criccone) raddoppiano ancora.",
        "Le sequenze valgono 5 per ogni carta dopo la prima: la Grande (Angelo, Mondo, Sole, Luna, dal 16 al 5), Re-Regina-Cavallo-Fante(-Asso) di un seme, i Mori, gli Assi. Bégato e Matto sostituiscono le carte mancanti. Tre sequenze o più raddoppiano.",
        "Le combinazioni fatte dentro una presa contano di nuovo per chi la prende; l'ultima presa vale 6.",
      ],
    },
    {
      title: "Chi perde",
      text: [
        "Chi non ha fatto prese perde la mano; altrimenti perde chi ha il punteggio più alto (a pari merito perdono tutti). Ogni perdente prende un segno: meno segni hai, meglio è.",
        "La partita finisce quando qualcuno arriva a 6 segni o, in 3 o 4, quando due giocatori sono entrambi a 3. Creando la partita si può scegliere invece l'eliminazione: chi arriva al limite esce (se sono più d'uno nella stessa mano, escono insieme) finché ne restano due o meno, e perde chiunque sia uscito.",
        "Una volta per mano, al tuo turno, puoi chiamare aiuto contro chi è in vantaggio: un annuncio, niente di più.",
      ],
    },
  ],
};
