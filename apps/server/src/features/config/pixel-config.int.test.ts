// FbParamConf (pixel config: id, token; docs/requirements/accounts.md#9-device-and-telemetry): operators keep pixel ids and their access
// tokens; the apps get the ids only, because a token is a secret.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type AdminClient } from '../../../test/admin.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: AdminClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminClient(t, 'admin');
});
afterAll(async () => t.close());

const served = () => t.app.inject({ method: 'GET', url: '/config/FbParamConf.json?v=1' });

describe('FbParamConf', () => {
  it('starts empty', async () => {
    expect((await served()).json()).toEqual([]);
  });

  it('serves the pixel ids an operator wrote, never their tokens', async () => {
    const body = [
      { id: '1234567890', token: 'EAAB-secret-token-one' },
      { id: 'spring_campaign', token: 'EAAB-secret-token-two' },
    ];
    expect((await admin.put('/admin/api/config/FbParamConf', body)).statusCode).toBe(200);
    const response = await served();
    expect(response.json()).toEqual([{ id: '1234567890' }, { id: 'spring_campaign' }]);
    expect(response.body).not.toContain('EAAB');
    expect((await admin.get('/admin/api/config/FbParamConf')).json()).toMatchObject({ body });
  });

  it.each([[[{ id: 'has space', token: '' }]], [[{ id: '1' }]], [{ id: '1', token: '' }]])('refuses %j and keeps what was served', async (body) => {
    const before = (await served()).json();
    const response = await admin.put('/admin/api/config/FbParamConf', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 1712 });
    expect((await served()).json()).toEqual(before);
  });
});
