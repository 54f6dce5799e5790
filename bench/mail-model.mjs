// Emails per 1,000 correspondence games per day, each-turn mode against the daily summary: a small
// simulation of the rules in docs/notifications.md ("Slow games over weeks"). Run with `node
// bench/mail-model.mjs`; the assumptions are the constants below (docs/performance.md, "Email").
const GAMES = 1000;
const DAYS = 60; // simulated days; the first 7 and the last 7 are left out of the count
const DEADLINE_H = 24; // time per move: 1 day; the warning at 80 %, 19.2 h
const MEAN_REPLY_H = 10; // a player answers a turn after an exponential wait with this mean
const AT_TABLE = 0.1; // share of turns begun while the player is at the table (no email)
const GAMES_PER_PERSON = 3; // a person plays this many games at once (their address is shared)
const TURNS_PER_GAME = 60; // a game lasts this many turns (then a "game over" email to each seat)
const SUMMARY_H = 8; // the summary's hour of day

let seed = 12345;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const wait = (mean) => -Math.log(1 - rnd()) * mean;

/** Simulates both modes over the same games; answers emails per day for the middle days. */
function simulate() {
  const counted = (t) => t >= 7 * 24 && t < (DAYS - 7) * 24;
  const each = { turn: 0, warn: 0, over: 0 };
  const daily = { summary: 0, warn: 0, over: 0 };
  // Per address, the intervals during which one of its games awaits its move.
  const awaiting = new Map();
  for (let g = 0; g < GAMES; g++) {
    let t = rnd() * 24 * 7; // games started over the first week
    let turns = 0;
    let seat = 0;
    while (t < DAYS * 24) {
      const person = Math.floor((seat * GAMES + g) / GAMES_PER_PERSON); // seat 0 of games 0-2 is one person
      const reply = Math.min(wait(MEAN_REPLY_H), DEADLINE_H); // at the deadline the computer plays
      if (counted(t)) {
        if (rnd() > AT_TABLE) each.turn++;
        if (reply > 0.8 * DEADLINE_H) {
          each.warn++;
          daily.warn++;
        }
      }
      if (!awaiting.has(person)) awaiting.set(person, []);
      awaiting.get(person).push([t, t + reply]);
      t += reply;
      seat = 1 - seat;
      if (++turns === TURNS_PER_GAME) {
        if (counted(t)) {
          each.over += 2;
          daily.over += 2;
        }
        turns = 0; // a rematch: the same two people go on
      }
    }
  }
  for (const list of awaiting.values())
    for (let d = 7; d < DAYS - 7; d++) {
      const at = d * 24 + SUMMARY_H;
      if (list.some(([a, b]) => a <= at && at < b)) daily.summary++;
    }
  const days = DAYS - 14;
  const per = (o) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Math.round(v / days)]));
  return { each: per(each), daily: per(daily) };
}

const { each, daily } = simulate();
const sum = (o) => Object.values(o).reduce((a, b) => a + b, 0);
console.log(`emails per ${GAMES} correspondence games per day`);
console.log(
  `each turn: ${sum(each)}  (your turn ${each.turn}, deadline warnings ${each.warn}, game over ${each.over})`,
);
console.log(
  `daily summary: ${sum(daily)}  (summaries ${daily.summary}, deadline warnings ${daily.warn}, game over ${daily.over})`,
);
