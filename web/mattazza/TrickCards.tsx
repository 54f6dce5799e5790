/**
 * The cards of a trick with who played each: the live trick on the table, and a finished one in
 * its result (Results.tsx, which an embed loads only when a result is near).
 */
import { t } from "../i18n";
import { cardName } from "./cards";
import { MzCard } from "./Card";
import type { TrickEnd } from "./story";

type Name = (seat: number) => string;

/** The cards of a trick, each with who played it; the winner's card is marked. */
export function TrickCards({
  plays,
  winner,
  name,
  me,
}: {
  plays: TrickEnd["plays"];
  winner?: number;
  name: Name;
  me: number | null;
}) {
  return (
    <ol class="mz-trick-cards">
      {plays.map((p) => (
        <li
          key={p.card}
          class={`mz-play${p.seat === winner ? " won" : ""}${p.seat === me ? " mine" : ""}`}
        >
          <MzCard card={p.card} />
          {/* One string for screen readers: "Anna: Re di Coppe (takes the trick)". */}
          <span class="mz-who" aria-hidden="true">
            {p.seat === me ? t("ma_you") : name(p.seat)}
          </span>
          <span class="sr-only">
            {`${p.seat === me ? t("ma_you") : name(p.seat)}: ${cardName(p.card)}${p.seat === winner ? ` (${t("ma_takes")})` : ""}`}
          </span>
        </li>
      ))}
    </ol>
  );
}
