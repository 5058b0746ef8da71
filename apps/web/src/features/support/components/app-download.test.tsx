// docs/requirements/accounts.md#9-device-and-telemetry: the download link differs by pixel presence — it carries the arrival's h5Param only
// when the player came through a pixel the operator runs (FbParamConf).
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { AppDownloadLinks } from './app-download.tsx';

function serveConfig(pixels: string[]) {
  return installFakeServer((call: RecordedCall) => {
    if (call.url.startsWith('/config/updateTime.json')) return new Response(JSON.stringify({ updateTime: 1 }));
    if (call.url.startsWith('/config/ClientVersionConf.json')) {
      return new Response(JSON.stringify({ apkUrl: 'https://dl.khel.example/khel.apk', iosUrl: 'https://apps.khel.example/ios' }));
    }
    if (call.url.startsWith('/config/FbParamConf.json')) return new Response(JSON.stringify(pixels.map((id) => ({ id }))));
    if (call.url.startsWith('/config/ClientParamConf.json')) return new Response('[]');
    return { code: 0, msg: 'unexpected call' };
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('app download links', () => {
  it('carry the arrival parameters when the pixel is one the operator runs', async () => {
    window.history.replaceState(null, '', '/?pixelId=px7&urlId=u1');
    serveConfig(['px7']);
    renderWithApp(<AppDownloadLinks />);
    await waitFor(() => expect(screen.getByRole('link', { name: /Android/ })).toHaveAttribute('href', 'https://dl.khel.example/khel.apk?pixelId=px7&urlId=u1'));
    expect(screen.getByRole('link', { name: /iPhone/ })).toHaveAttribute('href', 'https://apps.khel.example/ios?pixelId=px7&urlId=u1');
  });

  it('stay as configured for a pixel the operator does not run', async () => {
    window.history.replaceState(null, '', '/?pixelId=someone-else');
    const server = serveConfig(['px7']);
    renderWithApp(<AppDownloadLinks />);
    // Only once the pixel list has arrived does the plain link prove anything.
    await waitFor(() => expect(server.calls.some((call) => call.url.startsWith('/config/FbParamConf.json'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await screen.findByRole('link', { name: /Android/ })).toHaveAttribute('href', 'https://dl.khel.example/khel.apk');
  });
});
