/** De regels van Pazaak voor spelers, in het Nederlands (uit de README van de engine en rules/pazaak.md). */
import type { RulesDoc } from "../../rules";

/** De Nederlandse regelpagina van Pazaak. */
export const rules: RulesDoc = {
  lead: "Twee spelers, een groene stapel en vier geheime kaarten elk: kom dichter bij 20 dan je tegenstander zonder eroverheen te gaan. Wie het eerst drie sets wint, wint de partij.",
  sections: [
    {
      title: "Voor de partij: je zijstapel",
      text: [
        "Elke speler kiest 10 kaarten uit zijn eigen 43: pluskaarten (+1 tot +6), minkaarten (−1 tot −6), plus-of-minkaarten (±1 tot ±6) en een paar speciale. Hooguit twee van elke gewone kaart, één van elke speciale.",
        "De 10 worden geschud en je krijgt er vier. Die vier zijn je hand voor de hele partij: een gespeelde kaart is weg, dus bewaar ze voor wanneer het ertoe doet. Niemand ziet de hand van de ander.",
      ],
    },
    {
      title: "Een beurt",
      list: [
        "Er wordt vanzelf een groene kaart (1 tot 10) op je bord getrokken.",
        "Daarna mag je één kaart uit je hand spelen; een ±-kaart speel je als plus of als min, naar keuze, en zo blijft ze.",
        "Dan kies je Beurt beëindigen (volgende beurt trek je weer) of Stoppen (je totaal staat vast voor deze set).",
      ],
    },
    {
      title: "Boven de 20",
      text: [
        "Na het trekken mag je boven de 20 zitten: een minkaart kan je nog redden. Boven de 20 aan het eind van je beurt ben je kapot en verlies je de set.",
      ],
    },
    {
      title: "Vanzelf stoppen",
      list: [
        "Precies 20 laat je automatisch stoppen: voorbij een perfect totaal trek je niet.",
        "De negenkaartenregel: je bord heeft negen vakken. Komt de negende kaart erop, dan stop je automatisch (boven de 20 ben je kapot). Wie het spel maakt, kan de andere regel kiezen: negen kaarten op 20 of minder winnen meteen de set.",
      ],
    },
    {
      title: "Speciale kaarten",
      list: [
        "2&4 (omkeren): elke 2 en 4 op je bord wisselt van teken, +2 wordt −2 en −4 wordt +4. Alleen groene, plus- en minkaarten keren om; ±- en speciale kaarten blijven.",
        "3&6 (omkeren): hetzelfde voor elke 3 en 6.",
        "×2 (dubbel): kopieert de kaart vlak ervoor op je bord, altijd de kaart die je deze beurt trok: een getrokken 6 telt als 12. Keert een omkeerkaart die kaart later om, dan keert ×2 mee.",
        "±1T (beslisser): telt +1 of −1, en wint de set als die gelijk eindigt, tenzij je tegenstander er ook een speelde.",
        "1±2: telt +1, −1, +2 of −2, naar keuze.",
      ],
    },
    {
      title: "Wie wint een set",
      text: [
        "Als beide spelers gestopt zijn (of één kapot is), wint het hoogste totaal tot en met 20. Bij een gelijk totaal wint wie de beslisser speelde; anders is de set gelijk en telt hij niet.",
        "De winnaar van een set begint de volgende; na een gelijke set begint wie die set niet begon. Vanaf de tweede set wordt de groene stapel opnieuw geschud.",
      ],
    },
    {
      title: "De partij",
      text: [
        "Wie het eerst drie sets wint, wint. Wie de eerste set begint, wordt bepaald door elk een groene kaart te trekken: de hoogste begint.",
        "Wie het spel maakt, kan een paar details veranderen onder \u201cGeavanceerde regels\u201d; standaard gelden de regels hierboven.",
      ],
    },
  ],
};
