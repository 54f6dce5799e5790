/**
 * The wire protocol: valibot schemas and types of every request, response and socket message
 * exchanged between the browser (or curl, or a script) and the Worker. Shared by server and web.
 */
import type { LogStream } from "./log-stream";
import * as v from "valibot";
import type { TextEdits } from "./patch";
import type { Outcome, Seat } from "./engine/core/game";
import type { BotLevel } from "./engine/core/levels";
import { nameProblem, normalizeName } from "./names";
import type { TalkInfo, TalkPush } from "./talk";
import type { PublicView } from "./view-split";

/** Longest player name, in characters as people see them (src/limits.ts). */
export { MAX_NAME_LENGTH } from "./limits";

/** Largest request body the API accepts, in bytes (413 beyond): 16 KiB. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * A player's name, checked and normalized by the one rule of names.ts: NFC, trimmed, 1–40
 * characters as people see them, nothing invisible or direction-changing.
 */
export const Name = v.pipe(
  v.string("A name must be text."),
  v.transform(normalizeName),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = nameProblem(dataset.value);
    if (problem) addIssue({ message: problem });
  }),
);

/** A secret (seat token or invite) as it travels: base64url, 22–64 characters. */
export const Secret = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/, "Malformed secret."));

/** A game id as it appears in URLs. */
export const GameId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{11,32}$/, "Malformed game id."));

/** `POST /api/games` */
export const CreateGameRequest = v.strictObject({
  game: v.pipe(v.string(), v.minLength(1), v.maxLength(32)),
  seats: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(8))),
  options: v.optional(
    v.pipe(
      // A list is an object to `record` (it would become {"0": …}): refused first.
      v.custom<Record<string, unknown>>(
        (o) => typeof o === "object" && o !== null && !Array.isArray(o),
        'options must be an object such as {"nineCardRule": "win"}.',
      ),
      v.record(v.string(), v.unknown()),
    ),
  ),
  name: Name,
  computer: v.optional(
    v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0))), v.maxLength(8)),
  ),
  /**
   * The level of some computer seats, by seat (`{"1": "strong"}`); a computer seat not named
   * plays "normal". Each key must be one of `computer`, each value easy, normal or strong: the
   * route checks both (`input/invalid-level`).
   */
  computerLevels: v.optional(
    v.pipe(
      v.custom<Record<string, unknown>>(
        (o) => typeof o === "object" && o !== null && !Array.isArray(o),
        'computerLevels must be an object such as {"1": "strong"}.',
      ),
      v.record(v.string(), v.unknown()),
    ),
  ),
  /** Time per move in days: 0 (none, the default), 1, 2, 3 or 7. */
  timePerMove: v.optional(
    v.picklist([0, 1, 2, 3, 7], "timePerMove: choose 0 (none), 1, 2, 3 or 7 days."),
  ),
  /** Holiday days per player (0, 7, 14, 21 or 28; 7 by default); only with a time per move. */
  holidayDays: v.optional(
    v.picklist([0, 7, 14, 21, 28], "holidayDays: choose 0, 7, 14, 21 or 28 days."),
  ),
  /** Clocks stand still on Saturdays and Sundays (UTC); off by default. */
  pauseWeekends: v.optional(v.boolean("pauseWeekends: true or false.")),
  /** The creator's forced moves play themselves (`PUT …/autoplay` later); off by default. */
  autoplayForced: v.optional(v.boolean("autoplayForced: true or false.")),
  /** A learning game: every seat may ask for a hint (`GET …/hint`); off by default. */
  learning: v.optional(v.boolean("learning: true or false.")),
});
export type CreateGameRequest = v.InferOutput<typeof CreateGameRequest>;

/** One invitation in the create answer. */
export interface InviteLink {
  seat: Seat;
  invite: string;
  url: string;
}

/** `201` answer of `POST /api/games`. */
export interface CreateGameResponse {
  id: string;
  seat: Seat;
  token: string;
  invites: InviteLink[];
  links: { you: string; spectator: string };
  commitment: string;
}

