/**
 * The "my games" key in the browser: a random ring id and secret (kept on this device), the
 * access value and AES-GCM key derived from the secret (SHA-256 of "auth:" and "enc:" + the
 * secret), and the list encrypted before it leaves the device. The link is
 * `/#games={ring}.{secret}`: the fragment never reaches a server, and the server holds only the
 * ciphertext and the digest of the access value (src/server/keys/).
 */
import type { SavedGame } from "../../store";
import { savedGames, saveGame, savedGame } from "../../store";
import { request } from "./api";
import { sha256 } from "../../../src/digest";

/** This device's key. */
export interface DeviceKey {
  ring: string;
  secret: string;
}

const STORE = "tavolo:games-key";

function b64(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function unb64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

const random = (n: number) => b64(crypto.getRandomValues(new Uint8Array(n)));

/** The access value the server checks, from the secret. */
export async function accessOf(secret: string): Promise<string> {
  return b64(await sha256(`auth:${secret}`));
}

async function aesOf(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", await sha256(`enc:${secret}`), "AES-GCM", false, [
    "encrypt",
    "decrypt",
  ]);
}

/** The entries of a list as they travel (the seat and its token; no creator's invitations). */
type Entry = Pick<SavedGame, "id" | "game" | "seat" | "token" | "link">;

async function seal(secret: string, list: Entry[]): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(list));
  const ct = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await aesOf(secret), plain),
  );
  const all = new Uint8Array(iv.length + ct.length);
  all.set(iv);
  all.set(ct, iv.length);
  return b64(all);
}

async function unseal(secret: string, data: string): Promise<Entry[]> {
  const all = unb64(data);
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: all.slice(0, 12) },
    await aesOf(secret),
    all.slice(12),
  );
  const list = JSON.parse(new TextDecoder().decode(plain)) as unknown;
  return Array.isArray(list) ? (list as Entry[]) : [];
}

/** This device's key, if it made one. */
export function deviceKey(): DeviceKey | null {
  try {
    const raw = localStorage.getItem(STORE);
    return raw ? (JSON.parse(raw) as DeviceKey) : null;
  } catch {
    return null;
  }
}

function keep(k: DeviceKey): void {
  try {
    localStorage.setItem(STORE, JSON.stringify(k));
  } catch {
    // Private mode: the key lasts this visit.
  }
}

const mine = (): Entry[] =>
  savedGames().map(({ id, game, seat, token, link }) => ({ id, game, seat, token, link }));

/**
 * Stores this device's current list under its key (made on first use) and answers the key.
 * `renew`: a new secret, after which the old link opens nothing.
 */
export async function shareList(renew = false): Promise<DeviceKey> {
  const old = deviceKey();
  const next: DeviceKey = {
    ring: old?.ring ?? random(16),
    secret: renew || !old ? random(32) : old.secret,
  };
  const body = {
    ...(old ? { auth: await accessOf(old.secret) } : {}),
    next: { auth: await accessOf(next.secret), data: await seal(next.secret, mine()) },
  };
  try {
    await request("PUT", `/api/keys/${next.ring}`, body);
  } catch (e) {
    if (!old) throw e;
    // The ring was lost (or taken over by a newer key elsewhere): start a new one.
    const fresh: DeviceKey = { ring: random(16), secret: random(32) };
    await request("PUT", `/api/keys/${fresh.ring}`, {
      next: { auth: await accessOf(fresh.secret), data: await seal(fresh.secret, mine()) },
    });
    keep(fresh);
    return fresh;
  }
  keep(next);
  return next;
}

/** The link of a key (its secret in the fragment only). */
export const keyLink = (k: DeviceKey) => `${location.origin}/#games=${k.ring}.${k.secret}`;

/**
 * Opens the list behind a key's fragment value ("{ring}.{secret}") and merges it into this
 * device's: seats this device does not hold are added. Answers how many were added.
 */
export async function mergeFrom(value: string): Promise<number> {
  const [ring, secret] = value.split(".");
  if (!ring || !secret) throw new Error("bad key");
  const { data } = await request<{ data: string }>("POST", `/api/keys/${ring}/open`, {
    auth: await accessOf(secret),
  });
  let added = 0;
  for (const e of await unseal(secret, data)) {
    if (typeof e.id !== "string" || typeof e.token !== "string" || savedGame(e.id)) continue;
    saveGame({ id: e.id, game: e.game, seat: e.seat, token: e.token, link: e.link, seen: 0 });
    added++;
  }
  return added;
}
