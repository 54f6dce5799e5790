/** The Worker entry: the Hono app as the default export, and the Durable Object classes. */
import { app } from "./app";

export { GameRoom } from "./room/game-room";
export { AddressBook } from "./notify/address-book";
export { DevMailbox } from "./mail/dev-mailbox";
export { DevOutbox } from "./outbox/dev-outbox";

export default app;
