/**
 * What table talk remembers on this device: up to which message each game's talk was read
 * (the unread count), and whether the reader hid the panel (for every game: a person who
 * does not want table talk does not want it anywhere). Storage may be blocked: then nothing
 * is remembered and everything still works.
 */
const HIDDEN = "tavolo.talk.hidden";
const READ = (id: string) => `tavolo.talk.read.${id}`;

function get(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function put(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage blocked: kept for this visit only */
  }
}

/** The id of the newest message of game `id` the reader has seen (0: none). */
export function readMark(id: string): number {
  const n = Number(get(READ(id)));
  return Number.isFinite(n) ? n : 0;
}

/** Remembers that the messages of game `id` up to `last` were seen. */
export function setReadMark(id: string, last: number): void {
  put(READ(id), String(last));
}

/** Whether the reader hid table talk. */
export function talkHidden(): boolean {
  return get(HIDDEN) === "1";
}

/** Hides (true) or shows table talk on this device. */
export function setHidden(hidden: boolean): void {
  put(HIDDEN, hidden ? "1" : null);
}
