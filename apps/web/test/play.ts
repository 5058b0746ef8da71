// Test helpers of the game screens: a signed-in player with a balance, the OS reduced-motion
// setting, and a recording stand-in for Web Audio (jsdom has none), so tests can tell sound from
// silence.
import { afterEach, beforeEach, vi } from 'vitest';
import { useSessionStore } from '../src/stores/session-store.ts';
import { LOGIN_REPLY } from './fake-server.ts';

/** Every test of the file starts signed in with `gold` hundredths and ends signed out, unstubbed. */
export function playAsSignedInPlayer(gold: number): void {
  beforeEach(() => {
    useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
    const player = useSessionStore.getState().player!;
    useSessionStore.getState().setPlayer({ ...player, gold });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().signOut();
  });
}

/** Makes `(prefers-reduced-motion: reduce)` match (or not) until vi.unstubAllGlobals(). */
export function preferReducedMotion(reduce: boolean): void {
  const original = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({ ...original(query), matches: reduce && query.includes('prefers-reduced-motion') }));
}

// Module-wide, because the game code keeps the first AudioContext it made for the whole visit.
let started = 0;

/** Installs a fake AudioContext; `started()` counts the oscillators and noise sources played since. */
export function installFakeAudio(): { started: () => number } {
  const before = started;
  const param = () => ({ value: 0, setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} });
  const node = () => ({ connect: (next: unknown) => next ?? node() });
  const source = () => ({ ...node(), frequency: param(), type: '', buffer: null, start: () => (started += 1), stop: () => {} });
  class FakeAudioContext {
    currentTime = 0;
    sampleRate = 8000;
    state = 'running';
    destination = node();
    createGain = () => ({ ...node(), gain: param() });
    createOscillator = source;
    createBufferSource = source;
    createBiquadFilter = () => ({ ...node(), type: '', frequency: param() });
    createBuffer = (_channels: number, length: number) => ({ sampleRate: 8000, getChannelData: () => new Float32Array(length) });
    resume = async () => {};
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return { started: () => started - before };
}