/** `POST /api/games/{id}/seats/{seat}` */
export const ClaimSeatRequest = v.strictObject({ invite: Secret, name: Name });
export type ClaimSeatRequest = v.InferOutput<typeof ClaimSeatRequest>;

/** Answer of a seat claim (and of a rematch). */
export interface ClaimSeatResponse {
  id: string;
  seat: Seat;
  token: string;
  links: { you: string };
}

/** `POST /api/games/{id}/invitation`: is this invitation still good? (Read-only.) */
export const InvitationRequest = v.strictObject({ invite: Secret });
export type InvitationRequest = v.InferOutput<typeof InvitationRequest>;

/**
 * Answer of `POST /api/games/{id}/invitation`: the invitation's seat and whether it still
 * gives that seat. Lets the join page say "already used" before asking for a name.
 */
export interface InvitationStatus {
  seat: Seat;
  open: boolean;
}

/** `POST /api/games/{id}/moves` */
export const MoveRequest = v.strictObject({
  seq: v.pipe(v.number(), v.integer(), v.minValue(0)),
  moveId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, "Malformed move id.")),
  move: v.unknown(),
});
export type MoveRequest = v.InferOutput<typeof MoveRequest>;

/** A player as everyone may see them. */
export interface Player {
  seat: Seat;
  /** null while the seat is unclaimed. */
  name: string | null;
  computer: boolean;
  /** How well the computer plays this seat: only on computer seats. */
  level?: BotLevel;
  joined: boolean;
  /** A page of this seat is connected now. */
  online: boolean;
  /**
   * When this seat was last seen (joined, moved, a page connected or closed), ms since the
   * epoch; null for computers and seats never taken. Lets the others read "last seen 2
   * minutes ago".
   */
  lastSeen: number | null;
}

/** The table: what `GET /api/games/{id}` answers, and what sockets push. */
export interface Table {
  id: string;
  game: string;
  /** Number of moves applied so far; the client sends it back with its next move. */
  seq: number;
  /** The reader's seat, or null for a spectator. */
  seat: Seat | null;
  /** The game's view for that reader. */
  view: unknown;
  /** The moves the reader may make now (empty for spectators and seats not to act). */
  legal: unknown[];
  toAct: Seat[];
  outcome: Outcome | null;
  players: Player[];
  /** The seat of the game's creator (the one who sends the invitations). */
  creator: Seat;
  options: Record<string, unknown>;
  /** SHA-256 of the seed, hex, published at creation. */
  commitment: string;
  /** Revealed only when the game is over. */
  seed?: string;
  /** The game created as a rematch of this one, if any. */
  rematch?: string;
  /** The finished game this one is the rematch of, if any (its players are who is awaited). */
  rematchOf?: string;
  /** Creation time, ms since the epoch. */
  created: number;
  /**
   * Time of the game's last change, ms since the epoch: the last move's time, or `created`
   * before any move. Lets a player of a slow game see how long the table has been waiting.
   */
  updated: number;
  /** Time per move and each seat's clock; present when the game has a time per move. */
  clock?: ClockInfo;
  /**
   * How the game ended when it was not by the rules (a resignation, a claimed game, or
   * `closed`: ended by the site's operator, nobody winning, `seat` -1).
   */
  ending?: { reason: "resign" | "forfeit" | "closed"; seat: Seat };
  /** The reader's own email settings (only ever in the table of that seat). */
  mail?: MailStatus;
  /** Hardening: when this finished game will be removed, ms since the epoch. */
  expiresAt?: number;
  /** The reader's own push devices (only in that seat's table, when it has one). */
  push?: PushStatus;
  /** The game's chat webhook, masked (only in the creator's table, when there is one). */
  webhook?: WebhookInfo;
  /**
   * Never sent by the server: the browser marks a table drawn from a replay or an earlier step
   * (web/replay/) so the table offers nothing of a live game's end (rematch, verifier).
   */
  replay?: true;
  /** Table talk: the newest message id the reader may read (never a message's text). */
  talk?: TalkInfo;
  /** Nudges as the reader's seat sees them (only in a seat's table). */
  nudge?: NudgeInfo;
  /** The reader's automatic moves (only in that seat's table, when it chose or got one). */
  autoplay?: AutoplayInfo;
  /** A learning game (chosen at creation): hints on, for every seat (`GET …/hint`). */
  learning?: true;
}

