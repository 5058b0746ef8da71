// The popup queue: automatic popups open one at a time, only on a quiet screen, in order, each
// decided when its turn comes; what the player opens shows at once and makes the queue wait.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePopupStore, type PopupName, type PopupTurn, type QueuedPopup } from './popup-store.ts';

const store = () => usePopupStore.getState();
const names = () => store().stack.map((p) => p.name);
const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

/** A turn that always shows `name`. */
const turn = (name: 'sign-in' | 'banner-carousel' | 'bind-phone-prompt' | 'app-download', extra: Partial<PopupTurn> = {}, owner?: string): QueuedPopup => ({
  pick: () => ({ popup: { name }, ...extra }),
  ...(owner ? { owner } : {}),
});

/** Every stack the store went through, to prove two automatic popups were never open together. */
let stacks: PopupName[][] = [];
let unsubscribe = () => {};
beforeEach(() => {
  usePopupStore.setState({ turnGapMs: 0 });
  stacks = [];
  unsubscribe = usePopupStore.subscribe((state) => stacks.push(state.stack.map((p) => p.name)));
});
afterEach(() => {
  unsubscribe();
  store().closeAll();
});

describe('popup queue', () => {
  it('opens a queued popup at once on a quiet screen', async () => {
    store().enqueue(turn('sign-in'));
    await tick();
    expect(names()).toEqual(['sign-in']);
  });

  it('opens them one at a time, in order, each after the previous one closed', async () => {
    store().enqueue([turn('sign-in'), turn('banner-carousel')]);
    await tick();
    expect(names()).toEqual(['sign-in']);
    store().close('sign-in');
    await tick();
    expect(names()).toEqual(['banner-carousel']);
    store().close('banner-carousel');
    await tick();
    expect(names()).toEqual([]);
    expect(Math.max(...stacks.map((s) => s.length))).toBe(1);
  });

  it('waits while any popup is open (the congratulation after a login)', async () => {
    store().open({ name: 'congratulation', registered: true });
    store().enqueue(turn('sign-in'));
    await tick(20);
    expect(names()).toEqual(['congratulation']);
    store().close('congratulation');
    await tick();
    expect(names()).toEqual(['sign-in']);
  });

  it('a follow-up queued with first comes before the popups already waiting', async () => {
    store().enqueue([
      turn('sign-in', { onClosed: () => store().enqueue(turn('bind-phone-prompt'), { first: true }) }),
      turn('banner-carousel'),
    ]);
    await tick();
    store().close('sign-in');
    await tick();
    expect(names()).toEqual(['bind-phone-prompt']);
    store().close('bind-phone-prompt');
    await tick();
    expect(names()).toEqual(['banner-carousel']);
    expect(Math.max(...stacks.map((s) => s.length))).toBe(1);
  });

  it('decides each turn when it comes: a flag set when the previous popup closed counts', async () => {
    let flag = false;
    store().enqueue([
      turn('sign-in', { onClosed: () => (flag = true) }),
      { pick: () => (flag ? null : { popup: { name: 'banner-carousel' } }) },
      turn('app-download'),
    ]);
    await tick();
    store().close('sign-in');
    await tick();
    expect(flag).toBe(true);
    expect(names()).toEqual(['app-download']);
  });

  it('a rule that throws passes its turn', async () => {
    store().enqueue([
      {
        pick: () => {
          throw new Error('offline');
        },
      },
      turn('banner-carousel'),
    ]);
    // Two turns, each a timer hop: wait for the outcome rather than a fixed few ms (a busy CI core).
    await vi.waitFor(() => expect(names()).toEqual(['banner-carousel']));
  });

  it('what the player opens shows over an automatic popup at once; the queue waits for both to close', async () => {
    store().enqueue([turn('sign-in'), turn('banner-carousel')]);
    await tick();
    store().open({ name: 'wallet', tab: 'deposit' });
    expect(names()).toEqual(['sign-in', 'wallet']);
    store().close('sign-in');
    await tick(20);
    expect(names()).toEqual(['wallet']);
    store().close('wallet');
    await tick();
    expect(names()).toEqual(['banner-carousel']);
  });

  it('a popup the player opens while a rule is being read makes the decided popup wait its turn', async () => {
    let release: (t: PopupTurn) => void = () => {};
    store().enqueue({ pick: () => new Promise<PopupTurn>((resolve) => (release = resolve)) });
    await tick();
    store().open({ name: 'support' });
    release({ popup: { name: 'daily-first-deposit' } });
    await tick(20);
    expect(names()).toEqual(['support']);
    store().close('support');
    await tick();
    expect(names()).toEqual(['daily-first-deposit']);
  });

  it('dropQueued forgets an owner’s turns; the open popup still runs its onClosed', async () => {
    let closed = 0;
    store().enqueue([turn('sign-in', { onClosed: () => closed++ }, 'home'), turn('banner-carousel', {}, 'home')]);
    await tick();
    store().dropQueued('home');
    store().close('sign-in');
    await tick(20);
    expect(closed).toBe(1);
    expect(names()).toEqual([]);
  });

  it('dropQueued cancels a turn whose rule is still being read', async () => {
    let release: (t: PopupTurn) => void = () => {};
    store().enqueue({ owner: 'home', pick: () => new Promise<PopupTurn>((resolve) => (release = resolve)) });
    await tick();
    store().dropQueued('home');
    release({ popup: { name: 'banner-carousel' } });
    await tick(20);
    expect(names()).toEqual([]);
  });

  it('closeAll (logout) forgets the waiting turns', async () => {
    store().enqueue([turn('sign-in'), turn('banner-carousel')]);
    await tick();
    store().closeAll();
    await tick(20);
    expect(names()).toEqual([]);
    expect(store().queue).toEqual([]);
  });

  it('waits the turn gap between two popups (their exit animation)', async () => {
    usePopupStore.setState({ turnGapMs: 60 });
    store().enqueue([turn('sign-in'), turn('banner-carousel')]);
    await tick(90);
    store().close('sign-in');
    await tick(20);
    expect(names()).toEqual([]);
    await tick(80);
    expect(names()).toEqual(['banner-carousel']);
  });
});
