/** The standing orders' words in Dutch (en.ts is the reference, with its keys). */
import type { OrdersWords } from "./en";

export const words: OrdersWords = {
  orders_title: "Vaste opdrachten: speel mijn beurt als…",
  orders_hint:
    "Elke opdracht beslist alleen op wat jij ziet, na een ogenblik, zoals jij zou doen. Niemand anders merkt het.",
  orders_stops: "Stopt als {reasons}.",
  orders_at: "Vanaf",
  orders_advised: "als het aangeraden is",
  orders_privacy: "Privétiming",
  orders_privacy_hint:
    "Zetten die voor jou gespeeld worden wachten op je dagelijkse overzicht of je volgende bezoek (spellen met een tijd per zet of een dagelijks overzicht).",
  orders_cancelled: "Je opdracht ‘{order}’ is vervallen: {reason}. Ze speelt niet meer.",
  order_pazaak_stand: "Blijf staan vanaf een totaal van N, tenzij de tegenstander hoger staat",
  order_pazaak_keep: "Houd mijn zijkaarten tot ik boven 20 zit",
  order_mattazza_fool: "Als ik niet kan bekennen, speel de Dwaas",
  order_mattazza_lowest_trump: "Als ik niet kan bekennen, speel mijn laagste troef",
  order_mazzo_believe: "Geloof elke ontkenning zolang ik voorsta in buit",
  order_mazzeltof_lowest_open: "Als niets past, leg mijn laagste kaart open",
  stops_set_ended: "de set eindigt",
  stops_opponent_card: "de tegenstander een zijkaart speelt",
  stops_over_20: "je boven 20 zit",
  stops_hand_ended: "de hand eindigt",
  stops_called_for_help: "iemand om hulp roept tegen jou",
  stops_pawn: "de rode pion op jou gezet wordt",
  stops_endgame: "het eindspel van je team begint",
  stops_lead_lost: "je je voorsprong in buit verliest",
  stopped_set_ended: "de set is geëindigd",
  stopped_opponent_card: "de tegenstander speelde een zijkaart",
  stopped_over_20: "je ging boven 20",
  stopped_hand_ended: "de hand is geëindigd",
  stopped_called_for_help: "iemand riep om hulp tegen jou",
  stopped_pawn: "de rode pion werd op jou gezet",
  stopped_endgame: "het eindspel van je team begon",
  stopped_lead_lost: "je verloor je voorsprong in buit",
  stopped_refused: "het spel was al verder voor haar zet",
};
