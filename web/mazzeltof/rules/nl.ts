/** MazzelTof's rules for players, in Dutch (the game's own language). */
import type { RulesDoc } from "../../rules";

/** The Dutch rules page of MazzelTof. */
export const rules: RulesDoc = {
  lead: "Een patience-race in teams voor twee of vier: rood tegen blauw, elk team met een eigen stok kaarten. Het team dat als eerste zijn hele trekstapel heeft weggespeeld, wint.",
  sections: [
    {
      title: "Teams en kaarten",
      text: [
        "Met vier spelers zitten partners tegenover elkaar en is de volgorde rood, blauw, rood, blauw; met twee is elke speler een team alleen. Elk team trekt van zijn eigen stok van 54 kaarten (rode of blauwe rug). De onderste zes kaarten van elke trekstapel zijn een reserve die nooit in de hand komt.",
        "Met vier spelers heb je vijf kaarten in de hand, met twee zeven. Niemand ziet de hand van een ander.",
      ],
    },
    {
      title: "De drie wegspeelstapels",
      list: [
        "In het midden liggen een rode stapel (alleen ♦♥), een zwarte stapel (alleen ♠♣) en daartussen een mixstapel (elke kleur).",
        "Aan tafel heeft elke rode kaart (♦♥) een rondje in de bovenhoek en elke zwarte kaart (♠♣) een vierkantje; de stapels tonen hetzelfde teken naast hun naam, en de joker, die op elke stapel past, half het een en half het ander.",
        "Een stapel loopt één voor één op: 3, 4, 5 … 10, B, V, H, A. De aas maakt hem af: de stapel gaat uit het spel en de plek is weer vrij voor een nieuwe start (3 t/m H).",
        "Iedereen mag in zijn beurt een lege plek beginnen met een 3 t/m H in de kleur van die plek (nooit met een aas).",
        "Een 2 is wild op een stapel van zijn kleur of de mixstapel; een joker is wild op elke stapel. Op een stapel telt een wilde kaart als de volgende; op een lege plek kies je zelf wat hij voorstelt.",
      ],
    },
    {
      title: "Jouw beurt",
      list: [
        "Je hand wordt aangevuld van de trekstapel van je team (minstens twee kaarten).",
        "Speel zoveel kaarten weg als je wilt: uit je hand, uit je eigen open kaarten of uit die van je partner.",
        "Met een lege hand mag je vijf nieuwe kaarten pakken en verder spelen, of je beurt beëindigen.",
        "Je beëindigt je beurt door te passen: leg één kaart uit je hand open voor je neer. Heb je al vijf open kaarten, dan gaat hij dicht als strafkaart.",
      ],
    },
    {
      title: "Tienen en de rode pion",
      text: [
        "Wie een 10 speelt (of een wilde kaart als 10), geeft de rode pion aan de volgende speler, die zijn volgende beurt overslaat. Wie een joker in de hand heeft, mag de pion opheffen, maar moet die joker dan in dezelfde beurt spelen.",
      ],
    },
    {
      title: "Het eindspel",
      text: [
        "Heeft een team alleen nog zijn reserve, dan gaan zijn strafkaarten eronder en wordt de hele stapel opengelegd. Zijn spelers mogen de bovenste kaart wegspelen, niemand vult nog aan, en een beurt eindigt door de bovenste kaart open te leggen. Er is dan geen grens meer aan open kaarten.",
      ],
    },
    {
      title: "Winnen",
      text: [
        "Het team waarvan de trekstapel als eerste leeg is, wint: door de laatste kaart op een stapel te spelen of open te leggen om de beurt te beëindigen.",
        "Wie het spel aanmaakt, kan onder „Geavanceerde regels” twee dingen aanpassen: hoeveel kaarten een speler in een spel voor twee pakt met een lege hand (5 of 7), en of partners elkaars hand zien.",
      ],
    },
  ],
};
