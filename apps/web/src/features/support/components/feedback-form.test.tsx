import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { FeedbackSection } from './feedback-form.tsx';

beforeEach(() => useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('feedback', () => {
  it('a complaint chosen as feedback points to the formal complaint, which has a reference and a deadline', async () => {
    installFakeServer(() => ({ code: 1, data: { list: [] } }));
    const user = userEvent.setup();
    renderWithApp(<FeedbackSection />);
    const pointer = /For a formal complaint with a reference number and a final answer within 8 weeks/;
    await user.click(await screen.findByRole('radio', { name: 'Problem' }));
    expect(screen.queryByText(pointer)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Complaint' }));
    expect(screen.getByText(pointer)).toHaveTextContent('use “Make a formal complaint” below.');
  });
});
