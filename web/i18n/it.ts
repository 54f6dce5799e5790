/** Italiano. Same keys as English (web/i18n/en.ts). */
import type { Messages } from "./en";

/** The Italian dictionary. */
export const it: Messages = {
  skip: "Vai al contenuto",
  home: "Home",
  language: "Lingua",
  theme_dark: "Passa al tema scuro",
  theme_light: "Passa al tema chiaro",
  footer: "Tavolo · giochi di carte via link · niente account, niente pubblicità",
  privacy: "Privacy: cosa conserviamo",
  err_offline: "Il server non risponde. Controlla la connessione.",
  err_http: "Il server ha risposto {status}. Riprova.",
  not_found: "Questa pagina non esiste.",
  loading: "Sto apparecchiando il tavolo…",
  load_failed: "Impossibile caricare il tavolo",
  game_not_found: "Nessuna partita a questo link",
  coming_soon: "In arrivo",
  you: "tu",
  cancel: "Annulla",
  copy: "Copia",
  copied: "Copiato",
  share: "Condividi",
  online: "in linea",
  offline: "assente",

  game_pazaak: "Pazaak",
  game_mazzo: "Mazzo",
  game_mattazza: "Mattazza",
  game_mazzeltof: "MazzelTof",

  computer: "Il computer",
  level_easy: "facile",
  level_normal: "normale",
  level_strong: "forte",

  your_turn: "Tocca a te",
  conn_lost: "Connessione persa, mi riconnetto…",
  spectating: "Stai guardando questa partita",
  seat_waiting: "Posto {n}",
  seat_n: "posto {n}",
  waiting_join: "In attesa che entri: {names}.",
  show_invites: "Mostra gli inviti",
  last_move: "ultima mossa {when}",
  created_when: "creata {when}",
  just_now: "proprio ora",

  banner_theirTurn: "Tocca a {name}",
  banner_youWin: "Hai vinto la partita!",
  chip_turn: "di turno",
  hand_count: "{n} carte in mano",
  hand_empty: "Nessuna carta in mano",
  your_hand: "La tua mano",

  // pages and words
  hand_count_one: "{n} carta in mano",
  rules_link: "Come si gioca a {game}",
  // table parts
  sound_turn: "Suono quando tocca a te",
  sound_on: "Suono del turno: attivo",
  sound_off: "Suono del turno: spento",
  more_title: "Condividi la partita, email, giocatori",
  more_title_watch: "Condividi la partita",
  // The move log every table shows (web/components/MoveLog.tsx).
  log_title: "Mosse",
  table_resign: "Ritirati",
  // A seat's forced moves played for it (web/components/AutoplaySwitch.tsx).
  autoplay_forced: "Gioca per me le mosse obbligate",
  autoplay_hint:
    "Quando hai una sola mossa possibile, viene giocata per te dopo un momento, come faresti tu. Nessun altro può accorgersene.",
  autoplay_played: "La tua ultima mossa è stata giocata per te: era l'unica possibile.",
  autoplay_played_order: "La tua ultima mossa è stata giocata per te dal tuo ordine permanente.",
  // The button that opens a seat's standing orders (web/components/orders/LazyOrders.tsx).
  orders_open: "Ordini permanenti…",
  // Stepping back through earlier moves (web/replay/StepBack.tsx): the table page's button.
  step_back: "Rivedi le mosse precedenti",
  // The audience (web/live.ts, components/LiveNotice.tsx).
  conn_blocked: "Nessuna connessione in diretta qui: aggiornato ogni pochi secondi.",
  conn_polling: "Molti spettatori: un po' in ritardo.",
};
