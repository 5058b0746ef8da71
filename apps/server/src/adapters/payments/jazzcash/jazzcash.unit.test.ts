import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FetchLike } from '../port.ts';
import { buildInquiryRequest, buildMwalletRequest, createJazzcashGateway, type JazzcashConfig } from './jazzcash-gateway.ts';
import { classifyJazzcashCode, jazzcashSecureHash } from './jazzcash-hash.ts';

const SALT = '0123456789abcdef';
const FIELDS: Record<string, string> = {
  pp_Version: '1.1',
  pp_TxnType: 'MWALLET',
  pp_Language: 'EN',
  pp_MerchantID: 'MC12345',
  pp_SubMerchantID: '',
  pp_Password: 'pa55word',
  pp_BankID: '',
  pp_ProductID: '',
  pp_TxnRefNo: 'T20260105140000',
  pp_Amount: '50000',
  pp_TxnCurrency: 'PKR',
  pp_TxnDateTime: '20260105140000',
  pp_BillReference: 'billRef',
  pp_Description: 'Khel deposit',
  pp_TxnExpiryDateTime: '20260105143000',
  pp_ReturnURL: 'https://khel.example/PaymentPage',
  ppmpf_1: '03001234567',
};

/** The documented rule, written out independently of the adapter. */
function documentedHash(fields: Record<string, string>, salt: string): string {
  const names = Object.keys(fields).filter((n) => n.startsWith('pp') && n !== 'pp_SecureHash' && fields[n] !== '');
  names.sort();
  const message = `${salt}&${names.map((n) => fields[n]).join('&')}`;
  return createHmac('sha256', salt).update(message).digest('hex').toUpperCase();
}

const config: JazzcashConfig = { merchantId: 'MC12345', password: 'pa55word', integritySalt: SALT, baseUrl: 'https://jazzcash.test' };

describe('JazzCash pp_SecureHash', () => {
  it('matches the documented rule and the golden vector', () => {
    expect(jazzcashSecureHash(FIELDS, SALT)).toBe(documentedHash(FIELDS, SALT));
    expect(jazzcashSecureHash(FIELDS, SALT)).toBe('87374752B6DC49F296F70289F340657858BE174B89DAF0293A5ECDC0008AD880');
  });

  it('ignores empty fields and an existing pp_SecureHash', () => {
    const withHash = { ...FIELDS, pp_SecureHash: 'X', pp_BankID: '' };
    expect(jazzcashSecureHash(withHash, SALT)).toBe('87374752B6DC49F296F70289F340657858BE174B89DAF0293A5ECDC0008AD880');
  });

  it('signs the MWALLET and inquiry requests', () => {
    const request = buildMwalletRequest(
      config,
      {
        orderNo: 'T20260105140000',
        amount: 50000,
        currency: 'PKR',
        payerPhone: '3001234567',
        description: 'Khel deposit',
        createdAt: new Date('2026-01-05T09:00:00Z'),
        expiresAt: new Date('2026-01-05T09:30:00Z'),
        returnUrl: 'https://khel.example/PaymentPage',
      },
      '345678',
    );
    expect(request).toMatchObject({ pp_TxnType: 'MWALLET', pp_TxnDateTime: '20260105140000', pp_MobileNumber: '03001234567', pp_Amount: '50000' });
    expect(request.pp_SecureHash).toBe(documentedHash(request, SALT));
    const inquiry = buildInquiryRequest(config, 'T1');
    expect(inquiry.pp_SecureHash).toBe(documentedHash(inquiry, SALT));
  });

  it('classifies response codes: 000/121 paid, 124/157 pending, others failed', () => {
    expect(['000', '121', '124', '157', '101', '199', ''].map(classifyJazzcashCode)).toEqual([
      'paid', 'paid', 'pending', 'pending', 'failed', 'failed', 'failed',
    ]);
  });
});

describe('JazzCash notifications and inquiry', () => {
  const noFetch: FetchLike = () => Promise.reject(new Error('no outbound call expected'));
  const gateway = createJazzcashGateway(config, noFetch);
  const postBack = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const paid = { pp_TxnRefNo: 'D1', pp_Amount: '50000', pp_TxnCurrency: 'PKR', pp_ResponseCode: '000', pp_ResponseMessage: 'ok' };

  it('accepts a correctly signed post-back', async () => {
    const body = postBack({ ...paid, pp_SecureHash: documentedHash(paid, SALT) });
    expect(await gateway.verifyNotification({ rawBody: body, headers: {}, query: {} })).toEqual({
      ok: true,
      notice: { gatewayRef: 'D1', status: 'paid', amount: 50000, currency: 'PKR' },
    });
  });

  it('refuses a tampered amount', async () => {
    const body = postBack({ ...paid, pp_Amount: '5000000', pp_SecureHash: documentedHash(paid, SALT) });
    expect(await gateway.verifyNotification({ rawBody: body, headers: {}, query: {} })).toEqual({ ok: false, reason: 'signature', claimedRef: 'D1' });
  });

  it('inquires by reference and reads the payment code from a fixture reply', async () => {
    const reply = { pp_ResponseCode: '000', pp_PaymentResponseCode: '121', pp_Amount: '50000', pp_TxnCurrency: 'PKR', pp_TxnRefNo: 'D1' };
    const calls: { url: string; body: string | undefined }[] = [];
    const fetchFn: FetchLike = async (url, init) => {
      calls.push({ url, body: init?.body });
      return { status: 200, text: async () => JSON.stringify({ ...reply, pp_SecureHash: documentedHash(reply, SALT) }) };
    };
    const inquiry = await createJazzcashGateway(config, fetchFn).inquire('D1');
    expect(inquiry).toEqual({ gatewayRef: 'D1', status: 'paid', amount: 50000, currency: 'PKR' });
    expect(calls[0]!.url).toBe('https://jazzcash.test/ApplicationAPI/API/PaymentInquiry/Inquire');
    expect(JSON.parse(calls[0]!.body!)).toMatchObject({ pp_TxnRefNo: 'D1', pp_MerchantID: 'MC12345' });
  });
});