/** `POST /api/games/{id}/why`: why this move cannot be played now (it is not played). */
export const WhyRequest = v.strictObject({ move: v.unknown() });
export type WhyRequest = v.InferOutput<typeof WhyRequest>;

/** Answer of `POST /api/games/{id}/why`. */
export interface WhyResponse {
  /** The move number the answer is about (the table's `seq`). */
  seq: number;
  /**
   * The refusal a real move would get now, or null when the move would be accepted; `values`
   * are the ids its sentence names (`{ card: "PM3" }`), for a page to word it in its language.
   */
  reason: { code: string; message: string; values?: Readonly<Record<string, string>> } | null;
}

/** Answer of `GET /api/games/{id}/hint`: the normal computer's move for the asking seat. */
export interface HintResponse {
  seq: number;
  /** A legal move of the seat, as `POST …/moves` takes it. */
  move: unknown;
  /** Why, when the game can say: a code (`pazaak/stand`), its English sentence, its numbers. */
  reason?: { code: string; message: string; values?: Record<string, number> };
}

/** A seat's automatic moves, as only that seat sees them. */
export interface AutoplayInfo {
  /** Its forced moves (exactly one real choice) play themselves. */
  forced: boolean;
  /**
   * Its latest move was played for it by the room: that move's number and time, and the
   * standing order that played it (absent: its forced move).
   */
  played?: { seq: number; at: number; order?: string };
  /** Its standing orders, in the game's menu order (absent: none). */
  orders?: StandingOrder[];
  /** Its latest order that was cancelled, why (a reason code of the order's `stops`, or "refused") and when. */
  cancelled?: { kind: string; reason: string; at: number };
  /** Its automatic moves wait for its next digest hour or visit (a slow game's privacy timing). */
  privacy?: boolean;
}

/** A standing order: the game's order kind and its settings. */
export interface StandingOrder {
  kind: string;
  config: Record<string, unknown>;
}

/** One standing order as asked for: a kind of the game's menu, and its settings (default `{}`). */
export const OrderRequest = v.strictObject({
  kind: v.pipe(
    v.string("kind: the order's name."),
    v.maxLength(40, "kind: 40 characters at most."),
  ),
  config: v.optional(
    v.record(
      v.pipe(v.string(), v.maxLength(40)),
      v.union([v.number(), v.string(), v.boolean()], "config: numbers, words or true/false."),
      "config: an object of settings.",
    ),
  ),
});
export type OrderRequest = v.InferOutput<typeof OrderRequest>;

/**
 * `PUT /api/games/{id}/autoplay`: what the seat lets the room play for it. Each field given is
 * changed, the others stay: its forced moves, its standing orders (the whole list, replacing the
 * one before; `[]` gives none) and privacy timing (slow games only).
 */
export const AutoplayRequest = v.pipe(
  v.strictObject({
    forced: v.optional(v.boolean("forced: true or false.")),
    orders: v.optional(
      v.pipe(
        v.array(OrderRequest, "orders: a list of orders."),
        v.maxLength(8, "orders: 8 at most."),
      ),
    ),
    privacy: v.optional(v.boolean("privacy: true or false.")),
  }),
  v.check(
    (r) => r.forced !== undefined || r.orders !== undefined || r.privacy !== undefined,
    "Say what to change: forced, orders or privacy.",
  ),
);

