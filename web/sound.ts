/**
 * The turn chime: a short two-note tone made with Web Audio when it becomes your turn (no
 * audio file to download). Off by default; the choice is remembered on the device. Browsers
 * only let a page start sound after a tap or a key, so the audio context is opened by the
 * switch itself, or by the first tap of a later visit. A chunk of its own: sound-pref.ts holds
 * the switch and loads this only once the chime is on.
 */
let audio: AudioContext | undefined;

/** Opens (or wakes) the audio context; call from a tap or key handler. */
function unlock(): AudioContext | undefined {
  try {
    audio ??= new AudioContext();
    if (audio.state === "suspended") void audio.resume();
  } catch {
    /* no Web Audio: the chime stays silent */
  }
  return audio;
}

/** Plays the two notes once the context runs (a fresh one starts suspended for a moment). */
export function chime(): void {
  const ctx = unlock();
  if (!ctx) return;
  if (ctx.state === "running") notes(ctx);
  else void ctx.resume().then(() => notes(ctx));
}

/** Two soft sine notes, a fifth apart, 0.3 s in all. */
function notes(ctx: AudioContext): void {
  const start = ctx.currentTime + 0.02;
  [660, 990].forEach((hz, i) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    const at = start + i * 0.14;
    osc.type = "sine";
    osc.frequency.value = hz;
    // A quick rise and a smooth fall: no click at either end.
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(0.18, at + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.001, at + 0.16);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + 0.18);
  });
}

// Loaded only with the chime on (sound-pref.ts): the first tap or key opens the audio context.
if (typeof document !== "undefined") {
  const first = () => {
    unlock();
    document.removeEventListener("pointerdown", first);
    document.removeEventListener("keydown", first);
  };
  document.addEventListener("pointerdown", first);
  document.addEventListener("keydown", first);
}
