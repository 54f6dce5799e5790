/** The lesson page's words in Italian (see en.ts). */
import type { LearnWords } from "./en";

export const words: Record<keyof LearnWords, string> = {
  ls_title: "Impara {game}",
  ls_lead:
    "Una breve partita contro il computer: fai tu ogni mossa, una riga ti dice quale e perché.",
  ls_loading: "Preparo il tavolo…",
  ls_failed: "La lezione non si è potuta caricare: {message}",
  ls_progress: "Mossa {n} di {total}",
  ls_other: "È consentito, ma non è la mossa di questa lezione: leggi la riga qui sopra e riprova.",
  ls_refused: "Non è consentito: {reason} Riprova.",
  ls_done: "Lezione finita",
  ls_next: "Ora una partita vera:",
  ls_friend: "Gioca con un amico",
  ls_computer: "Gioca contro il computer",
  ls_rules: "Leggi tutte le regole di {game}",
  ls_player: "Giocatore",
  ls_computer_one: "Computer",
  ls_computer_n: "Computer {n}",
  ls_rule_illegal_card: "quella carta ora non si può giocare.",
  ls_rule_not_your_turn: "non è il tuo turno.",
  ls_rule_not_in_hand: "quella carta non è nella tua mano.",

  ls_pazaak_intro:
    "Avvicinati a 20 più del computer senza superarlo. Tre set vincono la partita; questa lezione ne gioca due.",
  ls_pazaak_deck:
    "Prima il mazzo laterale: scegli il mazzo pronto Equilibrato (da +1 a +5, da −1 a −5), poi Usa queste 10.",
  ls_pazaak_draw:
    "Hai pescato un 4 e quattro carte laterali sono arrivate in mano. Totale basso: finisci il turno per pescare ancora.",
  ls_pazaak_low: "7 è lontano da 20. Finisci di nuovo il turno.",
  ls_pazaak_stood: "Il computer si ferma a 17: non pesca più. A 9, continua a pescare.",
  ls_pazaak_beat: "16 perde contro 17. Pesca ancora: se superi 20, una carta meno può salvarti.",
  ls_pazaak_save: "23 supera 20! Gioca la carta −3: 20 batte 17 e vince il set.",
  ls_pazaak_set2:
    "Un set a te. Nuovo set, e hai pescato un 4; la mano tiene le sue tre carte. Finisci il turno.",
  ls_pazaak_keep: "8. Finisci il turno: le carte laterali sono poche, tienile per quando contano.",
  ls_pazaak_eleven: "11. Finisci il turno e pesca.",
  ls_pazaak_gamble:
    "19 contro il 20 del computer: fermarsi perde, quindi pesca ancora. Finisci il turno.",
  ls_pazaak_bust:
    "26: oltre 20, e −2 non basta a rientrare. Finisci il turno: questo set va al computer.",
  ls_pazaak_outro:
    "Un set a testa. Ora conosci il gioco: pesca, fermati al momento giusto e salva uno sballo con una carta laterale.",

  ls_mattazza_intro:
    "A Mattazza vince chi fa pochi punti: perde il punteggio più alto, e perde chi non prende nessuna presa. Qui, una mano di dieci prese.",
  ls_mattazza_1:
    "È uscito un tarocco e tu ne hai: devi giocarne uno. Le carte accese sono quelle valide; dai il Moro 1, il più debole.",
  ls_mattazza_2: "Sono uscite Spade: rispondi con la tua unica Spade, il 10 di Spade.",
  ls_mattazza_3:
    "Sono uscite Coppe: devi rispondere a Coppe. Prendi almeno una presa: la Regina di Coppe vince questa.",
  ls_mattazza_4: "Hai preso, quindi apri tu. Apri con l'Asso di Denari: batte i numeri di Denari.",
  ls_mattazza_5: "Apri ancora tu. Apri con il 10 di Bastoni: un tarocco te lo prenderà.",
  ls_mattazza_6: "Sono uscite Spade e non ne hai più: devi giocare un tarocco. Il 10 Ruota vince.",
  ls_mattazza_7: "Apri tu. L'Asso di Coppe: il computer lo taglia con un tarocco.",
  ls_mattazza_8: "Niente Denari: devi tagliare, ed esce il tuo ultimo tarocco, il 5 Amore.",
  ls_mattazza_9: "Apri con il 9 di Bastoni.",
  ls_mattazza_10:
    "Niente Spade e niente tarocchi: ora ogni carta è valida. Gioca l'ultima, la Regina di Bastoni.",
  ls_mattazza_outro:
    "La mano è contata: il punteggio più alto ha preso un segno, non tu. Con sei segni si perde la partita.",
};
