// The offline banner follows the browser's connectivity: it appears with the 'offline' event, in
// the player's language, inside a status region, and goes with the 'online' event.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnline } from '../hooks/use-online.ts';
import { initI18n } from '../lib/i18n.ts';
import { renderWithApp } from '../../test/render.tsx';
import { OfflineBanner } from './offline-banner.tsx';

function BannerFollowingNetwork() {
  return <OfflineBanner offline={!useOnline()} aboveTabBar />;
}

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-offline-shell');
  await initI18n('en');
});

describe('offline banner', () => {
  it('says the app is offline while the network is gone, and clears when it is back', () => {
    renderWithApp(<BannerFollowingNetwork />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    goOffline(true);
    expect(status).toHaveTextContent("You're offline. This is the saved app; your balance, games and payments come back when you reconnect.");

    goOffline(false);
    expect(status).toBeEmptyDOMElement();
  });

  it('is shown when the app starts without a network, in Urdu', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await initI18n('ur');
    renderWithApp(<BannerFollowingNetwork />);
    expect(screen.getByRole('status')).toHaveTextContent('آپ آف لائن ہیں۔');
  });

  it("shows on the service worker's offline shell even when navigator.onLine says true, until the server answers again", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const health = vi.fn(async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', health);
    document.documentElement.setAttribute('data-offline-shell', '');
    renderWithApp(<BannerFollowingNetwork />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent("You're offline.");

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(health).toHaveBeenCalledWith('/health', { cache: 'no-store' });
    expect(status).toHaveTextContent("You're offline.");

    health.mockImplementation(async () => new Response('{}', { status: 200 }));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(status).toBeEmptyDOMElement();
  });
});
