// The games' sound effects, synthesised with the Web Audio API: oscillators and filtered noise
// with short envelopes, so there is no audio file to ship or licence. The AudioContext is made on
// the first effect, and every game plays one inside the tap that starts a round (Spin, Place bet,
// Roll, Start, a tile), because Safari only lets audio start within a gesture.
// Silent when the player muted the games (sound-setting.ts) or the browser has no Web Audio.
import { isSoundOn } from './sound-setting.ts';

export type SoundEffect = 'spin' | 'reelStop' | 'win' | 'bigWin' | 'launch' | 'cashOut' | 'bust' | 'mine' | 'tile' | 'gem' | 'roll' | 'tick';

interface Voice {
  ctx: AudioContext;
  out: AudioNode;
}

let voice: Voice | null = null;
let noiseBuffer: AudioBuffer | null = null;

function audio(): Voice | null {
  if (voice) {
    if (voice.ctx.state === 'suspended') void voice.ctx.resume().catch(() => {});
    return voice;
  }
  const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (typeof Context !== 'function') return null;
  try {
    const ctx = new Context();
    const out = ctx.createGain();
    out.gain.value = 0.32;
    out.connect(ctx.destination);
    voice = { ctx, out };
    return voice;
  } catch {
    return null;
  }
}

interface ToneOptions {
  type?: OscillatorType;
  from: number;
  to?: number;
  at?: number;
  duration: number;
  gain: number;
}

/** One oscillator note: 5 ms attack, exponential decay; `to` glides the pitch. */
function tone({ ctx, out }: Voice, { type = 'sine', from, to, at = 0, duration, gain }: ToneOptions): void {
  const start = ctx.currentTime + at;
  const osc = ctx.createOscillator();
  const env = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(from, start);
  if (to !== undefined) osc.frequency.exponentialRampToValueAtTime(to, start + duration);
  env.gain.setValueAtTime(0.0001, start);
  env.gain.exponentialRampToValueAtTime(gain, start + 0.005);
  env.gain.exponentialRampToValueAtTime(0.0001, start + duration);
  osc.connect(env).connect(out);
  osc.start(start);
  osc.stop(start + duration + 0.02);
}

interface NoiseOptions {
  filter: BiquadFilterType;
  from: number;
  to?: number;
  at?: number;
  duration: number;
  gain: number;
}

/** Filtered white noise: whooshes, clicks, rattles and blasts. */
function noise({ ctx, out }: Voice, { filter, from, to, at = 0, duration, gain }: NoiseOptions): void {
  if (!noiseBuffer || noiseBuffer.sampleRate !== ctx.sampleRate) {
    noiseBuffer = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
    const data = noiseBuffer.getChannelData(0);
    // Decorative noise only: nothing about a round depends on it.
    for (let i = 0; i < data.length; i += 1) data[i] = Math.random() * 2 - 1;
  }
  const start = ctx.currentTime + at;
  const source = ctx.createBufferSource();
  source.buffer = noiseBuffer;
  const band = ctx.createBiquadFilter();
  band.type = filter;
  band.frequency.setValueAtTime(from, start);
  if (to !== undefined) band.frequency.exponentialRampToValueAtTime(to, start + duration);
  const env = ctx.createGain();
  env.gain.setValueAtTime(0.0001, start);
  env.gain.exponentialRampToValueAtTime(gain, start + 0.01);
  env.gain.exponentialRampToValueAtTime(0.0001, start + duration);
  source.connect(band).connect(env).connect(out);
  source.start(start);
  source.stop(start + duration + 0.02);
}

const arpeggio = (v: Voice, notes: readonly number[], step: number, gain: number, at = 0) =>
  notes.forEach((from, i) => tone(v, { type: 'triangle', from, at: at + i * step, duration: 0.22, gain }));

// C major: C5 E5 G5 C6, the win fanfare; an octave up for the big win.
const FANFARE = [523.25, 659.25, 783.99, 1046.5] as const;

const EFFECTS: Record<SoundEffect, (v: Voice, step: number) => void> = {
  spin: (v) => {
    noise(v, { filter: 'bandpass', from: 500, to: 2600, duration: 0.35, gain: 0.22 });
    tone(v, { type: 'triangle', from: 196, to: 392, duration: 0.3, gain: 0.08 });
  },
  reelStop: (v) => {
    tone(v, { from: 170, to: 60, duration: 0.1, gain: 0.45 });
    noise(v, { filter: 'highpass', from: 2800, duration: 0.03, gain: 0.12 });
  },
  tile: (v) => tone(v, { from: 520, to: 680, duration: 0.07, gain: 0.18 }),
  // Each safe tile rings a semitone higher than the last (step = safe tiles so far).
  gem: (v, step) => {
    const base = 784 * 2 ** (Math.min(step, 12) / 12);
    tone(v, { type: 'triangle', from: base, duration: 0.14, gain: 0.22 });
    tone(v, { type: 'sine', from: base * 1.5, at: 0.06, duration: 0.22, gain: 0.14 });
  },
  roll: (v) => [0, 0.06, 0.11, 0.19, 0.26, 0.36].forEach((at) => noise(v, { filter: 'bandpass', from: 1800, at, duration: 0.035, gain: 0.25 })),
  tick: (v) => tone(v, { from: 988, duration: 0.06, gain: 0.1 }),
  win: (v) => arpeggio(v, FANFARE, 0.08, 0.22),
  bigWin: (v) => {
    arpeggio(v, FANFARE, 0.07, 0.22);
    arpeggio(v, FANFARE.map((f) => f * 2), 0.07, 0.18, 0.3);
    for (const f of [1046.5, 1318.5, 1568]) tone(v, { type: 'triangle', from: f, at: 0.6, duration: 0.9, gain: 0.12 });
    noise(v, { filter: 'highpass', from: 6000, at: 0.6, duration: 0.8, gain: 0.05 });
  },
  launch: (v) => {
    noise(v, { filter: 'lowpass', from: 300, to: 1600, duration: 0.6, gain: 0.3 });
    tone(v, { type: 'sawtooth', from: 70, to: 140, duration: 0.5, gain: 0.08 });
  },
  cashOut: (v) => {
    tone(v, { type: 'square', from: 1318.5, duration: 0.06, gain: 0.08 });
    tone(v, { from: 1975.5, at: 0.06, duration: 0.3, gain: 0.2 });
    noise(v, { filter: 'highpass', from: 5000, at: 0.05, duration: 0.12, gain: 0.06 });
  },
  bust: (v) => {
    noise(v, { filter: 'lowpass', from: 1400, to: 90, duration: 0.7, gain: 0.5 });
    tone(v, { type: 'sawtooth', from: 320, to: 45, duration: 0.55, gain: 0.12 });
  },
  mine: (v) => {
    noise(v, { filter: 'lowpass', from: 2200, to: 70, duration: 0.8, gain: 0.6 });
    tone(v, { from: 110, to: 32, duration: 0.5, gain: 0.5 });
  },
};

/** Plays an effect unless the games are muted; `step` raises the gem chime. */
export function playSound(effect: SoundEffect, step = 0): void {
  if (!isSoundOn()) return;
  const v = audio();
  if (!v) return;
  try {
    EFFECTS[effect](v, step);
  } catch {
    // A closed or broken audio context must never break a round.
  }
}
