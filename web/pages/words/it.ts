/** The words of the pages around the tables in Italian (see en.ts). */
import type { PagesWords } from "./en";

export const words: PagesWords = {
  title_share: "Manda i link",
  title_join: "Sei invitato",
  creating: "Mescolo…",
  share_title: "Manda i link",
  share_lead: "Ogni amico riceve il suo link: gli dà il suo posto, una volta sola.",
  share_missing: "Gli inviti di questa partita sono sul dispositivo che l'ha creata.",
  share_chat_title: "In un'app di chat",
  share_telegram: "La partita in Telegram",
  share_telegram_help:
    "Manda questo link in una chat di Telegram: apre la partita nella Mini App di Tavolo.",
  share_discord:
    "In Discord, avvia l'Attività di Tavolo in un canale vocale: tutti lì giocano allo stesso tavolo, senza link.",
  share_text: "Gioca a {game} con me su Tavolo",
  invite_for: "Link per il posto {n}",
  invite_taken: "{name} ha preso questo posto: il link è già stato usato.",
  qr_of: "Codice QR del link per il posto {n}",
  your_link_keep:
    "Conserva questo link: è il tuo posto. Aprilo su qualsiasi dispositivo per continuare la partita.",
  spectator_link: "Link per spettatori",
  spectator_help: "Chiunque abbia questo link può guardare, senza vedere le vostre mani.",
  go_to_table: "Vai al tavolo",
  join_title: "Sei invitato a giocare",
  join_lead: "Scegli il nome che vedranno gli altri e prendi il tuo posto.",
  join_button: "Prendo il posto",
  joining: "Prendo il posto…",
  join_already: "Questo dispositivo ha già un posto in questa partita.",
  join_continue: "Continua lì",
  seat_taken: "Questo posto è già occupato.",
  seat_taken_help: "Qualcuno ha già usato questo invito. Puoi comunque guardare la partita.",
  your_name: "Il tuo nome",
  name_placeholder: "es. Anna",
  players: "Giocatori",
  seats_help:
    "Manda un nuovo link per un posto libero, o dai a qualcun altro il posto di un giocatore che non c'è più.",
  seat_not_taken: "non ancora preso",
  new_invite: "Nuovo link d'invito",
  new_invite_help: "Il link d'invito precedente di questo posto smette di funzionare.",
  new_invite_for: "Nuovo link per il posto {n}",
  issuing: "Creo un nuovo link…",
  replace_player: "Sostituisci questo giocatore…",
  replace_title: "Sostituire {name}?",
  replace_text:
    "Il link di {name} smetterà di funzionare e {name} perde il posto. Lo prende chi apre il nuovo link d'invito; la partita continua da dove è.",
  replace_button: "Sostituisci {name}",
  rules_title: "Come si gioca a {game}",
  rules_missing: "Le regole di questo gioco non sono ancora scritte.",
  join_invites: "{name} ti invita a {game}",
  join_invites_anon: "Sei invitato a {game}",
  join_seated: "Al tavolo: {names}",
  join_seated_computer: "{name} ({level})",
  join_partner: "Giochi in squadra con {name}, il tuo compagno di fronte a te.",
  join_partner_open:
    "Il tuo compagno siede di fronte a te, al posto {n}: non l'ha ancora preso nessuno.",
  invite_partner: "Il tuo compagno",
  invite_opponent: "Gioca contro di te",
  invite_invalid: "Questo invito non funziona più.",
  invite_invalid_help:
    "Chi ha creato la partita potrebbe aver mandato un nuovo link per questo posto. Puoi comunque guardare la partita.",
};
