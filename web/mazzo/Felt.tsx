/**
 * The Mazzo felt: both players (name, presence, role, hand as backs, loot count), the draw
 * pile, and the two places of a turn: the attack card (face down, with the declared ability
 * once it is said out loud) and the defender's answer (face up, or face down after "I don't
 * have it"). After a doubt the defender's whole hand lies open here for everyone.
 */
import type { MazzoView } from "../../src/engine/games/mazzo/types";
import type { Player } from "../../src/protocol";
import { SeatName } from "../components/SeatName";
import { t, tn } from "../i18n";
import { MzBack, MzCard, abName } from "./cards";

/** Props of the felt. */
export interface FeltProps {
  view: MazzoView;
  /** Seats top (the opponent) and bottom (the reader). */
  top: 0 | 1;
  bottom: 0 | 1;
  name(seat: number): string;
  /** The table's players, by seat (a computer's level under its name). */
  players: readonly Player[];
  online(seat: number): boolean;
  /** Hide the opened hand (the attacker picks from it in the hand area instead). */
  hideRevealed?: boolean;
}

/** One player's strip on the felt. */
function SeatStrip({
  view,
  seat,
  name,
  player,
  online,
  showBacks,
}: {
  view: MazzoView;
  seat: 0 | 1;
  name: string;
  player: Player | undefined;
  online: boolean;
  showBacks: boolean;
}) {
  const s = view.seats[seat];
  const you = view.you === seat;
  const acting = view.toAct.includes(seat);
  const role = view.phase === "over" ? null : view.attacker === seat ? "attacker" : "defender";
  return (
    <section
      class={`mz-seat${acting ? " active" : ""}${you ? " you" : ""}`}
      aria-label={t("mz_seat_of", { name })}
      data-seat={seat}
    >
      <span class="pname">
        <span
          class={`presence${online ? " on" : ""}`}
          title={online ? t("online") : t("offline")}
        />
        <SeatName name={name} player={player} />
        {you && <span class="you-tag">{t("you")}</span>}
      </span>
      {role && (
        <span class={`chip mz-role ${role}`}>
          {role === "attacker" ? t("mz_role_attacker") : t("mz_role_defender")}
        </span>
      )}
      {showBacks && (
        <span
          class="mz-backs"
          role="img"
          aria-label={tn("hand_count", s.handCount)}
          data-testid="hand-backs"
        >
          {Array.from({ length: s.handCount }, (_, i) => (
            <span key={i} class="mz-mini-back" />
          ))}
        </span>
      )}
      <span class="mz-loot-count" data-testid={`loot-${seat}`}>
        {tn("mz_loot_n", s.loot.length)}
      </span>
    </section>
  );
}

/** The felt with both players and the cards of the turn. */
export function Felt({ view, top, bottom, name, players, online, hideRevealed }: FeltProps) {
  const tb = view.table;
  const noAb = view.options.mazziereHasNoAbilities;
  const ability = tb.ability;
  return (
    <div class="mz-felt" data-testid="felt">
      <SeatStrip
        view={view}
        seat={top}
        name={name(top)}
        player={players[top]}
        online={online(top)}
        showBacks={view.you !== top}
      />
      {view.phase !== "over" && (
        <div class="mz-middle">
          <div class="mz-pile" data-testid="draw-pile">
            <MzBack class="xs" />
            <span>{tn("mz_pile", view.drawPileCount)}</span>
          </div>
          <div class="mz-place" data-testid="attack-place">
            <span class="mz-place-label">
              {t("mz_place_attack", { name: name(view.attacker) })}
            </span>
            {tb.attackDown ? (
              tb.attackCard ? (
                <span class="mz-own-down">
                  <MzCard
                    card={tb.attackCard}
                    ability={ability}
                    noAbilities={noAb}
                    class="sm down"
                  />
                  <span class="mz-tag">{t("mz_face_down")}</span>
                </span>
              ) : (
                <MzBack class="sm" label={ability ? abName(ability) : undefined} />
              )
            ) : (
              <span class="mz-empty" />
            )}
            {tb.attackDown && (
              <span class="mz-declared" data-testid="declared">
                {ability ? t("mz_declared", { ability: abName(ability) }) : t("mz_declared_secret")}
              </span>
            )}
          </div>
          <div class="mz-place" data-testid="defense-place">
            <span class="mz-place-label">
              {t("mz_place_answer", { name: name(view.defender) })}
            </span>
            {tb.defense === "faceUp" && tb.defenseCard ? (
              <MzCard card={tb.defenseCard} ability={ability} noAbilities={noAb} class="sm" />
            ) : tb.defense === "faceDown" ? (
              tb.defenseCard ? (
                <span class="mz-own-down">
                  <MzCard
                    card={tb.defenseCard}
                    ability={ability}
                    noAbilities={noAb}
                    class="sm down"
                  />
                  <span class="mz-tag">{t("mz_face_down")}</span>
                </span>
              ) : (
                <MzBack class="sm" label={t("mz_denied_short")} />
              )
            ) : (
              <span class="mz-empty" />
            )}
            {tb.defense === "faceDown" && <span class="mz-declared">{t("mz_denied")}</span>}
          </div>
        </div>
      )}
      {view.revealed && !hideRevealed && (
        <div class="mz-revealed" data-testid="revealed">
          <span class="mz-place-label">{t("mz_revealed", { name: name(view.defender) })}</span>
          <ul class="mz-row">
            {view.revealed.map((c) => (
              <li key={c}>
                <MzCard card={c} ability={ability} noAbilities={noAb} class="sm" />
              </li>
            ))}
          </ul>
        </div>
      )}
      <SeatStrip
        view={view}
        seat={bottom}
        name={name(bottom)}
        player={players[bottom]}
        online={online(bottom)}
        showBacks={view.you !== bottom}
      />
    </div>
  );
}