/** `GET /api/orders/{game}`: the standing orders a game offers (its menu). */
export interface OrdersMenu {
  game: string;
  orders: {
    kind: string;
    /** The numbers a person may set, with their bounds; absent from `config`: the default. */
    fields: { key: string; min: number; max: number }[];
    /** What cancels it, as reason codes. */
    stops: string[];
  }[];
}
export type AutoplayRequest = v.InferOutput<typeof AutoplayRequest>;

/** Nudges, for one seat's table: who it may remind now, who was reminded, its own reminder. */
export interface NudgeInfo {
  /** Seats on turn for over a day, not on holiday and not yet nudged this turn. */
  can: Seat[];
  /** Seats already nudged during their current turn. */
  sent: Seat[];
  /** The reader was nudged during its current turn: by whom, when. */
  received?: { by: Seat; at: number };
}

/** Each seat's clock when the game has a time per move. */
export interface ClockInfo {
  /** Days per move. */
  days: number;
  /** Holiday days per player in this game (0: none). */
  holidayDays?: number;
  /** Clocks stand still on Saturdays and Sundays (UTC). */
  weekends?: boolean;
  seats: {
    seat: Seat;
    /** When this seat's current move is due (holidays added); null when it is not to act. */
    due: number | null;
    /** End of the seat's running holiday, or null. */
    holidayUntil: number | null;
    /** Holiday time the seat has left in this game, ms. */
    holidayLeft: number;
    /** Its time ran out: the others may let the computer play or claim the game. */
    overdue: boolean;
    /** The computer plays for this seat until its player plays again. */
    standin: boolean;
    /** A holiday starts by itself when this seat's time is about to run out. */
    autoHoliday?: boolean;
  }[];
}

/** A seat's email settings, as only that seat sees them. */
export interface MailStatus {
  /** The address given for this game, or null. */
  address: string | null;
  /** The player opened the confirmation link. */
  confirmed: boolean;
  /** This game's emails were stopped by an unsubscribe link. */
  muted: boolean;
}

/** `PUT /api/games/{id}/mail`: the seat's address for this game, and the email language. */
export const MailRequest = v.strictObject({
  address: v.pipe(v.string("address must be text."), v.maxLength(320, "address: too long.")),
  lang: v.optional(v.pipe(v.string(), v.maxLength(8))),
});
export type MailRequest = v.InferOutput<typeof MailRequest>;

/**
 * `POST /api/games/{id}/mail/my-data`: mail the seat's confirmed address a link that sends it
 * what Tavolo keeps about it ("export") or forgets it everywhere ("forget").
 */
export const MyDataRequest = v.strictObject({
  what: v.picklist(["export", "forget"], 'what: "export" or "forget".'),
});
export type MyDataRequest = v.InferOutput<typeof MyDataRequest>;

/**
 * `PUT /api/games/{id}/mail/digest`: how the seat's confirmed address gets its game mail, for
 * every game: "turn" (each turn) or "daily" (one summary at `time`, "HH:MM", in the IANA time
 * zone `tz` of the browser).
 */
export const DigestRequest = v.strictObject({
  mode: v.picklist(["turn", "daily"], 'mode: "turn" or "daily".'),
  time: v.optional(v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "time: HH:MM."))),
  tz: v.optional(v.pipe(v.string(), v.maxLength(64, "tz: too long."))),
  lang: v.optional(v.pipe(v.string(), v.maxLength(8))),
});
export type DigestRequest = v.InferOutput<typeof DigestRequest>;

/** How an address gets its game mail (`GET`/`PUT /api/games/{id}/mail/digest`). */
export type DigestStatus = { mode: "turn" } | { mode: "daily"; time: string; tz: string };

/**
 * `POST /api/games/{id}/holiday`: 1–28 days of holiday from now (within what is left of the
 * game's allowance); 0 ends the holiday.
 */
export const HolidayRequest = v.strictObject({
  days: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(0, "days: 0 to 28."),
    v.maxValue(28, "days: 0 to 28."),
  ),
});

