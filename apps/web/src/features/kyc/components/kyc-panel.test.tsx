import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { KycPanel } from './kyc-panel.tsx';

type Status = { state: string; fullName: string | null; cnic: string | null; submittedAt: string | null; reviewNote: string; threshold: number };

function serveKyc(initial: Status) {
  let status = initial;
  return installFakeServer((call: RecordedCall) => {
    if (call.url.endsWith('/kycSubmit')) {
      const body = call.body as { fullName: string; cnic: string };
      status = { ...status, state: 'pending', fullName: body.fullName, cnic: `*********${body.cnic.slice(-4)}`, submittedAt: '2026-01-05T09:00:00Z' };
    }
    return { code: 1, data: status };
  });
}

const NONE: Status = { state: 'none', fullName: null, cnic: null, submittedAt: null, reviewNote: '', threshold: 1_000_000 };

beforeEach(() => useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('identity verification', () => {
  it('explains the threshold, checks the form with the rules and the photos, and sends a valid submission', { timeout: 15_000 }, async () => {
    const { calls } = serveKyc(NONE);
    const user = userEvent.setup({ applyAccept: false }); // a file the picker would not offer, as a phone may still send one
    renderWithApp(<KycPanel />);
    expect((await screen.findByText(/Withdrawals above/)).textContent?.replace(/[\u2068\u2069]/g, '')).toContain('Withdrawals above ₨10,000.00 need a verified identity.');
    expect(screen.getByTestId('kyc-status')).toHaveTextContent('Not verified yet');

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Full name cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('CNIC cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Enter your date of birth')).toBeInTheDocument();
    expect(screen.getByText('Add photos of the front and the back of your CNIC')).toBeInTheDocument();

    // Photos: a PDF is refused by its type, before anything is sent; JPEG and PNG are taken.
    await user.upload(screen.getByLabelText('Front of your CNIC'), new File(['%PDF-1.7'], 'cnic.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Each photo must be a JPEG, PNG or WebP image')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Front of your CNIC'), new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], 'front.jpg', { type: 'image/jpeg' }));
    await user.upload(screen.getByLabelText('Back of your CNIC'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'back.png', { type: 'image/png' }));
    expect(screen.queryByText('Each photo must be a JPEG, PNG or WebP image')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));

    await user.type(screen.getByLabelText('Full name (as on your CNIC)'), 'Ali Khan');
    await user.type(screen.getByLabelText('CNIC number (13 digits)'), '3520212345671');
    await user.type(screen.getByLabelText('Date of birth'), '2015-03-01');
    await new Promise((resolve) => setTimeout(resolve, 600)); // one submit per 500 ms
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('You must be 18 or older')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/kycSubmit'))).toEqual([]);

    await user.clear(screen.getByLabelText('Date of birth'));
    await user.type(screen.getByLabelText('Date of birth'), '1990-04-12');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Waiting for review')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/kycSubmit')).map((c) => c.body)).toEqual([
      { fullName: 'Ali Khan', cnic: '3520212345671', dateOfBirth: '1990-04-12', documents: { cnicFront: '/9j/4AEC', cnicBack: 'iVBORw0KGgo=' } },
    ]);
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });

  it('shows why a submission was rejected and lets the player send it again', async () => {
    serveKyc({ ...NONE, state: 'rejected', fullName: 'Ali', cnic: '*********5671', reviewNote: 'Name does not match the CNIC' });
    renderWithApp(<KycPanel />);
    expect(await screen.findByText('Reason: Name does not match the CNIC')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
  });
});

describe('account closure', () => {
  it('sends the password after the confirmation and logs the player out', async () => {
    const calls: RecordedCall[] = [];
    installFakeServer((call: RecordedCall) => {
      calls.push(call);
      if (call.url.endsWith('/closeAccount')) {
        const { password } = call.body as { password: string };
        return password === 'secret12' ? { code: 1, data: { closedAt: '2026-01-05T09:00:00.000Z' } } : { code: 1009, msg: 'Current password is incorrect' };
      }
      return { code: 1, data: NONE };
    });
    const user = userEvent.setup();
    renderWithApp(<KycPanel />);
    const button = await screen.findByRole('button', { name: 'Close my account' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Your password'), 'secret12');
    await user.click(button);
    expect(await screen.findByText('Close your account?')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/closeAccount'))).toEqual([]);
    const dialogButtons = screen.getAllByRole('button', { name: 'Close my account' });
    await user.click(dialogButtons[dialogButtons.length - 1]!);
    await vi.waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(calls.filter((c) => c.url.endsWith('/closeAccount')).map((c) => c.body)).toEqual([{ password: 'secret12' }]);
  });
});
