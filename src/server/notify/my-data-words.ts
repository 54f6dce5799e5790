/**
 * The words of the "my data" and "forget me" emails in en, it and nl: the link a table asks
 * for, the export, and the note that an address was forgotten. `{name}` placeholders are filled
 * by `sayMyData` (../words.ts).
 */
import { dictionary } from "../words";

const en = {
  ask_export_subject: "Tavolo: your data",
  ask_export_body:
    "Someone (we hope you) asked, from a table of {game} on Tavolo, for a copy of what Tavolo keeps about this address. Open this link within {hours} hours and it comes by email:",
  ask_export_button: "Send me my data",
  ask_forget_subject: "Tavolo: forget this address",
  ask_forget_body:
    "Someone (we hope you) asked, from a table of {game} on Tavolo, to forget this address: it leaves every game, with its email settings, its daily summary and the push notifications of the seats it was confirmed for. The games stay. Open this link within {hours} hours to do it:",
  ask_forget_button: "Forget my address",
  ask_ignore: "If it was not you, ignore this email: nothing happens.",
  export_subject: "Tavolo: what we keep about this address",
  export_body:
    "Here is what Tavolo keeps about this address, as JSON: each game that holds it, with its seat, and the settings kept for the address. No cards of any game are in it.",
  forgotten_subject: "Tavolo: this address is forgotten",
  forgotten_body:
    "Tavolo has removed this address from {count} game(s), with its email settings and its daily summary. This is the last email to it, unless someone gives it on a table again.",
};

type Words = Record<keyof typeof en, string>;

const it: Words = {
  ask_export_subject: "Tavolo: i tuoi dati",
  ask_export_body:
    "Qualcuno (speriamo tu) ha chiesto, da un tavolo di {game} su Tavolo, una copia di ciò che Tavolo conserva su questo indirizzo. Apri questo link entro {hours} ore e arriva per email:",
  ask_export_button: "Mandami i miei dati",
  ask_forget_subject: "Tavolo: dimentica questo indirizzo",
  ask_forget_body:
    "Qualcuno (speriamo tu) ha chiesto, da un tavolo di {game} su Tavolo, di dimenticare questo indirizzo: esce da ogni partita, con le sue impostazioni email, il riepilogo giornaliero e le notifiche push dei posti per cui era confermato. Le partite restano. Apri questo link entro {hours} ore per farlo:",
  ask_forget_button: "Dimentica il mio indirizzo",
  ask_ignore: "Se non sei stato tu, ignora questa email: non succede nulla.",
  export_subject: "Tavolo: cosa conserviamo su questo indirizzo",
  export_body:
    "Ecco ciò che Tavolo conserva su questo indirizzo, in JSON: ogni partita che lo contiene, con il suo posto, e le impostazioni dell'indirizzo. Non contiene le carte di nessuna partita.",
  forgotten_subject: "Tavolo: questo indirizzo è dimenticato",
  forgotten_body:
    "Tavolo ha tolto questo indirizzo da {count} partita/e, con le sue impostazioni email e il riepilogo giornaliero. Questa è l'ultima email che riceve, a meno che qualcuno lo indichi di nuovo su un tavolo.",
};

const nl: Words = {
  ask_export_subject: "Tavolo: je gegevens",
  ask_export_body:
    "Iemand (hopelijk jij) heeft vanaf een tafel van {game} op Tavolo gevraagd om een kopie van wat Tavolo over dit adres bewaart. Open deze link binnen {hours} uur en die komt per e-mail:",
  ask_export_button: "Stuur mij mijn gegevens",
  ask_forget_subject: "Tavolo: vergeet dit adres",
  ask_forget_body:
    "Iemand (hopelijk jij) heeft vanaf een tafel van {game} op Tavolo gevraagd dit adres te vergeten: het verdwijnt uit elke partij, met zijn e-mailinstellingen, zijn dagelijkse overzicht en de pushmeldingen van de plaatsen waarvoor het bevestigd was. De partijen blijven. Open deze link binnen {hours} uur om het te doen:",
  ask_forget_button: "Vergeet mijn adres",
  ask_ignore: "Was jij het niet, negeer dan deze e-mail: er gebeurt niets.",
  export_subject: "Tavolo: wat we over dit adres bewaren",
  export_body:
    "Dit is wat Tavolo over dit adres bewaart, als JSON: elke partij waarin het staat, met zijn plaats, en de instellingen van het adres. Er staan geen kaarten van een partij in.",
  forgotten_subject: "Tavolo: dit adres is vergeten",
  forgotten_body:
    "Tavolo heeft dit adres uit {count} partij(en) verwijderd, met zijn e-mailinstellingen en zijn dagelijkse overzicht. Dit is de laatste e-mail eraan, tenzij iemand het opnieuw op een tafel opgeeft.",
};

/** A key of the words. */
export type MyDataWordKey = keyof typeof en;

/** The words of the "my data" and "forget me" emails in the reader's language. */
export const sayMyData = dictionary<MyDataWordKey>({ en, it, nl });
