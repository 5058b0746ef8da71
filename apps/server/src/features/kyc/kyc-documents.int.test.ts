// Identity photos (docs/compliance/identity.md, "Identity photos"): a submission carries photos of
// the CNIC's front and back (a selfie is optional); the type is read from the bytes, each photo is
// at most 3 MB and sealed at rest; only kyc.review operators open one, each opening audited, never
// cached. A refused submission stores nothing.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type AdminClient } from '../../../test/admin.ts';
import { ID_PHOTOS, JPEG_START, PNG_1X1 } from '../../../test/identity-photos.ts';
import { signUp, type SignedUp } from '../../../test/players.ts';
import { call, createTestApp, rowCounts, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let compliance: AdminClient;

beforeAll(async () => {
  t = await createTestApp();
  compliance = await adminClient(t, 'compliance');
});
afterAll(async () => t.close());

const submit = (p: SignedUp, documents: Record<string, string | undefined>) =>
  call(t.app, 'POST', '/usercenter/game/kycSubmit', { fullName: 'Ali Khan', cnic: '3520212345671', dateOfBirth: '1990-04-12', documents }, { token: p.token });
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]).toString('base64');
const submissionOf = async (p: SignedUp) => (await t.db.query<{ id: number }>('SELECT id FROM kyc_submissions WHERE player_id = $1', [p.playerId]))[0]!.id;

describe('a submission with photos', () => {
  it('stores each photo sealed, with its type from the bytes; compliance opens the exact bytes, never cached, audited', async () => {
    const p = await signUp(t.app);
    const sent = await submit(p, { ...ID_PHOTOS, selfie: WEBP });
    expect(sent.code, sent.msg).toBe(1);
    const id = await submissionOf(p);

    const stored = await t.db.query<{ kind: string; content_type: string; size: number; sha256: Uint8Array; sealed: Uint8Array }>(
      'SELECT kind, content_type, size, sha256, sealed FROM kyc_documents WHERE submission_id = $1 ORDER BY kind',
      [id],
    );
    const plain = { cnicFront: Buffer.from(JPEG_START, 'base64'), cnicBack: Buffer.from(PNG_1X1, 'base64'), selfie: Buffer.from(WEBP, 'base64') };
    expect(stored.map((row) => [row.kind, row.content_type, row.size])).toEqual([
      ['cnicBack', 'image/png', plain.cnicBack.length],
      ['cnicFront', 'image/jpeg', plain.cnicFront.length],
      ['selfie', 'image/webp', plain.selfie.length],
    ]);
    for (const row of stored) {
      const bytes = plain[row.kind as keyof typeof plain];
      expect(Buffer.from(row.sha256).equals(createHash('sha256').update(bytes).digest())).toBe(true);
      expect(Buffer.from(row.sealed).includes(bytes), `${row.kind} is stored in the clear`).toBe(false);
    }

    const detail = (await compliance.get(`/admin/api/kyc/${id}`)).json<{ documents: unknown[] }>();
    expect(detail.documents).toEqual([
      { kind: 'cnicFront', contentType: 'image/jpeg', size: plain.cnicFront.length },
      { kind: 'cnicBack', contentType: 'image/png', size: plain.cnicBack.length },
      { kind: 'selfie', contentType: 'image/webp', size: plain.selfie.length },
    ]);
    const front = await compliance.get(`/admin/api/kyc/${id}/documents/cnicFront`);
    expect(front.statusCode).toBe(200);
    expect(front.rawPayload.equals(plain.cnicFront)).toBe(true);
    expect(front.headers).toMatchObject({ 'content-type': 'image/jpeg', 'cache-control': 'no-store', 'content-disposition': 'inline', 'x-content-type-options': 'nosniff' });
    expect((await compliance.get(`/admin/api/kyc/${id}/documents/cnicBack`)).rawPayload.equals(plain.cnicBack)).toBe(true);
    const audits = await t.db.query<{ detail: unknown }>("SELECT detail FROM operator_audit_log WHERE action = 'kyc.document.read' AND target = $1 ORDER BY id", [
      `player:${p.playerId}`,
    ]);
    expect(audits.map((a) => a.detail)).toEqual([
      { submission: id, kind: 'cnicFront' },
      { submission: id, kind: 'cnicBack' },
    ]);
  });

  it('only kyc.review opens a photo: support and finance get 403, a player 401, and nothing is audited', async () => {
    const p = await signUp(t.app);
    expect((await submit(p, ID_PHOTOS)).code).toBe(1);
    const url = `/admin/api/kyc/${await submissionOf(p)}/documents/cnicFront`;
    for (const role of ['support', 'finance'] as const) expect((await (await adminClient(t, role)).get(url)).statusCode, role).toBe(403);
    expect((await t.app.inject({ method: 'GET', url, headers: { satoken: p.token } })).statusCode).toBe(401);
    const reads = await t.db.query("SELECT 1 FROM operator_audit_log WHERE action = 'kyc.document.read' AND target = $1", [`player:${p.playerId}`]);
    expect(reads).toEqual([]);
    // No selfie was sent; an unknown kind is bad input.
    expect((await compliance.get(url.replace('cnicFront', 'selfie'))).statusCode).toBe(404);
    expect((await compliance.get(url.replace('cnicFront', 'passport'))).statusCode).toBe(400);
  });
});

