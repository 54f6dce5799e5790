/** The lesson page's words in Dutch (see en.ts). */
import type { LearnWords } from "./en";

export const words: Record<keyof LearnWords, string> = {
  ls_title: "Leer {game}",
  ls_lead: "Een kort spel tegen de computer: jij doet elke zet, één regel zegt welke en waarom.",
  ls_loading: "De tafel wordt gedekt…",
  ls_failed: "De les kon niet laden: {message}",
  ls_progress: "Zet {n} van {total}",
  ls_other:
    "Dat mag, maar het is niet de zet van deze les: lees de regel hierboven en probeer opnieuw.",
  ls_refused: "Dat mag niet: {reason} Probeer opnieuw.",
  ls_done: "Les klaar",
  ls_next: "Nu een echt spel:",
  ls_friend: "Speel met een vriend",
  ls_computer: "Speel tegen de computer",
  ls_rules: "Lees alle regels van {game}",
  ls_player: "Speler",
  ls_computer_one: "Computer",
  ls_computer_n: "Computer {n}",
  ls_rule_illegal_card: "die kaart mag nu niet gespeeld worden.",
  ls_rule_not_your_turn: "je bent niet aan de beurt.",
  ls_rule_not_in_hand: "die kaart zit niet in je hand.",

  ls_pazaak_intro:
    "Kom dichter bij 20 dan de computer zonder erover te gaan. Drie sets winnen de match; deze les speelt er twee.",
  ls_pazaak_deck:
    "Eerst je zijstapel: kies de kant-en-klare stapel Evenwichtig (+1 tot +5, −1 tot −5), dan Gebruik deze 10.",
  ls_pazaak_draw:
    "Je trok een 4, en vier zijkaarten kwamen in je hand. Laag totaal: beëindig je beurt om weer te trekken.",
  ls_pazaak_low: "7 is ver van 20. Beëindig opnieuw je beurt.",
  ls_pazaak_stood: "De computer blijft staan op 17: hij trekt niet meer. Bij 9 trek je door.",
  ls_pazaak_beat:
    "16 verliest van 17. Trek nog eens: ga je over 20, dan kan een minkaart je redden.",
  ls_pazaak_save: "23 is over 20! Speel je −3-kaart: 20 verslaat 17 en wint de set.",
  ls_pazaak_set2:
    "Eén set voor jou. Een nieuwe set, en je trok een 4; je hand houdt haar drie kaarten. Beëindig je beurt.",
  ls_pazaak_keep:
    "8. Beëindig je beurt: zijkaarten zijn schaars, bewaar ze voor wanneer ze tellen.",
  ls_pazaak_eleven: "11. Beëindig je beurt en trek.",
  ls_pazaak_gamble:
    "19 tegen de 20 van de computer: blijven staan verliest, dus trek nog eens. Beëindig je beurt.",
  ls_pazaak_bust:
    "26: over 20, en −2 brengt het niet terug. Beëindig je beurt: deze set gaat naar de computer.",
  ls_pazaak_outro:
    "Eén set elk. Je kent het spel: trekken, op het goede moment blijven staan, en een bust redden met een zijkaart.",

  ls_mazzo_intro:
    "Val aan met een gesloten personage en een van zijn vaardigheden; de ander antwoordt open of zegt „Heb ik niet”. De hoogste waarde wint beide kaarten.",
  ls_mazzo_1:
    "De computer valt aan met Snelheid, en geen van je kaarten heeft die: kies Il Soldato en zeg „Heb ik niet”.",
  ls_mazzo_2:
    "Jij valt aan: kies Il Negromante en val aan met Magie 5, de hoogste waarde die een kaart heeft.",
  ls_mazzo_3:
    "Sluwheid valt aan. Il Mazziere heeft elke vaardigheid en wint elk duel: antwoord er open mee.",
  ls_mazzo_4: "Val aan met de Uithouding 5 van Il Guardiano.",
  ls_mazzo_5:
    "Kracht valt aan, en Il Balestriere heeft Kracht 1: antwoord open. Ontkennen zou bluffen zijn, en een betrapte bluf kost twee kaarten.",
  ls_mazzo_6: "Val aan met de Kracht 4 van Il Barbaro.",
  ls_mazzo_7:
    "De computer zegt geen Kracht te hebben. Geloof hem: zijn gesloten kaart telt 0 en jij wint het duel.",
  ls_mazzo_8: "Sluwheid valt aan: Il Brigante heeft Sluwheid 3, antwoord er open mee.",
  ls_mazzo_outro:
    "Buit 8 tegen 6 voor jou: als de kaarten op zijn, wint de grootste buit. Met één kaart elk speelt het laatste duel zichzelf.",

  ls_mazzeltof_intro:
    "Bouw de rode, de mix- en de zwarte stapel telkens één hoger; wie het eerst zijn hele trekstapel weg speelt, wint.",
  ls_mazzeltof_1:
    "Geen gewone kaart past, en de joker en de 2 zijn wilds om te bewaren: leg ruiten 8 open om je beurt te eindigen.",
  ls_mazzeltof_2:
    "Je trok er twee. De mixstapel neemt elke kleur en wil een 7: speel schoppen 2, een wild voor de volgende waarde.",
  ls_mazzeltof_3: "Nu wil de mix een 8: speel je open ruiten 8 vanaf tafel.",
  ls_mazzeltof_4: "Dan een 9: de joker staat ervoor.",
  ls_mazzeltof_5:
    "Speel schoppen 10. Een 10 geeft de rode pion door: de computer slaat zijn beurt over, tenzij hij een joker heeft.",
  ls_mazzeltof_6: "Schoppen boer maakt 11.",
  ls_mazzeltof_7: "Harten vrouw maakt 12.",
  ls_mazzeltof_8: "Schoppen heer maakt 13: een aas zou de stapel afmaken.",
  ls_mazzeltof_9: "Verder past niets: leg klaveren 4 open om je beurt te eindigen.",
  ls_mazzeltof_10:
    "De computer hief je pion op met zijn joker en speelde toen een 10: de rode pion is voor jou, en zonder joker sla je deze beurt over.",
  ls_mazzeltof_outro:
    "Speel door, leg een kaart open en let op de 10's: wie het eerst zijn trekstapel leeg heeft, wint.",

  ls_mattazza_intro:
    "Mattazza win je met weinig punten: de hoogste score verliest, en wie geen slag haalt ook. Hier één hand van tien slagen.",
  ls_mattazza_1:
    "Er is troef gevraagd en jij hebt troeven: je moet er een spelen. De oplichtende kaarten mogen; geef Moro 1, je zwakste.",
  ls_mattazza_2: "Spade is gevraagd: beken met je enige Spade, de 10 di Spade.",
  ls_mattazza_3:
    "Coppe is gevraagd: je moet Coppe bekennen. Haal minstens één slag: de Regina di Coppe wint deze.",
  ls_mattazza_4:
    "Jij haalde de slag, dus jij komt uit. Kom uit met de Asso di Denari: die verslaat de getallen van Denari.",
  ls_mattazza_5: "Weer jij. Kom uit met de 10 di Bastoni: een troef neemt hem.",
  ls_mattazza_6:
    "Spade is gevraagd en je hebt geen Spade meer: je moet troef spelen. De 10 Ruota wint.",
  ls_mattazza_7: "Jij komt uit. De Asso di Coppe: de computer troeft hem af.",
  ls_mattazza_8: "Geen Denari: je moet troeven, en je laatste troef, de 5 Amore, gaat weg.",
  ls_mattazza_9: "Kom uit met de 9 di Bastoni.",
  ls_mattazza_10:
    "Geen Spade en geen troef: nu mag elke kaart. Speel je laatste, de Regina di Bastoni.",
  ls_mattazza_outro:
    "De hand is geteld: de hoogste score kreeg een streep, jij niet. Met zes strepen verlies je de match.",
};
