/** The Worker entry: the Hono app as the default export (and, later, the Durable Objects). */
import { app } from "./app";

export default app;
