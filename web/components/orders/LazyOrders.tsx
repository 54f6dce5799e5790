/**
 * The standing orders' menu and their cancelled notice, loaded as a chunk of their own with
 * their word pack when asked for or needed: a table's first visit carries neither
 * (StandingOrders.tsx).
 */
import type { ComponentProps } from "preact";
import type { Table } from "../../../src/protocol";
import { useState } from "preact/hooks";
import { loadPack, t } from "../../i18n";
import { useLazy } from "../../lazy";
import type { StandingOrders } from "./StandingOrders";

const load = () =>
  Promise.all([
    import("./StandingOrders"),
    import("./words").then((w) => loadPack(w.ordersWords)),
  ]).then(([m]) => m);

/**
 * The menu: until asked for (or the seat has orders), one small button whose word is in the
 * main dictionary; then the chunk, opened.
 */
export function LazyStandingOrders(props: Omit<ComponentProps<typeof StandingOrders>, "open">) {
  const [asked, setAsked] = useState(false);
  const auto = props.table.autoplay;
  const mod = useLazy(load, asked || !!auto?.orders || !!auto?.privacy);
  if (mod) return <mod.StandingOrders {...props} open={asked} />;
  return (
    <p class="rules-link">
      <button
        type="button"
        class="btn small"
        data-testid="orders-open"
        disabled={asked}
        onClick={() => setAsked(true)}
      >
        {t("orders_open")}
      </button>
    </p>
  );
}

/** The cancelled order's notice, loaded only when the table has one. */
export function LazyOrderCancelled(props: { table: Table }) {
  const mod = useLazy(load, !!props.table.autoplay?.cancelled);
  return mod ? <mod.OrderCancelled table={props.table} /> : null;
}