describe('refused photos store nothing', () => {
  it('missing, not an image whatever it claims, or over 3 MB', async () => {
    const p = await signUp(t.app);
    const before = await rowCounts(t.db, ['kyc_submissions', 'kyc_documents']);
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1').toString('base64');
    const big = Buffer.concat([Buffer.from(JPEG_START, 'base64'), Buffer.alloc(3 * 1024 * 1024)]).toString('base64');
    const cases: [Record<string, string | undefined>, number, string][] = [
      [{ cnicFront: ID_PHOTOS.cnicFront }, 1001, 'Add photos of the front and the back of your CNIC'],
      [{ cnicFront: '', cnicBack: PNG_1X1 }, 1001, 'Add photos of the front and the back of your CNIC'],
      [{ cnicFront: html, cnicBack: PNG_1X1 }, 1885, 'Each photo must be a JPEG, PNG or WebP image'],
      [{ ...ID_PHOTOS, selfie: gif }, 1885, 'Each photo must be a JPEG, PNG or WebP image'],
      [{ cnicFront: 'not base64!', cnicBack: PNG_1X1 }, 1001, 'Each photo must be a JPEG, PNG or WebP image'],
      [{ cnicFront: big, cnicBack: PNG_1X1 }, 1001, 'Each photo can be at most 3 MB'],
    ];
    for (const [documents, code, msg] of cases) {
      const reply = await submit(p, documents);
      expect({ code: reply.code, msg: reply.msg }, JSON.stringify(Object.keys(documents))).toEqual({ code, msg });
    }
    const noDocuments = await call(t.app, 'POST', '/usercenter/game/kycSubmit', { fullName: 'Ali Khan', cnic: '3520212345671', dateOfBirth: '1990-04-12' }, { token: p.token });
    expect({ code: noDocuments.code, msg: noDocuments.msg }).toEqual({ code: 1001, msg: 'Add photos of the front and the back of your CNIC' });
    expect(await rowCounts(t.db, ['kyc_submissions', 'kyc_documents'])).toEqual(before);
    expect((await call(t.app, 'POST', '/usercenter/game/kycStatus', {}, { token: p.token })).data).toMatchObject({ state: 'none' });
  });

  it('a body above the route limit (13 MB) is refused with 413 before it is read', async () => {
    const p = await signUp(t.app);
    const payload = JSON.stringify({ fullName: 'Ali Khan', cnic: '3520212345671', dateOfBirth: '1990-04-12', documents: { cnicFront: 'A'.repeat(14 * 1024 * 1024), cnicBack: PNG_1X1 } });
    const reply = await t.app.inject({ method: 'POST', url: '/usercenter/game/kycSubmit', headers: { satoken: p.token, 'content-type': 'application/json' }, payload });
    expect(reply.statusCode).toBe(413);
  });
});