/** `POST /api/games/{id}/holiday/auto`: automatic protection on or off for the seat. */
export const AutoHolidayRequest = v.strictObject({ on: v.boolean("on: true or false.") });
export type AutoHolidayRequest = v.InferOutput<typeof AutoHolidayRequest>;
export type HolidayRequest = v.InferOutput<typeof HolidayRequest>;

/** A "my games" key's ring id (22 characters, URL-safe) and an access value (43). */
const KeyPart = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/, "Malformed key."));

/**
 * Longest list a "my games" key stores, in base64url characters (about 12 KB of ciphertext, some
 * 60 games): what fits, with the access values around it, in a body of MAX_BODY_BYTES.
 */
export const MAX_KEY_DATA = 16_000;

/**
 * `PUT /api/keys/{ring}`: stores a device's list under a key, encrypted by the browser
 * (`data`, base64url, at most MAX_KEY_DATA characters). A new ring takes `next` alone; an
 * existing one only with its current access value `auth` (an update, or a new key when
 * `next.auth` differs).
 */
export const KeyPutRequest = v.strictObject({
  auth: v.optional(KeyPart),
  next: v.strictObject({
    auth: KeyPart,
    data: v.pipe(
      v.string(),
      v.maxLength(MAX_KEY_DATA, `at most ${MAX_KEY_DATA} characters (some 60 games).`),
      v.regex(/^[A-Za-z0-9_-]*$/, "data: base64url."),
    ),
  }),
});
export type KeyPutRequest = v.InferOutput<typeof KeyPutRequest>;

/** `POST /api/keys/{ring}/open`: the list of a key, for its current access value. */
export const KeyOpenRequest = v.strictObject({ auth: KeyPart });
export type KeyOpenRequest = v.InferOutput<typeof KeyOpenRequest>;

/**
 * `POST /api/telegram/session` (init data in X-Telegram-Init-Data): the Telegram user's name,
 * what the link's `startapp` opens (a game, with an invite for a seat), and the user's own seat
 * in that game when they hold one.
 */
export interface TelegramSession {
  user: { name: string };
  start: { id: string; invite?: string } | null;
  seat: { game: string; seat: Seat; token: string } | null;
}

/** `POST /api/discord/session` (Discord's signed headers, or X-Discord-Pass): the instance. */
export const DiscordSessionRequest = v.strictObject({
  instance: v.pipe(
    v.string("instance must be text."),
    v.regex(/^[A-Za-z0-9_-]{1,128}$/, "instance: not an activity instance id."),
  ),
});
export type DiscordSessionRequest = v.InferOutput<typeof DiscordSessionRequest>;

/**
 * What `POST /api/discord/session` answers: the pass for the visit's later requests
 * (X-Discord-Pass), the instance's game (its id; whether it exists yet, and of which game) and
 * the user's seat in it when they hold one.
 */
export interface DiscordSession {
  pass: string;
  game: { id: string; exists: boolean; kind: string | null };
  seat: { game: string; seat: Seat; token: string } | null;
}

/** `POST /api/discord/seat` (X-Discord-Pass): the first free seat of the instance's game. */
export const DiscordSeatRequest = v.strictObject({ name: Name });
export type DiscordSeatRequest = v.InferOutput<typeof DiscordSeatRequest>;

/**
 * `GET /api/chat-links`: the chat apps this server is set up for, for a share page: the
 * Telegram Mini App's address (`https://t.me/<bot>/<app>`), and whether a Discord Activity runs.
 */
export interface ChatLinks {
  telegram: string | null;
  discord: boolean;
}

/** `POST /api/mail/links`: "send me links to all my games" at this address. */
export const LinksRequest = v.strictObject({
  address: v.pipe(v.string("address must be text."), v.maxLength(320, "address: too long.")),
  lang: v.optional(v.pipe(v.string(), v.maxLength(8))),
});
export type LinksRequest = v.InferOutput<typeof LinksRequest>;

