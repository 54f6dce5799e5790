/** Nederlands. Same keys as English (web/i18n/en.ts). */
import type { Messages } from "./en";

/** The Dutch dictionary. */
export const nl: Messages = {
  skip: "Naar de inhoud",
  home: "Start",
  language: "Taal",
  theme_dark: "Donker thema",
  theme_light: "Licht thema",
  footer: "Tavolo · kaartspellen via een link · geen accounts, geen reclame",
  privacy: "Privacy: wat we bewaren",
  err_offline: "De server is niet bereikbaar. Controleer je verbinding.",
  err_http: "De server antwoordde {status}. Probeer het opnieuw.",
  not_found: "Deze pagina bestaat niet.",
  loading: "De tafel wordt gedekt…",
  load_failed: "De tafel kon niet worden geladen",
  game_not_found: "Geen spel achter deze link",
  coming_soon: "Binnenkort",
  you: "jij",
  cancel: "Annuleren",
  copy: "Kopiëren",
  copied: "Gekopieerd",
  share: "Delen",
  online: "online",
  offline: "afwezig",

  game_pazaak: "Pazaak",
  game_mazzo: "Mazzo",
  game_mattazza: "Mattazza",
  game_mazzeltof: "MazzelTof",

  computer: "De computer",
  level_easy: "makkelijk",
  level_normal: "normaal",
  level_strong: "sterk",

  your_turn: "Jouw beurt",
  conn_lost: "Verbinding verbroken, opnieuw verbinden…",
  spectating: "Je kijkt naar dit spel",
  seat_waiting: "Plaats {n}",
  seat_n: "plaats {n}",
  waiting_join: "Wachten tot {names} meedoet.",
  show_invites: "Toon de uitnodigingen",
  last_move: "laatste zet {when}",
  created_when: "gemaakt {when}",
  just_now: "zojuist",

  banner_theirTurn: "{name} is aan de beurt",
  banner_youWin: "Je wint de partij!",
  chip_turn: "aan zet",
  hand_count: "{n} kaarten in de hand",
  hand_empty: "Geen handkaarten meer",
  your_hand: "Jouw hand",

  // pages and words
  hand_count_one: "{n} kaart in de hand",
  rules_link: "Hoe speel je {game}",
  // table parts
  sound_turn: "Geluid als je aan de beurt bent",
  sound_on: "Beurtgeluid: aan",
  sound_off: "Beurtgeluid: uit",
  more_title: "Deel het spel, e-mail, spelers",
  more_title_watch: "Deel het spel",
  // The move log every table shows (web/components/MoveLog.tsx).
  log_title: "Zetten",
  table_resign: "Opgeven",
  // A seat's forced moves played for it (web/components/AutoplaySwitch.tsx).
  autoplay_forced: "Speel mijn gedwongen zetten voor mij",
  autoplay_hint:
    "Als je maar één zet kunt doen, wordt die na een ogenblik voor je gespeeld, zoals jij het zou doen. Niemand anders kan het zien.",
  autoplay_played: "Je laatste zet is voor je gespeeld: het was je enige mogelijke zet.",
  autoplay_played_order: "Je laatste zet is voor je gespeeld door je vaste opdracht.",
  // The button that opens a seat's standing orders (web/components/orders/LazyOrders.tsx).
  orders_open: "Vaste opdrachten…",
  // Stepping back through earlier moves (web/replay/StepBack.tsx): the table page's button.
  step_back: "Blader terug door eerdere zetten",
  // The audience (web/live.ts, components/LiveNotice.tsx).
  conn_blocked: "Hier geen live verbinding: om de paar seconden bijgewerkt.",
  conn_polling: "Veel kijkers: iets achter.",
};
