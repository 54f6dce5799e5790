/**
 * A seat's standing orders ("take my turn when…"; docs/api.md, "Forced moves that play
 * themselves, and standing orders"): a folded menu under the forced-moves switch, its game's
 * orders from GET /api/orders/{game}, each with a switch, its number (Pazaak's "stand from N",
 * the advice when not set) and what stops it; privacy timing for a slow game; and the notice
 * that an order was cancelled, and why. Only the seat's own table carries its orders. A chunk
 * of its own with its word pack, loaded when the seat asks for the menu or has orders
 * (LazyOrders.tsx).
 */
import { useEffect, useState } from "preact/hooks";
import type { OrdersMenu, StandingOrder, Table } from "../../../src/protocol";
import { request } from "../../api";
import { t, type Key } from "../../i18n";
import { ErrorNote } from "../ErrorNote";
import { useAction } from "../notify/use-action";
import { Switch } from "../Switch";
import switchCss from "../../styles/switch.css?inline";
import ordersCss from "../../styles/orders.css?inline";
import { adoptStyles } from "../../styles/adopt";

// The switch's and the menu's drawing, with this chunk: a first visit to a table downloads neither.
adoptStyles(switchCss, 1);
adoptStyles(ordersCss, 1);

/** A server code as a word key: its dashes as underscores ("lowest-trump" → "lowest_trump"). */
const keyOf = (code: string) => code.replace(/-/g, "_");

/** An order's name in the reader's language. */
const orderName = (game: string, kind: string) => t(`order_${game}_${keyOf(kind)}` as Key);

/** Changes what the room plays for the seat; answers the table. */
const setAutoplay = (id: string, token: string, body: unknown) =>
  request<Table>("PUT", `/api/games/${encodeURIComponent(id)}/autoplay`, body, token);

/** The menu, for a player of a running game. */
export function StandingOrders(props: {
  id: string;
  token: string;
  table: Table;
  accept: (table: Table) => void;
  /** Opened at once (the seat just asked for the menu). */
  open: boolean;
}) {
  const { id, token, table, accept } = props;
  const mine = table.autoplay?.orders ?? [];
  const [open, setOpen] = useState(props.open || mine.length > 0);
  const [menu, setMenu] = useState<OrdersMenu | null>(null);
  const { busy, error, run } = useAction();
  // The switches show the choice while the server takes it; then the table's answer again.
  const [asked, setAsked] = useState<StandingOrder[] | null>(null);
  const shown = busy && asked !== null ? asked : mine;
  useEffect(() => {
    if (open && menu === null)
      void run(async () =>
        setMenu(await request<OrdersMenu>("GET", `/api/orders/${encodeURIComponent(table.game)}`)),
      );
  }, [open]);
  const give = (next: StandingOrder[]) => {
    setAsked(next);
    void run(async () => accept(await setAutoplay(id, token, { orders: next })));
  };
  const privacy = table.autoplay?.privacy === true;
  return (
    <details
      class="orders"
      data-testid="orders"
      open={open}
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>{t("orders_title")}</summary>
      <p class="muted small">{t("orders_hint")}</p>
      {menu?.orders.map((k) => {
        const on = shown.find((o) => o.kind === k.kind);
        const stops = `order-${k.kind}-stops`;
        return (
          <div class="order-row" key={k.kind} data-testid={`order-${k.kind}`}>
            <Switch
              testid={`order-${k.kind}-switch`}
              hint={stops}
              checked={on !== undefined}
              disabled={busy}
              label={orderName(table.game, k.kind)}
              onChange={(next) =>
                give(
                  next
                    ? [...shown, { kind: k.kind, config: {} }]
                    : shown.filter((o) => o.kind !== k.kind),
                )
              }
            />
            {on &&
              k.fields.map((f) => (
                <label class="small order-field" key={f.key}>
                  {t("orders_at")}{" "}
                  <select
                    data-testid={`order-${k.kind}-${f.key}`}
                    value={String(on.config[f.key] ?? "")}
                    disabled={busy}
                    onChange={(e) => {
                      const v = (e.currentTarget as HTMLSelectElement).value;
                      const config = v === "" ? {} : { [f.key]: Number(v) };
                      give(shown.map((o) => (o.kind === k.kind ? { kind: o.kind, config } : o)));
                    }}
                  >
                    <option value="">{t("orders_advised")}</option>
                    {Array.from({ length: f.max - f.min + 1 }, (_, i) => f.min + i).map((n) => (
                      <option value={String(n)} key={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            <p class="muted small" id={stops}>
              {t("orders_stops", {
                reasons: k.stops.map((r) => t(`stops_${keyOf(r)}` as Key)).join(", "),
              })}
            </p>
          </div>
        );
      })}
      {(table.clock || privacy) && menu && (
        <div class="order-row">
          <Switch
            testid="orders-privacy"
            hint="orders-privacy-hint"
            checked={privacy}
            disabled={busy}
            label={t("orders_privacy")}
            onChange={(next) =>
              void run(async () => accept(await setAutoplay(id, token, { privacy: next })))
            }
          />
          <p class="muted small" id="orders-privacy-hint">
            {t("orders_privacy_hint")}
          </p>
        </div>
      )}
      <ErrorNote error={error} />
    </details>
  );
}

/** "Your order … was cancelled: …", while the table says so. */
export function OrderCancelled({ table }: { table: Table }) {
  const c = table.autoplay?.cancelled;
  if (!c || table.outcome !== null) return null;
  return (
    <p class="notice" role="status" data-testid="order-cancelled">
      {t("orders_cancelled", {
        order: orderName(table.game, c.kind),
        reason: t(`stopped_${keyOf(c.reason)}` as Key),
      })}
    </p>
  );
}
