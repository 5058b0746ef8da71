// /downapp: the web-app install (an Install button when the browser offers one, Safari's steps on an
// iPhone, "installed" in the installed app) and the store links only when the operator set them.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppDownloadStrip } from '../../features/home/components/home-sections.tsx';
import { captureInstallPrompt } from '../../lib/install-prompt.ts';
import { installFakeServer, type RecordedCall } from '../../../test/fake-server.ts';
import { renderWithApp } from '../../../test/render.tsx';
import DownloadPage from './download-page.tsx';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

function serveConfig(version: object) {
  return installFakeServer((call: RecordedCall) => {
    if (call.url.startsWith('/config/updateTime.json')) return new Response(JSON.stringify({ updateTime: 1 }));
    if (call.url.startsWith('/config/ClientVersionConf.json')) return new Response(JSON.stringify(version));
    if (call.url.startsWith('/config/FbParamConf.json') || call.url.startsWith('/config/ClientParamConf.json')) return new Response('[]');
    return { code: 0, msg: 'unexpected call' };
  });
}

function offerInstall(outcome: 'accepted' | 'dismissed') {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => void window.dispatchEvent(event));
  return { prompt, event };
}

beforeAll(() => captureInstallPrompt(window));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/downapp', () => {
  it("shows Safari's Add to Home Screen steps on an iPhone, and no store link the operator has not set", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    serveConfig({});
    renderWithApp(<DownloadPage />);
    expect(await screen.findByText('In Safari, tap the Share button, then “Add to Home Screen”.')).toBeVisible();
    expect(await screen.findByText('Download links are not available yet.')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Android|iPhone/ })).toBeNull();
  });

  it('shows the configured APK and iOS links', async () => {
    serveConfig({ apkUrl: 'https://dl.khel.example/khel.apk', iosUrl: 'https://apps.khel.example/ios' });
    renderWithApp(<DownloadPage />);
    expect(await screen.findByRole('link', { name: 'Download for Android' })).toHaveAttribute('href', 'https://dl.khel.example/khel.apk');
    expect(screen.getByRole('link', { name: 'Download for iPhone' })).toHaveAttribute('href', 'https://apps.khel.example/ios');
  });

  it('says it is installed when running as the installed app', async () => {
    const original = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({ ...original(query), matches: query === '(display-mode: standalone)' }));
    serveConfig({});
    renderWithApp(<DownloadPage />);
    expect(await screen.findByText('Khel is installed on this device: open it from your home screen.')).toBeVisible();
  });

  // Last: once installed, the module says so for the rest of the page's life, as the browser does.
  it('offers Install when the browser does, opens its dialog, then says it is installed', async () => {
    serveConfig({});
    renderWithApp(<DownloadPage />);
    expect(await screen.findByText(/Open your browser’s menu/)).toBeVisible();
    const { prompt, event } = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true); // no mini-infobar beside the button
    await userEvent.click(await screen.findByRole('button', { name: 'Install Khel' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Khel is installed on this device: open it from your home screen.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Install Khel' })).toBeNull();
  });
});

describe("home's app strip", () => {
  it('leads to /downapp', () => {
    serveConfig({});
    renderWithApp(<AppDownloadStrip />);
    expect(screen.getByRole('link', { name: /Get the Khel app/ })).toHaveAttribute('href', '/downapp');
  });
});
