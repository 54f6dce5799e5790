/** The words of the Telegram Mini App's entry page, Italian (en.ts is the reference). */
import type { TelegramWords } from "./en";

export const words: TelegramWords = {
  tg_loading: "Apro Tavolo in Telegram…",
  tg_outside: "Questa pagina si apre dentro Telegram. Apri Tavolo dal suo bot in Telegram.",
  tg_not_set_up:
    "L'app Telegram di Tavolo non è ancora configurata su questo server: chi lo gestisce non le ha dato un token del bot.",
  tg_refused: "La firma di Telegram non torna: chiudi Tavolo in Telegram e riaprilo.",
  tg_failed: "Tavolo non è riuscito a partire: {message}",
  tg_hello: "Ciao {name}",
  tg_start: "Inizia una partita: scegline una, poi manda ai tuoi amici i loro link.",
  tg_open_web: "Apri Tavolo nel browser",
  tg_my_games: "Le mie partite",
  tg_key_label: "Porta qui le partite di un altro dispositivo: incolla il link della sua chiave",
  tg_key_button: "Portale qui",
};
