/**
 * The words of chat posts in the site's three languages. A webhook's language is the one the
 * creator's page used when it was attached.
 */
import { dictionary } from "../words";

/** The text of `key` in `lang` (English for any other), placeholders filled from `params`. */
export const say = dictionary({
  en: { chat_turn: "{name}, it's your move in {game}" },
  it: { chat_turn: "{name}, tocca a te a {game}" },
  nl: { chat_turn: "{name}, jij bent aan zet in {game}" },
});
