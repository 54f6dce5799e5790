/**
 * Routes of a seat's email address and of its clock, under /api/games/{id}: the address (PUT,
 * DELETE /mail, POST /mail/resend, POST /mail/my-data), a holiday (POST /holiday), forced moves
 * played for the seat (PUT /autoplay), resigning (POST /resign) and the choice about a player
 * whose time ran out (POST /seats/{seat}/absent). All need the seat's Bearer token; the room
 * decides.
 */
import { Hono, type Context } from "hono";
import * as v from "valibot";
import {
  AbsentRequest,
  AutoHolidayRequest,
  AutoplayRequest,
  DigestRequest,
  HolidayRequest,
  MailRequest,
  MyDataRequest,
} from "../../protocol";
import type { Env } from "../env";
import { unwrap, type RoomResult } from "../errors";
import { bearer, gameId, jsonBody, noBody, seatParam } from "../input";
import { clientKey } from "../limits/client";
import { limitClient } from "../limits/rate";
import { roomStub, type RoomStub } from "../room/stub";
import { links } from "./games";

/** The routes, mounted at /api/games. */
export const seatActionRoutes = new Hono<{ Bindings: Env }>();

/**
 * The handler of a seat's request that the room alone decides: the game, the seat's token and
 * the body checked by `schema` (null: there must be none), in that order, then the room's answer
 * to `ask` as JSON.
 */
function seatAsks<S extends v.GenericSchema | null, T>(
  schema: S,
  ask: (
    room: RoomStub,
    token: string | null,
    body: S extends v.GenericSchema ? v.InferOutput<S> : undefined,
  ) => Promise<RoomResult<T>>,
) {
  return async (c: Context<{ Bindings: Env }>) => {
    const id = gameId(c);
    const token = bearer(c);
    const body = schema === null ? await noBody(c) : await jsonBody(c, schema);
    // `body` is the type `ask` takes for this `schema`: TypeScript cannot narrow S from it.
    return c.json(unwrap(await ask(roomStub(c.env, id), token, body as never)));
  };
}

seatActionRoutes.put("/:id/mail", async (c) => {
  const id = gameId(c);
  const token = bearer(c);
  const body = await jsonBody(c, MailRequest);
  await limitClient(c, "mail");
  // The personal link goes into every email; it is built from the caller's own token.
  const link = token === null ? "" : links(c, id).seat(token);
  const status = unwrap(
    await roomStub(c.env, id).setMail(token, {
      address: body.address,
      lang: body.lang ?? "en",
      link,
      // The confirmation email spends this client's allowance, never the address's owner's.
      requester: clientKey(c.req.raw.headers),
    }),
  );
  return c.json(status);
});

// The confirmation link again: only on the seat's request, and rate-limited (notify/addresses.ts).
seatActionRoutes.post("/:id/mail/resend", async (c) => {
  const id = gameId(c);
  const token = bearer(c);
  await noBody(c);
  await limitClient(c, "mail");
  return c.json(unwrap(await roomStub(c.env, id).resendMail(token, clientKey(c.req.raw.headers))));
});

// "My data" or "forget me": a link to the seat's confirmed address does it (notify/my-data.ts).
seatActionRoutes.post("/:id/mail/my-data", async (c) => {
  const id = gameId(c);
  const token = bearer(c);
  const body = await jsonBody(c, MyDataRequest);
  await limitClient(c, "mail");
  return c.json(unwrap(await roomStub(c.env, id).askMyData(token, body.what)), 202);
});

// Each-turn emails or a daily summary, for the seat's confirmed address (notify/digest*.ts).
seatActionRoutes.get("/:id/mail/digest", async (c) => {
  const id = gameId(c);
  return c.json(unwrap(await roomStub(c.env, id).digest(bearer(c), null)));
});

seatActionRoutes.put(
  "/:id/mail/digest",
  seatAsks(DigestRequest, (room, token, body) => room.digest(token, body)),
);

seatActionRoutes.delete(
  "/:id/mail",
  seatAsks(null, (room, token) => room.removeMail(token)),
);

seatActionRoutes.post(
  "/:id/holiday",
  seatAsks(HolidayRequest, (room, token, body) => room.holiday(token, body.days)),
);

// Automatic protection: a holiday starts by itself at the deadline (deadlines/auto.ts).
seatActionRoutes.post(
  "/:id/holiday/auto",
  seatAsks(AutoHolidayRequest, (room, token, body) => room.autoHoliday(token, body.on)),
);

// What the room plays for the seat: forced moves, standing orders, privacy timing (autoplay/);
// only its own table shows any of it.
seatActionRoutes.put(
  "/:id/autoplay",
  seatAsks(AutoplayRequest, (room, token, body) => room.autoplay(token, body)),
);

seatActionRoutes.post(
  "/:id/resign",
  seatAsks(null, (room, token) => room.resign(token)),
);

// A polite reminder to a seat on turn for over a day, once per turn (nudge/).
seatActionRoutes.post("/:id/seats/:seat/nudge", async (c) => {
  const id = gameId(c);
  const seat = seatParam(c);
  const token = bearer(c);
  await noBody(c);
  return c.json(unwrap(await roomStub(c.env, id).nudge(token, seat)));
});

seatActionRoutes.post("/:id/seats/:seat/absent", async (c) => {
  const id = gameId(c);
  const seat = seatParam(c);
  const token = bearer(c);
  const body = await jsonBody(c, AbsentRequest);
  return c.json(unwrap(await roomStub(c.env, id).absent(token, seat, body.choice)));
});
