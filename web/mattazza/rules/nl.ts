/** De spelregels van Mattazza voor spelers, in het Nederlands. */
import type { RulesDoc } from "../../rules";

/** De Nederlandse spelregels van Mattazza. */
export const rules: RulesDoc = {
  lead: "Een slagenspel met het Bolognese tarot, voor 3 tot 6 spelers, ieder voor zich. Het doel: haal minstens één slag, maar zo weinig mogelijk punten. De hoogste score verliest het spel, en wie geen slag haalt ook.",
  sections: [
    {
      title: "De kaarten",
      text: [
        "62 kaarten: vier kleuren (Coppe, Denari, Spade, Bastoni) met Re, Regina, Cavallo, Fante, 10 tot 6 en Asso; 21 troeven, van hoog naar laag (Angelo, Mondo, Sole, Luna, 16 Stella tot 5 Amore, vier gelijke Moren en de Bégato); en de Matto. De troeven zonder gedrukt getal tonen hier hun rang op de kaart: Angelo 21, Mondo 20, Sole 19, Luna 18, de Moren 2, de Bégato 1.",
        "In Coppe en Denari lopen de cijferkaarten omgekeerd: na de Fante komt de Asso, dan 6, 7, 8, 9 en 10 het laagst. In Spade en Bastoni is 10 hoog en Asso laag.",
      ],
    },
    {
      title: "Geven en spelen",
      list: [
        "Iedereen krijgt tien kaarten; de rest gaat ongezien opzij. De speler na de gever komt uit.",
        "Beken kleur als je kunt; anders troef als je kunt; anders speel je wat je wilt. Je hoeft nooit over te gaan.",
        "De hoogste troef wint de slag, anders de hoogste kaart van de gevraagde kleur. Van Moren die de hoogste troeven zijn wint de laatst gespeelde.",
        "De Matto mag je altijd spelen en wint nooit. Je houdt hem en geeft de winnaar een kaart uit je slagen: een telkaart als je die hebt. Heb je nog geen slag, dan betaal je na je eerste; haal je er geen, dan gaat de Matto zelf naar de winnaar.",
      ],
    },
    {
      title: "De telling van een spel",
      list: [
        "Telkaarten: Re, Angelo, Mondo, Bégato en Matto 5; Regina 4; Cavallo 3; Fante 2; de rest telt niet. Per slag tel je de waarden min één per kaart, plus één per slag.",
        "Cricche (drie of vier gelijke in je slagen): Tarocchi (Angelo, Mondo, Bégato, Matto) 18, Re 17, Regine 14, Cavalli 13, Fanti 12; met alle vier tellen ze dubbel. Drie cricche of meer (criccone) verdubbelen nog eens.",
        "Reeksen tellen 5 per kaart na de eerste: de Grande (Angelo, Mondo, Sole, Luna, 16 tot 5), Re-Regina-Cavallo-Fante(-Asso) van een kleur, de Moren, de Azen. Bégato en Matto vervangen ontbrekende kaarten. Drie reeksen of meer verdubbelen.",
        "Combinaties binnen één slag tellen nog eens voor de winnaar ervan; de laatste slag is 6 waard.",
      ],
    },
    {
      title: "Wie verliest",
      text: [
        "Wie geen slag haalde verliest het spel; anders verliest de hoogste score (bij gelijkspel allemaal). Elke verliezer krijgt een streep: hoe minder strepen, hoe beter.",
        "De partij eindigt als iemand 6 strepen heeft, of met 3 of 4 spelers als twee spelers er allebei 3 hebben. Bij het aanmaken kan de tafel ook voor afvallen kiezen: wie de grens haalt valt af (halen meerderen hem in hetzelfde spel, dan vallen ze samen af) tot er twee of minder over zijn, en iedereen die afviel verliest.",
        "Eén keer per spel mag je op je beurt om hulp roepen tegen een voorligger: een aankondiging, meer niet.",
      ],
    },
  ],
};
