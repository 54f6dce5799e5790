/**
 * The turn chime's switch: whether it is on (remembered on the device) and the calls that play
 * it. The Web Audio code (sound.ts) is a chunk of its own, loaded only once the chime is on: it
 * is off by default, so most visits never download it.
 */
import { signal } from "./signal";
import { pref, setPref } from "./store";

/** Whether the chime is on (remembered on the device). */
export const soundOn = signal(pref("sound") === "on");

/** Plays the chime (the chunk arrives on first use). */
function chime(): void {
  void import("./sound").then((m) => m.chime());
}

/** Switches the chime on or off and remembers it; plays it once as a sample when switched on. */
export function setSound(on: boolean): void {
  soundOn.value = on;
  setPref("sound", on ? "on" : "off");
  if (on) chime();
}

/** Plays the chime if it is on. */
export function turnChime(): void {
  if (soundOn.value) chime();
}

// A later visit with the chime on: its chunk comes now, to open the audio at the first tap.
if (soundOn.value) void import("./sound");
