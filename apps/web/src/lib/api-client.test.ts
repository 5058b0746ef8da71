// The client's HTTP failure messages (docs/requirements/accounts.md#11-error-codes) and background calls that fail without a toast.
import { playerInfo } from '@khel/contracts/endpoints/player-info';
import { Dialog, Toast } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../test/fake-server.ts';
import { callApi } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { toastText } from './toast.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Records toasts without rendering them (a real toast renders after the test has ended). */
const spyToasts = () => vi.spyOn(Toast, 'show').mockImplementation(() => ({ close: () => undefined }));

describe('callApi failures', () => {
  it("toasts 'Service unavailable' for a 503 and marks the error as shown", async () => {
    const show = spyToasts();
    installFakeServer(() => new Response('', { status: 503 }));
    const error = await callApi(playerInfo, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).shown).toBe(true);
    // The toast's component is loaded with the first toast (lib/toast.ts).
    await vi.waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ content: 'Service unavailable' })));
  });

  it('a quiet call fails with the same message but shows nothing', async () => {
    const show = spyToasts();
    installFakeServer(() => new Response('', { status: 503 }));
    const error = await callApi(playerInfo, {}, { quiet: true }).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('Service unavailable');
    expect((error as ApiError).shown).toBe(false);
    // Toasts load their component first: a marker toast shown after the call arrives after any
    // toast the call would have shown, so it must be the only one.
    toastText('marker');
    await vi.waitFor(() => expect(show).toHaveBeenCalled());
    expect(show.mock.calls.map(([props]) => (typeof props === 'string' ? props : props.content))).toEqual(['marker']);
  });
});

describe('a frozen account', () => {
  it('401 with code 1013 says why in a dialog — once, even for background calls — and forgets the session', async () => {
    const alert = vi.spyOn(Dialog, 'alert').mockImplementation(() => new Promise(() => undefined));
    const message = 'This account cannot log in. Please contact support';
    installFakeServer(() => ({ status: 401, code: 1013, msg: message }));
    const errors = await Promise.all([callApi(playerInfo, {}, { quiet: true }), callApi(playerInfo, {})].map((call) => call.catch((e: unknown) => e)));
    expect(errors.map((error) => (error as ApiError).message)).toEqual([message, message]);
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(expect.objectContaining({ content: message })));
    expect(alert).toHaveBeenCalledTimes(1);
  });
});