/** `POST /api/games/{id}/seats/{seat}/absent`: what to do about a player whose time ran out. */
export const AbsentRequest = v.strictObject({
  choice: v.picklist(["computer", "claim"], 'choice: "computer" or "claim".'),
});
export type AbsentRequest = v.InferOutput<typeof AbsentRequest>;

/** One entry of the move log as a reader may see it. */
export interface LogEntry {
  seq: number;
  seat: Seat;
  move: unknown;
  /** When it was applied, ms since the epoch. */
  at: number;
}

/** `GET /api/games/{id}/log` */
export interface LogResponse {
  id: string;
  game: string;
  seats: number;
  options: Record<string, unknown>;
  commitment: string;
  /** Present once the game is over: with it, anyone can replay the log and check the deal. */
  seed?: string;
  moves: LogEntry[];
}

/** Every error answer: `{error: {code, message}}` with a namespaced code. */
export interface ErrorBody {
  error: { code: string; message: string };
  /** For `room/stale-move`: the current table, so the client can catch up. */
  table?: Table;
}

/**
 * Messages a page sends over its socket. The first must be `hello`; `edits: 5` says the page
 * takes the table as a stream (src/table-stream.ts): a socket that does not say so (a page of
 * an older version) gets whole tables with their events. `quiet: true` (a seat's page nobody
 * has touched yet: perhaps a link previewer or a mail scanner) follows the seat's table without
 * counting it seen, online or as having looked, until the page says `here` (a person's first
 * input). A hello without it counts at once, as pages from before quiet hellos expect.
 */
export const ClientMessage = v.variant("type", [
  v.object({
    type: v.literal("hello"),
    token: v.optional(Secret),
    edits: v.optional(v.number()),
    quiet: v.optional(v.boolean()),
  }),
  v.object({ type: v.literal("ping") }),
  v.strictObject({ type: v.literal("here") }),
]);
export type ClientMessage = v.InferOutput<typeof ClientMessage>;

/**
 * A whole table on a socket. To a socket whose hello said `edits: 5` (src/table-stream.ts) it
 * comes first (after hello, and whenever the room has no record of what it sent) without its
 * view's events, with its `rev`, the whole recent log beside it (`log`, from null), and `moves`
 * when the seat's stream form keeps moves other than `legal` (the seat is not to act). Any other
 * socket gets whole tables with their events, without `rev` or `log`.
 */
export interface TableMessage {
  type: "table";
  table: Table;
  rev?: string;
  log?: LogStream;
  moves?: unknown[];
  /**
   * The view's keys the stream's common part carries (the game's public ones,
   * src/view-split.ts), when it carries any.
   */
  publicView?: PublicView;
}

/**
 * A patch against the last table a socket got (`base`: that table's `rev`): edits of the text of
 * that table's stream (its common part and its stream form) into the next one's
 * (src/table-stream.ts, src/patch.ts), and the events the change added (`length`: how many the
 * log keeps after them, when not all of them).
 */
export interface EditsMessage {
  type: "edits";
  rev: string;
  base: string;
  edits: TextEdits;
  events: unknown[];
  length?: number;
}

/** Messages the server pushes over a socket. */
export type ServerMessage =
  | TableMessage
  | EditsMessage
  | { type: "error"; error: { code: string; message: string } }
  | { type: "pong" }
  | TalkPush;

// ---------------------------------------------------------------- push and chat webhooks

/** `GET /api/push/key`: the server's VAPID public key, the browser's `applicationServerKey`. */
export interface PushKeyResponse {
  /** Uncompressed P-256 point, base64url. */
  publicKey: string;
}

