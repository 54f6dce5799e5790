/**
 * The words of the pages behind an email's links (/mail/confirm, /mail/unsubscribe, /mail/my-data) in en, it
 * and nl. A page speaks the language stored with the address, as the emails do; when the link
 * names no address (a wrong or damaged link), the browser's Accept-Language decides.
 */
import { dictionary, langOf, type Lang, type SayKey } from "../words";

const en = {
  confirm_title: "Confirm your address",
  confirm_text:
    "Press the button to receive emails about this game of {game}: when it is your turn, reminders and the result.",
  confirm_button: "Confirm my address",
  confirmed_title: "Address confirmed",
  confirmed_text: "You will get an email when it is your turn in {game}.",
  back: "Back to the game",
  stop_all_title: "Stop all emails",
  stop_all_text:
    "Press the button and Tavolo will send nothing more to this address, for any game.",
  stop_game_title: "Stop emails for this game",
  stop_game_text: "Press the button to stop the emails about this game of {game}.",
  stop_game_button: "Stop these emails",
  stopped_title: "Unsubscribed",
  stopped_all: "Tavolo will send nothing more to this address.",
  stopped_game: "No more emails about this game of {game}.",
  error_title: "That did not work",
  privacy: "Privacy: what Tavolo keeps",
  "mail/bad-link": "This link is not valid.",
  "mail/link-used": "This address is already confirmed: the link works once.",
  "mail/link-expired": "This confirmation link has expired: give your address again on the table.",
  my_data_export_title: "Send me my data",
  my_data_export_text:
    "Press the button and an email with what Tavolo keeps about this address (its games, seats and settings, as JSON) goes to it.",
  my_data_forget_title: "Forget my address",
  my_data_forget_text:
    "Press the button and Tavolo removes this address from every game, with its email settings, its daily summary and the push notifications of the seats it was confirmed for. The games stay. This cannot be undone.",
  my_data_sent: "The email is on its way to this address.",
  my_data_forgotten: "Done: Tavolo has forgotten this address.",
  my_data_failed: "That did not finish: please ask again from the table later.",
  "mail/my-data-expired": "This link has expired: ask again from the table.",
};

/** The text of `key` in `lang`, `{name}` placeholders filled (not escaped: the page does). */
export const linkSay = dictionary({
  en,
  it: {
    confirm_title: "Conferma il tuo indirizzo",
    confirm_text:
      "Premi il pulsante per ricevere le email di questa partita di {game}: quando tocca a te, i promemoria e il risultato.",
    confirm_button: "Conferma il mio indirizzo",
    confirmed_title: "Indirizzo confermato",
    confirmed_text: "Riceverai un'email quando tocca a te in {game}.",
    back: "Torna alla partita",
    stop_all_title: "Niente più email",
    stop_all_text:
      "Premi il pulsante e Tavolo non scriverà più a questo indirizzo, per nessuna partita.",
    stop_game_title: "Niente più email per questa partita",
    stop_game_text: "Premi il pulsante per non ricevere più le email di questa partita di {game}.",
    stop_game_button: "Ferma queste email",
    stopped_title: "Fatto",
    stopped_all: "Tavolo non scriverà più a questo indirizzo.",
    stopped_game: "Niente più email per questa partita di {game}.",
    error_title: "Non ha funzionato",
    privacy: "Privacy: cosa conserva Tavolo",
    "mail/bad-link": "Questo link non è valido.",
    "mail/link-used": "Questo indirizzo è già confermato: il link funziona una volta sola.",
    "mail/link-expired":
      "Questo link di conferma è scaduto: indica di nuovo il tuo indirizzo al tavolo.",
    my_data_export_title: "Mandami i miei dati",
    my_data_export_text:
      "Premi il pulsante e a questo indirizzo arriva un'email con ciò che Tavolo conserva su di esso (partite, posti e impostazioni, in JSON).",
    my_data_forget_title: "Dimentica il mio indirizzo",
    my_data_forget_text:
      "Premi il pulsante e Tavolo toglie questo indirizzo da ogni partita, con le sue impostazioni email, il riepilogo giornaliero e le notifiche push dei posti per cui era confermato. Le partite restano. Non si può annullare.",
    my_data_sent: "L'email sta arrivando a questo indirizzo.",
    my_data_forgotten: "Fatto: Tavolo ha dimenticato questo indirizzo.",
    my_data_failed: "Non è andato a termine: richiedilo di nuovo dal tavolo più tardi.",
    "mail/my-data-expired": "Questo link è scaduto: richiedilo di nuovo dal tavolo.",
  },
  nl: {
    confirm_title: "Bevestig je adres",
    confirm_text:
      "Druk op de knop om e-mails te krijgen over deze partij {game}: als je aan de beurt bent, herinneringen en de uitslag.",
    confirm_button: "Bevestig mijn adres",
    confirmed_title: "Adres bevestigd",
    confirmed_text: "Je krijgt een e-mail als je aan de beurt bent in {game}.",
    back: "Terug naar de partij",
    stop_all_title: "Geen e-mails meer",
    stop_all_text:
      "Druk op de knop en Tavolo stuurt niets meer naar dit adres, voor geen enkele partij.",
    stop_game_title: "Geen e-mails meer voor deze partij",
    stop_game_text: "Druk op de knop om de e-mails over deze partij {game} te stoppen.",
    stop_game_button: "Stop deze e-mails",
    stopped_title: "Afgemeld",
    stopped_all: "Tavolo stuurt niets meer naar dit adres.",
    stopped_game: "Geen e-mails meer over deze partij {game}.",
    error_title: "Dat lukte niet",
    privacy: "Privacy: wat Tavolo bewaart",
    "mail/bad-link": "Deze link is niet geldig.",
    "mail/link-used": "Dit adres is al bevestigd: de link werkt één keer.",
    "mail/link-expired": "Deze bevestigingslink is verlopen: geef je adres opnieuw op aan tafel.",
    my_data_export_title: "Stuur mij mijn gegevens",
    my_data_export_text:
      "Druk op de knop en er gaat een e-mail naar dit adres met wat Tavolo erover bewaart (partijen, plaatsen en instellingen, als JSON).",
    my_data_forget_title: "Vergeet mijn adres",
    my_data_forget_text:
      "Druk op de knop en Tavolo verwijdert dit adres uit elke partij, met zijn e-mailinstellingen, zijn dagelijkse overzicht en de pushmeldingen van de plaatsen waarvoor het bevestigd was. De partijen blijven. Dit kan niet ongedaan worden gemaakt.",
    my_data_sent: "De e-mail is onderweg naar dit adres.",
    my_data_forgotten: "Klaar: Tavolo is dit adres vergeten.",
    my_data_failed: "Dat is niet afgerond: vraag het later opnieuw aan tafel.",
    "mail/my-data-expired": "Deze link is verlopen: vraag het opnieuw aan tafel.",
  },
});

/** A word's key. */
export type LinkWordKey = SayKey<typeof linkSay>;

/** Whether a refusal code has its own sentence here. */
export function hasLinkWord(code: string): code is LinkWordKey {
  return code.startsWith("mail/") && code in en;
}

/** The first of en, it, nl that an Accept-Language header asks for (English otherwise). */
export function browserLang(header: string | undefined): Lang {
  const asked = (header ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((a) => a.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const a of asked) if (langOf(a.tag) === a.tag) return a.tag as Lang;
  return "en";
}
