/**
 * The standing orders' words in English, the reference: the menu under a seat's table, each
 * game's orders, what stops them and why one was cancelled (components/orders/). A word pack
 * (i18n/index.ts) loaded with the menu's chunk, so a table's first download does not carry
 * them. Italian and Dutch have exactly these keys. An order's key is `order_{game}_{kind}`, a
 * reason's `stops_{reason}` (what stops it) and `stopped_{reason}` (why it stopped), with the
 * dashes of the server's codes as underscores.
 */
export const words = {
  orders_title: "Standing orders: take my turn when…",
  orders_hint:
    "Each order decides only on what you can see, after a moment, as you would. Nobody else can tell.",
  orders_stops: "Stops when {reasons}.",
  orders_at: "From",
  orders_advised: "when advised",
  orders_privacy: "Privacy timing",
  orders_privacy_hint:
    "Moves played for you wait for your daily summary or your next visit (games with a time per move or a daily summary).",
  orders_cancelled: "Your order “{order}” was cancelled: {reason}. It no longer plays.",
  order_pazaak_stand: "Stand at a total from N, unless the opponent stands higher",
  order_pazaak_keep: "Keep my side cards until I am over 20",
  order_mattazza_fool: "When I cannot follow, play the Fool",
  order_mattazza_lowest_trump: "When I cannot follow, play my lowest trump",
  order_mazzo_believe: "Believe every denial while I lead on loot",
  order_mazzeltof_lowest_open: "When nothing fits, lay my lowest card open",
  stops_set_ended: "the set ends",
  stops_opponent_card: "the opponent plays a side card",
  stops_over_20: "you are over 20",
  stops_hand_ended: "the hand ends",
  stops_called_for_help: "someone calls for help against you",
  stops_pawn: "the red pawn is put on you",
  stops_endgame: "your team's endgame begins",
  stops_lead_lost: "you lose the lead on loot",
  stopped_set_ended: "the set ended",
  stopped_opponent_card: "the opponent played a side card",
  stopped_over_20: "you went over 20",
  stopped_hand_ended: "the hand ended",
  stopped_called_for_help: "someone called for help against you",
  stopped_pawn: "the red pawn was put on you",
  stopped_endgame: "your team's endgame began",
  stopped_lead_lost: "you lost the lead on loot",
  stopped_refused: "the game had moved on before its move",
};

/** The keys of the pack. */
export type OrdersWords = typeof words;
