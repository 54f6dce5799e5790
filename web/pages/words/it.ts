/** The words of the pages around the tables in Italian (see en.ts). */
import type { PagesWords } from "./en";

export const words: PagesWords = {
  hero_title: "Giochi di carte con gli amici, mandando un link",
  hero_lead:
    "Niente account, niente app. Gioca dal vivo in cinque minuti, o una mossa al giorno per settimane. Chiunque può guardare.",
  hero_step1: "Scegli un gioco",
  hero_step2: "Manda a ogni amico il suo link",
  hero_step3: "Gioca, adesso o quando vuoi",
  status_over: "Finita",
  status_waiting: "In attesa",
  versus: "con {names}",
  tagline: "giochi di carte con gli amici, via link",
  title_share: "Manda i link",
  title_join: "Sei invitato",
  seat_open: "un posto libero",
  my_games: "Le tue partite su questo dispositivo",
  choose_game: "Scegli un gioco",
  players_n: "{n} giocatori",
  how_to_play: "Il gioco in breve",
  play_game: "Gioca a {game}",
  pitch_pazaak:
    "Il cugino furbo del blackjack: arriva più vicino a 20 dell'avversario, con quattro carte segrete per salvarti.",
  pitch_mazzo:
    "Un duello di bluff: dichiara che il tuo personaggio ha l'abilità e sfida l'avversario a dubitarne.",
  pitch_mattazza:
    "Un gioco di prese col tarocco bolognese: fai almeno una presa, ma meno punti possibile.",
  pitch_mazzeltof:
    "Una corsa a svuotare il mazzo della tua squadra su tre pile comuni, dal tre all'asso.",
  how_pazaak:
    "Componi un mazzo secondario di 10 carte; quattro a caso diventano la tua mano per tutta la partita. A ogni turno peschi una carta verde sul tuo tavolo, puoi giocare una carta della mano (+, − o ± a scelta), poi scegli Fine turno o Stai. Oltre 20 a fine turno sballi. Vince il set il totale più alto; vince la partita chi arriva a tre set.",
  how_mazzo:
    "A ogni turno un giocatore attacca dichiarando un'abilità; chi difende risponde con una carta che ce l'ha, o dice “non ce l'ho”. L'attaccante può dubitare: un bluff scoperto costa la carta. Il Mazziere vince sempre. Le mani tornano a tre carte; vince il bottino più grande.",
  how_mattazza:
    "Da 3 a 6 giocatori, ognuno per sé, dieci carte a testa dal tarocco bolognese di 62 carte. Si risponde al seme, altrimenti si taglia con un trionfo. Le carte di conto valgono a prese; perde chi non fa nessuna presa, altrimenti chi ha il punteggio più alto.",
  how_mazzeltof:
    "Due squadre (o due giocatori), ognuna col suo mazzo. Si costruiscono le pile rossa, nera e mista dal 3 all'asso; i 2 e i jolly sono jolly, i 10 fanno saltare il turno al prossimo. Al massimo cinque carte scoperte. Vince la squadra che svuota per prima il suo mazzo.",
  creating: "Mescolo…",
  share_title: "Manda i link",
  share_lead: "Ogni amico riceve il suo link: gli dà il suo posto, una volta sola.",
  share_missing: "Gli inviti di questa partita sono sul dispositivo che l'ha creata.",
  share_text: "Gioca a {game} con me su Tavolo",
  invite_for: "Link per il posto {n}",
  invite_taken: "{name} ha preso questo posto: il link è già stato usato.",
  qr_of: "Codice QR del link per il posto {n}",
  your_link_keep:
    "Conserva questo link: è il tuo posto. Aprilo su qualsiasi dispositivo per continuare la partita.",
  spectator_link: "Link per spettatori",
  spectator_help: "Chiunque abbia questo link può guardare, senza vedere le vostre mani.",
  go_to_table: "Vai al tavolo",
  join_title: "Sei invitato a giocare",
  join_lead: "Scegli il nome che vedranno gli altri e prendi il tuo posto.",
  join_button: "Prendo il posto",
  joining: "Prendo il posto…",
  join_already: "Questo dispositivo ha già un posto in questa partita.",
  join_continue: "Continua lì",
  seat_taken: "Questo posto è già occupato.",
  seat_taken_help: "Qualcuno ha già usato questo invito. Puoi comunque guardare la partita.",
  your_name: "Il tuo nome",
  name_placeholder: "es. Anna",
  players: "Giocatori",
  seats_help:
    "Manda un nuovo link per un posto libero, o dai a qualcun altro il posto di un giocatore che non c'è più.",
  seat_not_taken: "non ancora preso",
  new_invite: "Nuovo link d'invito",
  new_invite_help: "Il link d'invito precedente di questo posto smette di funzionare.",
  new_invite_for: "Nuovo link per il posto {n}",
  issuing: "Creo un nuovo link…",
  replace_player: "Sostituisci questo giocatore…",
  replace_title: "Sostituire {name}?",
  replace_text:
    "Il link di {name} smetterà di funzionare e {name} perde il posto. Lo prende chi apre il nuovo link d'invito; la partita continua da dove è.",
  replace_button: "Sostituisci {name}",
  rules_title: "Come si gioca a {game}",
  rules_missing: "Le regole di questo gioco non sono ancora scritte.",
  join_invites: "{name} ti invita a {game}",
  join_invites_anon: "Sei invitato a {game}",
  join_seated: "Al tavolo: {names}",
  join_seated_computer: "{name} (computer)",
  invite_invalid: "Questo invito non funziona più.",
  invite_invalid_help:
    "Chi ha creato la partita potrebbe aver mandato un nuovo link per questo posto. Puoi comunque guardare la partita.",
  mg_turn_of: "Tocca a {name}",
  mg_score: "· {score}",
  mg_score_mazzeltof_red: "Rossi\u00a0{red}\u00a0– Blu\u00a0{blue}",
  mg_score_mazzeltof_blue: "Blu\u00a0{blue}\u00a0– Rossi\u00a0{red}",
  mg_remove: "Togli {game} con {names} da questa lista",
  mg_remove_title: "Togliere questa partita?",
  mg_remove_text:
    "Questo dispositivo dimentica il suo posto nella partita. Potrai tornarci solo col tuo link personale.",
  mg_remove_button: "Togli",
  // Le mie partite su ogni dispositivo (components/corresp/GamesKey.tsx).
  links_home: "Partite su un altro dispositivo? Ricevi i link per email",
};
