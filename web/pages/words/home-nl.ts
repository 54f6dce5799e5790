/** The home page's words in Dutch (see home-en.ts). */
import type { HomeWords } from "./home-en";

export const words: HomeWords = {
  hero_title: "Kaartspellen met vrienden, door een link te sturen",
  hero_lead:
    "Geen accounts, geen app. Speel live in vijf minuten, of één zet per dag, wekenlang. Iedereen kan meekijken.",
  hero_step1: "Kies een spel",
  hero_step2: "Stuur elke vriend zijn eigen link",
  hero_step3: "Speel, nu of wanneer je wilt",
  status_over: "Afgelopen",
  status_waiting: "Wachten",
  versus: "met {names}",
  seat_open: "een lege plaats",
  my_games: "Jouw spellen op dit apparaat",
  choose_game: "Kies een spel",
  tagline: "kaartspellen met vrienden, via een link",
  players_n: "{n} spelers",
  how_to_play: "Het spel in het kort",
  play_game: "Speel {game}",
  learn_link: "Leer het al spelend: een korte les",
  pitch_pazaak:
    "Het slimme neefje van blackjack: kom dichter bij 20 dan je tegenstander, met vier geheime kaarten als redding.",
  pitch_mazzo:
    "Een bluffduel: beweer dat je personage de vaardigheid heeft en daag je tegenstander uit om te twijfelen.",
  pitch_mattazza:
    "Een Bolognees tarot-slagenspel: haal minstens één slag, maar zo weinig mogelijk punten.",
  pitch_mazzeltof:
    "Een race om de stapel van je team weg te spelen op drie gedeelde stapels, van drie tot aas.",
  how_pazaak:
    "Stel een zijstapel van 10 kaarten samen; vier willekeurige worden je hand voor de hele partij. Elke beurt trek je een groene kaart op je bord, mag je één handkaart spelen (+, − of ± naar keuze), en daarna beëindig je je beurt of stop je. Boven de 20 aan het eind van je beurt ben je kapot. Het hoogste totaal wint de set; wie eerst drie sets wint, wint de partij.",
  how_mazzo:
    "Elke beurt valt één speler aan door een vaardigheid te noemen; de verdediger antwoordt met een kaart die haar heeft, of zegt “heb ik niet”. De aanvaller mag twijfelen: een betrapte bluf kost de kaart. De Mazziere wint altijd. Handen worden tot drie aangevuld; de grootste buitstapel wint.",
  how_mattazza:
    "3 tot 6 spelers, ieder voor zich, tien kaarten elk uit de Bolognese tarot van 62 kaarten. Kleur bekennen, anders troeven. Telkaarten scoren per slag; wie geen slag haalt verliest, anders wie de meeste punten heeft.",
  how_mazzeltof:
    "Twee teams (of twee spelers), elk met een trekstapel. Bouw de rode, zwarte en gemengde stapel op van 3 tot aas; 2'en en jokers zijn joker, 10'en laten de volgende een beurt overslaan. Hooguit vijf open kaarten. Het team waarvan de trekstapel het eerst leeg is, wint.",
  mg_turn_of: "{name} is aan de beurt",
  mg_score: "· {score}",
  mg_score_mazzeltof_red: "Rood\u00a0{red}\u00a0– Blauw\u00a0{blue}",
  mg_score_mazzeltof_blue: "Blauw\u00a0{blue}\u00a0– Rood\u00a0{red}",
  mg_remove: "Verwijder {game} met {names} uit deze lijst",
  mg_remove_title: "Dit spel verwijderen?",
  mg_remove_text:
    "Dit apparaat vergeet zijn plaats in het spel. Je kunt alleen terug met je persoonlijke link.",
  mg_remove_button: "Verwijderen",
  // Mijn partijen op elk apparaat (components/corresp/GamesKey.tsx).
  links_home: "Partijen op een ander apparaat? Krijg de links per e-mail",
};
