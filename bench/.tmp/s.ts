import { pazaak } from "../../src/engine/games/pazaak";
import { DEFAULT_OPTIONS } from "../../src/engine/games/pazaak/options";
let s = pazaak.setup({ seats: 2, seed: "m", options: DEFAULT_OPTIONS });
for (let i = 0; i < 30; i++) {
  const seat = pazaak.toAct(s)[0]!;
  const r = pazaak.play(s, seat, pazaak.bot(s, seat));
  if (!r.ok) throw 0;
  s = r.state;
}
const { events, ...rest } = pazaak.view(s, 0);
console.log(JSON.stringify(rest), JSON.stringify(rest).length);
