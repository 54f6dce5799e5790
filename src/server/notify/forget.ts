/**
 * What a seat that changes hands loses: its email address, its push devices, so
 * nothing meant for the previous player reaches them any more.
 */
import { forgetPushSeat } from "../push/store";
import { deleteMailSeat } from "./store";

/** Forgets the seat's address and push devices. */
export function forgetSeat(sql: SqlStorage, seat: number): void {
  deleteMailSeat(sql, seat);
  forgetPushSeat(sql, seat);
}
