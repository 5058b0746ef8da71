import { createDecipheriv } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '../port.ts';
import { createEasypayGateway, easypayAmount, easypayHashedRequest, easypayParamString, isAllowedNotifyUrl, type EasypayConfig } from './easypay-gateway.ts';

const KEY = '0123456789abcdef';
const PARAMS = {
  storeId: '43',
  postBackURL: 'https://khel.example/PaymentPage',
  orderRefNum: 'D260105ABCDEF1234',
  amount: '500.0',
  paymentMethod: 'MA_PAYMENT_METHOD',
};
const config: EasypayConfig = {
  storeId: '43',
  hashKey: KEY,
  username: 'u',
  password: 'p',
  accountNum: '1',
  baseUrl: 'https://easypay.test',
  notifyHosts: ['easypay.easypaisa.com.pk'],
};

describe('Easypay merchantHashedReq', () => {
  it('is AES-128-ECB (PKCS5) base64 of the sorted parameter string: golden vector', () => {
    expect(easypayParamString(PARAMS)).toBe(
      'amount=500.0&orderRefNum=D260105ABCDEF1234&paymentMethod=MA_PAYMENT_METHOD&postBackURL=https://khel.example/PaymentPage&storeId=43',
    );
    const hashed = easypayHashedRequest(PARAMS, KEY);
    expect(hashed).toBe(
      'C05q3k2EkZ6QMHg3mQdElV2hqgP0zIxawtxnWUdZBCNg+2cLOJdHY2jHlqAufcHiQepT7vwIPkfzAzOwDYIpT/0vmam0XtflphEegQ/JD1NKcTJ3baqotNiODludZ7WqIl5mzBhinwSnvvPMwggwKEyMuThpmvEcXuIVFWWN5GNP9yhfEgFd+ZF/mao88qfF',
    );
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from(KEY), null);
    expect(Buffer.concat([decipher.update(hashed, 'base64'), decipher.final()]).toString()).toBe(easypayParamString(PARAMS));
  });

  it('formats amounts in rupees', () => {
    expect([easypayAmount(50000), easypayAmount(12345)]).toEqual(['500.0', '123.45']);
  });
});

describe('Easypay notification URL', () => {
  it.each([
    'https://evil.example/status',
    'http://easypay.easypaisa.com.pk/status',
    'https://easypay.easypaisa.com.pk.evil.example/x',
    'https://user:pw@easypay.easypaisa.com.pk/x',
    'https://easypay.easypaisa.com.pk:8443/x',
    'not a url',
  ])('off the allow-list (%s) is refused with no outbound request', async (url) => {
    const fetchFn = vi.fn<FetchLike>();
    const gateway = createEasypayGateway(config, fetchFn);
    const result = await gateway.verifyNotification({ rawBody: '', headers: {}, query: { url } });
    expect(result).toMatchObject({ ok: false });
    expect(fetchFn).not.toHaveBeenCalled();
    expect(isAllowedNotifyUrl(url, config.notifyHosts)).toBe(false);
  });

  it('on the allow-list is fetched and read as a notice', async () => {
    const fetchFn = vi.fn<FetchLike>(async () => ({
      status: 200,
      text: async () => JSON.stringify({ orderRefNumber: 'D1', transactionStatus: 'PAID', transactionAmount: '500.0' }),
    }));
    const result = await createEasypayGateway(config, fetchFn).verifyNotification({
      rawBody: '',
      headers: {},
      query: { url: 'https://easypay.easypaisa.com.pk/easypay-service/ipn/123' },
    });
    expect(result).toEqual({ ok: true, notice: { gatewayRef: 'D1', status: 'paid', amount: 50000, currency: 'PKR' } });
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('inquires a transaction from a fixture reply', async () => {
    const fetchFn = vi.fn<FetchLike>(async () => ({
      status: 200,
      text: async () => JSON.stringify({ responseCode: '0000', orderId: 'D1', transactionStatus: 'FAILED', transactionAmount: 500 }),
    }));
    expect(await createEasypayGateway(config, fetchFn).inquire('D1')).toEqual({ gatewayRef: 'D1', status: 'failed', amount: 50000, currency: 'PKR' });
    expect(fetchFn.mock.calls[0]![0]).toBe('https://easypay.test/easypay-service/rest/v4/inquire-transaction');
  });
});
