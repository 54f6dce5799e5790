/** The home page's words in Italian (see home-en.ts). */
import type { HomeWords } from "./home-en";

export const words: HomeWords = {
  hero_title: "Giochi di carte con gli amici, mandando un link",
  hero_lead:
    "Niente account, niente app. Gioca dal vivo in cinque minuti, o una mossa al giorno per settimane. Chiunque può guardare.",
  hero_step1: "Scegli un gioco",
  hero_step2: "Manda a ogni amico il suo link",
  hero_step3: "Gioca, adesso o quando vuoi",
  status_over: "Finita",
  status_waiting: "In attesa",
  versus: "con {names}",
  seat_open: "un posto libero",
  my_games: "Le tue partite su questo dispositivo",
  choose_game: "Scegli un gioco",
  tagline: "giochi di carte con gli amici, via link",
  players_n: "{n} giocatori",
  how_to_play: "Il gioco in breve",
  play_game: "Gioca a {game}",
  learn_link: "Imparalo giocando: una breve lezione",
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
