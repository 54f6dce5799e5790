/** The Worker entry: the Hono app as the default export, and the GameRoom Durable Object class. */
import { app } from "./app";

export { GameRoom } from "./room/game-room";

export default app;
