// Home's banner carousel: shown to visitors and to players the server shows offers; none for a
// player on a break or who turned in-app offers off, nor while the server's answer is missing.
import type { OfferEligibility } from '@khel/contracts/endpoints/personal-data';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer } from '../../test/fake-server.ts';
import { renderWithApp } from '../../test/render.tsx';
import HomePage from './home-page.tsx';

function serve(eligibility: OfferEligibility | null) {
  return installFakeServer((call) => {
    if (eligibility && call.url.endsWith('/offerEligibility')) return { code: 1, data: eligibility };
    return { code: 0, msg: 'unexpected call' };
  });
}

const carousel = (container: HTMLElement) => container.querySelector('.banner-carousel');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('home banners', () => {
  it('a visitor sees them', () => {
    serve(null);
    const { container } = renderWithApp(<HomePage />);
    expect(carousel(container)).not.toBeNull();
  });

  it('a player sees them once the server says offers may be shown', async () => {
    const { calls } = serve({ offers: true, reason: null });
    useSessionStore.getState().signIn({ ...LOGIN_REPLY, popupList: '' }, '3001234567');
    const { container } = renderWithApp(<HomePage />);
    await waitFor(() => expect(carousel(container)).not.toBeNull());
    expect(calls.some((call) => call.url.endsWith('/offerEligibility'))).toBe(true);
  });

  it.each([
    ['on a break', { offers: false, reason: 'restricted' }],
    ['who turned in-app offers off', { offers: false, reason: 'optedOut' }],
    ['when the server cannot be asked', null],
  ] as const)('a player %s sees none', async (_label, eligibility) => {
    const { calls } = serve(eligibility);
    useSessionStore.getState().signIn({ ...LOGIN_REPLY, popupList: '' }, '3001234567');
    const { container } = renderWithApp(<HomePage />);
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/offerEligibility'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(carousel(container)).toBeNull();
  });
});
