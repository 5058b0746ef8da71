import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { GamesNoticeBar } from './notice-bar.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('home notice bar', () => {
  it('shows the announcement, then each win by its profit from the server, beside the app link', async () => {
    installFakeServer((call) => {
      if (call.url.includes('/config/updateTime.json')) return Response.json({ updateTime: 1 });
      if (call.url.includes('/config/MarqueeSysConf.json')) return Response.json({ announcementTxt: 'Welcome!' });
      if (call.url === '/usercenter/game/recentWins') {
        return { code: 1, data: { list: [{ player: '12****78', gameName: 'Khel Mines', profit: 15_050, time: '2026-11-27T10:00:00.000Z' }] } };
      }
      return { code: 0 };
    });
    renderWithApp(<GamesNoticeBar />);
    const marquee = await screen.findByTestId('marquee');
    await vi.waitFor(() => expect(marquee).toHaveTextContent('Welcome! 12****78 won ₨150.50 on Khel Mines'));
    expect(screen.getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', '/downapp');
  });
});
