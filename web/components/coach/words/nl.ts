/** The words of "why not?" and of hints in Dutch (the keys of en.ts). */
import type { CoachWords } from "./en";

export const words: Record<keyof CoachWords, string> = {
  why_not: "Waarom niet?",
  why_playable: "Deze zet kan nu.",
  learning_badge: "Een leerpotje: tips aan",
  hint: "Tip",
  hint_waiting: "Een tip komt als je aan de beurt bent.",
  hint_move: "De computer zou de gemarkeerde zet doen.",
  hint_pazaak_flexible_deck:
    "Het flexibele deck: elke kaart kan omhoog of omlaag, om niet te kopen of 20 te halen.",
  hint_pazaak_stand: "Blijf staan op {total}: nog een kaart loopt het risico boven 20 te komen.",
  hint_pazaak_draw: "Beëindig je beurt en trek opnieuw: {total} is laag genoeg voor nog een kaart.",
  hint_pazaak_card: "Speel de gemarkeerde kaart: die brengt je op {to}.",
  hint_pazaak_bust: "Op {total} redt geen kaart in je hand deze beurt: beëindig hem.",
  why_rule_not_your_turn: "Je bent niet aan de beurt.",
  why_rule_game_over: "Het spel is voorbij.",
  why_rule_not_in_hand: "Die kaart zit niet in je hand.",
  why_rule_wrong_step: "Die zet hoort bij een andere stap van de beurt.",
  why_rule_illegal_card: "De regels laten deze kaart nu niet toe.",
  why_rule_side_card_already_played: "Je mag maar één zijkaart per beurt spelen.",
  why_rule_board_full: "Je bord is vol.",
  why_rule_side_deck_already_chosen: "Je hebt je zijdeck al gekozen.",
  why_rule_choose_side_deck_first: "Eerst kiezen beide spelers hun zijdeck.",
  why_rule_bad_value: "Kies een waarde die deze kaart toelaat.",
  why_mattazza_rule_illegal_card:
    "Je moet de gevraagde kleur bekennen, of troeven als je dat niet kunt (de Matto mag altijd).",
  why_rule_give_first: "Geef eerst de winnaar van de slag een kaart voor je Matto.",
  why_rule_eliminated: "Je bent uitgeschakeld en speelt de rest van de partij niet mee.",
  why_rule_not_now: "Roep om hulp als je aan zet bent, niet tijdens de ruil van de Matto.",
  why_rule_already_called: "Je hebt deze hand al om hulp geroepen.",
  why_rule_bad_target: "Roep om hulp tegen een andere speler aan tafel.",
  why_rule_nothing_to_give: "Er is nu geen ruil van de Matto af te handelen.",
  why_rule_not_in_pile: "Die kaart zit niet bij je slagen.",
  why_rule_matto_not_a_gift: "De Matto houd je; geef een kaart die je gewonnen hebt.",
  why_rule_must_give_counting:
    "Bij je slagen zit een kaart die telt: het geschenk moet de score van de winnaar verhogen.",
  why_mazzo_rule_illegal_card:
    "Deze kaart heeft de gevraagde gave niet: antwoord open alleen met een kaart die hem heeft, of zeg dat je hem niet hebt.",
  why_rule_unknown_ability: "Dit deck heeft die gave niet.",
  why_rule_same_card_twice: "Neem twee verschillende kaarten.",
  why_rule_not_in_revealed_hand: "Die kaart zit niet in de getoonde hand.",
  why_mazzeltof_rule_illegal_card:
    "Deze kaart past niet op die stapel: die vraagt de volgende rang.",
  why_rule_card_not_available:
    "Je hebt deze kaart niet: speel uit je hand of de open kaarten van jou of je partner.",
  why_rule_not_your_card:
    "Dit is een open kaart van je tegenstanders; alleen zij mogen hem spelen.",
  why_rule_not_top: "Alleen de bovenste kaart van je open trekstapel mag gespeeld worden.",
  why_rule_wrong_colour: "Die stapel neemt alleen kaarten van zijn kleur.",
  why_rule_rank_needed:
    "Zeg voor welke rang (3 tot heer) deze kaart staat als hij een stapel begint.",
  why_rule_bad_rank: "Een nieuwe stapel begint met een rang van 3 tot heer.",
  why_rule_ace_cannot_start: "Een stapel begint niet met een aas: hij zou meteen vol zijn.",
  why_rule_decide_pawn_first:
    "De rode pion staat op je trekstapel: hef hem eerst op met je joker of neem de gemiste beurt.",
  why_rule_joker_due:
    "Je hebt de rode pion met je joker opgeheven: speel die joker op een stapel voor je doorgeeft.",
  why_rule_no_pawn: "Er staat geen rode pion op je trekstapel om over te beslissen.",
  why_rule_no_joker: "Alleen een joker die al in je hand zit heft de rode pion op.",
  why_rule_must_pass: "Je beurt eindigt met het doorgeven van een kaart.",
  why_rule_hand_not_empty: "Je mag pas vijf nieuwe kaarten nemen als je hand leeg is.",
  why_rule_nothing_to_draw: "Er liggen geen kaarten meer boven de reserve om te trekken.",
  why_rule_pass_top: "In het eindspel geef je de bovenste kaart van je trekstapel door.",
  why_rule_endgame_pass:
    "In het eindspel trek je niet: elke beurt eindigt met de bovenste kaart van je trekstapel open.",
  why_rule_pass_card_needed: "Zeg welke kaart uit je hand je doorgeeft.",
};