/** `PUT /api/games/{id}/push`: this device's push subscription (`PushSubscription.toJSON()`). */
export const PushRequest = v.strictObject({
  endpoint: v.pipe(v.string("endpoint must be text."), v.maxLength(1024, "endpoint: too long.")),
  keys: v.strictObject({
    p256dh: v.pipe(v.string(), v.maxLength(128, "keys.p256dh: too long.")),
    auth: v.pipe(v.string(), v.maxLength(64, "keys.auth: too long.")),
  }),
  lang: v.optional(v.pipe(v.string(), v.maxLength(8))),
  /** Part of `PushSubscription.toJSON()`; read by no one (a push service's 404/410 says it ended). */
  expirationTime: v.optional(v.nullable(v.number())),
});
export type PushRequest = v.InferOutput<typeof PushRequest>;

/** A device's id: 16 hex digits of the SHA-256 of its push endpoint. */
export const DeviceId = v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/, "Malformed device id."));

/** A seat's push devices, as only that seat sees them. */
export interface PushStatus {
  /** Device ids (16 hex digits of the SHA-256 of each endpoint). */
  devices: string[];
}

/** `PUT /api/games/{id}/webhook`: a Discord or Slack incoming-webhook address (creator only). */
export const WebhookRequest = v.strictObject({
  url: v.pipe(v.string("url must be text."), v.maxLength(512, "url: too long.")),
  lang: v.optional(v.pipe(v.string(), v.maxLength(8))),
});
export type WebhookRequest = v.InferOutput<typeof WebhookRequest>;

/** The game's chat webhook as its creator sees it: never the full address. */
export interface WebhookInfo {
  service: "discord" | "slack";
  /** The host and the address's last four characters, "discord.com/…/abcd". */
  masked: string;
  /** Posts that failed in a row (the webhook is dropped after a few). */
  failures: number;
}

/** Answer of the webhook routes. */
export interface WebhookStatus {
  webhook: WebhookInfo | null;
}

/**
 * `GET /api/games/{id}/history/{seq}`: the table as the asker saw it right after move `seq`
 * (0: the deal), rebuilt on the server through the engine's `view` for the asker's own seat,
 * or the spectator's (docs/decisions.md, "Replays and stepping back").
 */
export interface HistoryStep {
  id: string;
  game: string;
  /** The step shown: 0 (before any move) to `last`. */
  seq: number;
  /** The game's latest step now. */
  last: number;
  /** The reader (a seat, or null for a spectator), as in a Table. */
  seat: Seat | null;
  /** The seat whose move made this step (null for step 0). */
  mover: Seat | null;
  /** When this step was made (the game's creation for step 0), ms since the epoch. */
  at: number;
  view: unknown;
  toAct: Seat[];
  outcome: Outcome | null;
}

/**
 * `GET /api/games/{id}/replay`: a finished game's replay index (the replay embed's, which
 * carries no engine): how many steps, who made each, and where each lies (src/replay-marks.ts).
 */
export interface ReplayIndex {
  id: string;
  game: string;
  last: number;
  /** movers[k]: the seat whose move made step k (null for step 0). */
  movers: (Seat | null)[];
  /** times[k]: when step k was made (the game's creation for step 0), ms since the epoch. */
  times: number[];
  marks: import("./replay-marks").Mark[];
}

/**
 * `GET /api/games/{id}/replay/{seq}`: one step of a finished game (everything is public once
 * the seed is): the spectator's view (`view`) and every seat's own view (`views`, by seat).
 */
/**
 * `GET /api/games/{id}/download`: the reader's own copy of the game, every step (0: the deal) as
 * it saw it (a seat its own view, a spectator the spectators'), the seed once the game is over.
 */
export interface SeatDownload {
  format: "tavolo/seat-download";
  version: 1;
  id: string;
  game: string;
  seat: Seat | null;
  /** The seats' names, in seat order (null: a seat nobody took). */
  names: (string | null)[];
  commitment: string;
  /** The seed, once the game is over (its commitment checks it); absent before, as in a Table. */
  seed?: string;
  steps: HistoryStep[];
}

export interface ReplayStep extends HistoryStep {
  views: unknown[];
}
