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

  ls_mazzo_intro:
    "Attacca con un personaggio coperto e una sua abilità; l'altro risponde scoperto o dice «Non ce l'ho». Il valore più alto vince le due carte.",
  ls_mazzo_1:
    "Il computer attacca con Velocità e nessuna tua carta ce l'ha: scegli Il Soldato e di' «Non ce l'ho».",
  ls_mazzo_2:
    "Tocca a te attaccare: scegli Il Negromante e attacca con Magia 5, il valore più alto che una carta abbia.",
  ls_mazzo_3:
    "Attacco di Astuzia. Il Mazziere ha ogni abilità e vince ogni scontro: rispondi scoperto con lui.",
  ls_mazzo_4: "Attacca con la Resistenza 5 de Il Guardiano.",
  ls_mazzo_5:
    "Attacco di Forza, e Il Balestriere ha Forza 1: rispondi scoperto. Negare sarebbe un bluff, e un bluff scoperto costa due carte.",
  ls_mazzo_6: "Attacca con la Forza 4 de Il Barbaro.",
  ls_mazzo_7:
    "Il computer dice di non avere Forza. Credici: la sua carta coperta vale 0 e vinci lo scontro.",
  ls_mazzo_8: "Attacco di Astuzia: Il Brigante ha Astuzia 3, rispondi scoperto con lui.",
  ls_mazzo_outro:
    "Bottino 8 a 6 per te: a carte finite vince il bottino più grande. Con una carta a testa, l'ultimo scontro si gioca da sé.",

  ls_mazzeltof_intro:
    "Fai salire le pile rossa, mista e nera di un valore alla volta; vince chi per primo gioca tutto il proprio mazzo.",
  ls_mazzeltof_1:
    "Nessuna carta naturale va bene, e il jolly e il 2 sono matte da tenere: scopri l'8 di quadri per chiudere il turno.",
  ls_mazzeltof_2:
    "Hai pescato due carte. La pila mista accetta ogni colore e vuole un 7: gioca il 2 di picche, una matta per il valore dopo.",
  ls_mazzeltof_3: "Ora la mista vuole un 8: gioca dal tavolo il tuo 8 di quadri scoperto.",
  ls_mazzeltof_4: "Poi un 9: il jolly lo sostituisce.",
  ls_mazzeltof_5:
    "Gioca il 10 di picche. Un 10 passa la pedina rossa: il computer salta il turno, se non ha un jolly.",
  ls_mazzeltof_6: "Il fante di picche fa 11.",
  ls_mazzeltof_7: "La donna di cuori fa 12.",
  ls_mazzeltof_8: "Il re di picche fa 13: un asso completerebbe la pila.",
  ls_mazzeltof_9: "Nient'altro va bene: scopri il 4 di fiori per chiudere il turno.",
  ls_mazzeltof_10:
    "Il computer ha annullato la pedina con il suo jolly, poi ha giocato un 10: la pedina rossa è tua, e senza jolly salti il turno.",
  ls_mazzeltof_outro:
    "Gioca, scopri una carta, e attento ai 10: vince chi per primo svuota il proprio mazzo.",

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
