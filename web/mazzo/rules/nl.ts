/** De regels van Mazzo voor spelers, in het Nederlands (uit de README van de engine en rules/mazzo.md). */
import type { RulesDoc } from "../../rules";

/** De Nederlandse regelpagina van Mazzo. */
export const rules: RulesDoc = {
  lead: "Twee spelers, een kleine stapel personages en stalen zenuwen: val aan met een vaardigheid, beantwoord die of zeg dat je hem niet hebt, en twijfel aan het woord van je tegenstander. De grootste buit wint.",
  sections: [
    {
      title: "De kaarten",
      text: [
        "Elk personage heeft twee vaardigheden (Kracht, Snelheid, Sluwheid, Magie, Uithouding, Precisie; de grote stapel voegt Charisma en Geluk toe), elk met een waarde. Il Mazziere heeft elke vaardigheid en wint elk duel.",
        "De gewone stapel heeft 16 kaarten (hoogstens 8 beurten); de grote 28 (hoogstens 14 beurten). Elke speler houdt drie kaarten, die alleen hij ziet.",
      ],
    },
    {
      title: "Een beurt",
      list: [
        "De aanvaller legt een kaart gedekt neer en noemt hardop een van haar vaardigheden.",
        "De verdediger antwoordt open met een kaart die die vaardigheid heeft: het duel. Of zegt „Heb ik niet” en legt een willekeurige kaart gedekt neer; dat kan bluf zijn.",
        "Na „Heb ik niet” gelooft de aanvaller het (het duel gaat met de gedekte kaart) of twijfelt.",
      ],
    },
    {
      title: "Het duel",
      text: [
        "Beide kaarten gaan open. Il Mazziere wint; anders wint de hoogste waarde van de genoemde vaardigheid, en een kaart zonder die vaardigheid telt als 0. De winnaar legt beide kaarten in zijn buit.",
        "Met één kaart elk blijft de vaardigheid van de aanvaller geheim tot beide kaarten open liggen.",
      ],
    },
    {
      title: "Twijfel",
      list: [
        "De aanvalskaart gaat open, en de hele hand van de verdediger wordt aan iedereen getoond.",
        "Heeft een kaart daarvan de vaardigheid, dan bluft de verdediger: de aanvaller neemt twee kaarten van die hand in zijn buit.",
        "Zo niet, dan sprak de verdediger de waarheid: hij neemt de aanvalskaart en nog een kaart, blind getrokken uit de hand van de aanvaller. Wie zo Il Mazziere trekt, wint meteen.",
      ],
    },
    {
      title: "Aanvullen en het einde",
      text: [
        "Na elke beurt worden de handen uit de stapel aangevuld tot drie kaarten, en de rollen wisselen: de verdediger valt nu aan.",
        "Zijn een hand en de stapel allebei leeg, dan eindigt het spel: kaarten in de hand gaan naar de buit van hun houder. De grootste buit wint; bij gelijke buit wint wie Il Mazziere in zijn buit heeft.",
        "Wie het spel maakt, kan onder „Geavanceerde regels” een paar details wijzigen; de standaard is wat hierboven staat.",
      ],
    },
  ],
};
