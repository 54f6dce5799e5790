/**
 * The words of push notifications in the site's three languages. A device's language is the
 * one its page used when notifications were turned on.
 */
import { dictionary } from "../words";

/** The text of `key` in `lang` (English for any other), placeholders filled from `params`. */
export const say = dictionary({
  en: {
    turn_title: "Your turn in {game}",
    turn_body: "{others}: it is your move, {name}.",
    over_title: "{game}: game over",
    over_won: "You won against {others}.",
    over_lost: "{winners} won.",
    over_draw: "The game ended in a draw.",
  },
  it: {
    turn_title: "Tocca a te a {game}",
    turn_body: "{others}: è la tua mossa, {name}.",
    over_title: "{game}: partita finita",
    over_won: "Hai vinto contro {others}.",
    over_lost: "Ha vinto {winners}.",
    over_draw: "La partita è finita in parità.",
  },
  nl: {
    turn_title: "Jouw beurt in {game}",
    turn_body: "{others}: jij bent aan zet, {name}.",
    over_title: "{game}: het spel is uit",
    over_won: "Je hebt gewonnen van {others}.",
    over_lost: "{winners} heeft gewonnen.",
    over_draw: "Het spel eindigde gelijk.",
  },
});
