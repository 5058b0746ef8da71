import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { installFakeAudio } from '../../../../test/play.ts';
import { playSound } from '../sound/sound-effects.ts';
import { SOUND_STORAGE_KEY } from '../sound/sound-setting.ts';
import { PlayScreen } from './play-screen.tsx';

const ROUTE = '/game/playps?name=Khel+Dice&id=inhouse-dice&type2=inhouse&platform=inhouse';

beforeEach(() => {
  useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
  installFakeServer(() => ({ code: 1, data: { mines: [] } }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('sound toggle', () => {
  it('is on by default, mutes and unmutes, and the choice survives a remount', () => {
    const first = renderWithApp(<PlayScreen fairness={null} />, { route: ROUTE });
    const toggle = screen.getByRole('button', { name: 'Sound' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(SOUND_STORAGE_KEY)).toBeNull();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(SOUND_STORAGE_KEY)).toBe('off');
    first.unmount();

    renderWithApp(<PlayScreen fairness={null} />, { route: ROUTE });
    const again = screen.getByRole('button', { name: 'Sound' });
    expect(again).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(again);
    expect(again).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(SOUND_STORAGE_KEY)).toBe('on');
  });

  it('muted games make no sound; unmuted they do', () => {
    const audio = installFakeAudio();
    renderWithApp(<PlayScreen fairness={null} />, { route: ROUTE });
    playSound('win');
    const heard = audio.started();
    expect(heard).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Sound' }));
    playSound('win');
    playSound('bust');
    expect(audio.started()).toBe(heard);
  });

  it('has its name in Urdu and Chinese', async () => {
    for (const [language, name] of [['ur', 'آواز'], ['zh', '声音']] as const) {
      await changeLanguage(language);
      const view = renderWithApp(<PlayScreen fairness={null} />, { route: ROUTE });
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
      view.unmount();
    }
    await changeLanguage('en');
  });
});
