/** MazzelTof's rules for players, in Italian. */
import type { RulesDoc } from "../../rules";

/** The Italian rules page of MazzelTof. */
export const rules: RulesDoc = {
  lead: "Un solitario a squadre olandese per due o quattro: rossi contro blu, ogni squadra con il suo mazzo. Vince la prima squadra che gioca via tutto il suo mazzo.",
  sections: [
    {
      title: "Squadre e carte",
      text: [
        "In quattro, i compagni siedono uno di fronte all'altro e si gioca a turno rosso, blu, rosso, blu; in due, ogni giocatore è una squadra da solo. Ogni squadra pesca dal suo mazzo di 54 carte (dorso rosso o blu). Le ultime sei carte di ogni mazzo sono una riserva che non si pesca mai in mano.",
        "In quattro si tengono cinque carte in mano, in due sette. Nessuno vede la mano degli altri.",
      ],
    },
    {
      title: "Le tre pile",
      list: [
        "Al centro ci sono una pila rossa (solo ♦♥), una pila nera (solo ♠♣) e in mezzo una pila mista (di qualsiasi colore).",
        "Al tavolo ogni carta rossa (♦♥) porta un pallino nell'angolo in alto e ogni carta nera (♠♣) un quadratino; le pile mostrano lo stesso segno accanto al nome, e il jolly, che va su qualsiasi pila, metà dell'uno e metà dell'altro.",
        "Una pila sale di un grado alla volta: 3, 4, 5 … 10, J, Q, K, A. L'asso la completa: la pila esce dal gioco e il suo spazio torna libero per una nuova partenza (da 3 a K).",
        "Chiunque, nel suo turno, può aprire uno spazio vuoto con una carta da 3 a K del colore dello spazio (mai con un asso).",
        "Il 2 è una matta sulla pila del suo colore o sulla mista; il jolly è una matta su qualsiasi pila. Su una pila la matta vale il grado successivo; aprendo uno spazio vuoto, scegli tu quale grado vale.",
      ],
    },
    {
      title: "Il tuo turno",
      list: [
        "La mano viene completata dal mazzo della tua squadra (almeno due carte).",
        "Gioca sulle pile quante carte vuoi: dalla mano, dalle tue carte scoperte o da quelle del tuo compagno.",
        "A mano vuota puoi prendere cinque carte nuove e continuare, o chiudere il turno.",
        "Chiudi il turno passando: scopri davanti a te una carta della mano. Se hai già cinque carte scoperte, va coperta come carta di penalità.",
      ],
    },
    {
      title: "I 10 e la pedina rossa",
      text: [
        "Chi gioca un 10 (o una matta come 10) dà la pedina rossa al giocatore successivo, che salta il suo prossimo turno. Chi ha un jolly in mano può annullare la pedina, ma deve poi giocare quel jolly nello stesso turno.",
      ],
    },
    {
      title: "Il finale",
      text: [
        "Quando a una squadra resta solo la riserva, le sue carte di penalità vanno sotto e tutto il mazzo viene scoperto. I suoi giocatori possono giocare la carta in cima sulle pile, nessuno pesca più, e il turno si chiude scoprendo la carta in cima. Da quel momento non c'è limite alle carte scoperte.",
      ],
    },
    {
      title: "La vittoria",
      text: [
        "Vince la squadra il cui mazzo si svuota per primo: giocando l'ultima carta su una pila o scoprendola per chiudere il turno.",
        "Chi crea la partita può cambiare due dettagli nelle «Regole avanzate»: quante carte prende a mano vuota un giocatore di una partita in due (5 o 7), e se i compagni vedono la mano l'uno dell'altro.",
      ],
    },
  ],
};
