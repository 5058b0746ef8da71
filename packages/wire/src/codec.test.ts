import fc from 'fast-check';
import { inflateSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { decodeReplyAsync } from './async-reply.ts';
import * as browserCodec from './codec.ts';
import { WireDecodeError } from './framing.ts';
import * as nodeCodec from './node-codec.ts';

const jsonValue = fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)) as unknown);

describe.each([
  ['browser (fflate)', browserCodec],
  ['server (node:zlib)', nodeCodec],
])('%s codec', (_name, { decodeReply, decodeRequest, encodeReply, encodeRequest }) => {
  describe('request encoding', () => {
    it('is base64 of the UTF-8 JSON with 4 noise characters after the first 2', () => {
      const encoded = encodeRequest({ account: 'ali', token: 'پاس' });
      const base64 = Buffer.from(JSON.stringify({ account: 'ali', token: 'پاس' }), 'utf8').toString('base64');
      expect(encoded.slice(0, 2)).toBe(base64.slice(0, 2));
      expect(encoded.slice(2, 6)).toMatch(/^[A-Za-z0-9]{4}$/);
      expect(encoded.slice(6)).toBe(base64.slice(2));
    });

    it('round-trips any JSON value', () => {
      fc.assert(fc.property(jsonValue, (value) => {
          expect(decodeRequest(encodeRequest(value))).toEqual(value);
        }));
    });

    it('decodes a body the way the original app builds it', () => {
      const base64 = Buffer.from('{"type":0,"phone":"3001234567"}').toString('base64');
      expect(decodeRequest(`${base64.slice(0, 2)}Zq9x${base64.slice(2)}`)).toEqual({ type: 0, phone: '3001234567' });
    });
  });

  describe('reply encoding', () => {
    it('is zlib-deflated JSON, base64, with 4 noise characters after the first 2', () => {
      const encoded = encodeReply({ gold: 12345 });
      const base64 = encoded.slice(0, 2) + encoded.slice(6);
      expect(encoded.slice(2, 6)).toMatch(/^[A-Za-z0-9]{4}$/);
      expect(JSON.parse(inflateSync(Buffer.from(base64, 'base64')).toString('utf8'))).toEqual({ gold: 12345 });
    });

    it('round-trips any JSON value', () => {
      fc.assert(fc.property(jsonValue, (value) => {
          expect(decodeReply(encodeReply(value))).toEqual(value);
        }));
    });
  });

  describe('decoding garbage', () => {
    it.each([
      ['any string', fc.string({ unit: 'binary', maxLength: 300 })],
      ['a base64-looking string', fc.base64String({ minLength: 8, maxLength: 200 })],
    ])('%s either decodes or fails with WireDecodeError', (_label, texts) => {
      fc.assert(
        fc.property(texts, (text) => {
          for (const decode of [decodeRequest, decodeReply]) {
            try {
              decode(text);
            } catch (error) {
              expect(error).toBeInstanceOf(WireDecodeError);
            }
          }
        }),
        { numRuns: 2000 },
      );
    });

    it.each([
      ['empty', ''],
      ['too short', 'eyJ9'],
      ['plain JSON', '{"type":0}'],
      ['invalid UTF-8', `/w${'abcd'}==`],
    ])('refuses %s', (_label, text) => {
      expect(() => decodeRequest(text)).toThrow(WireDecodeError);
    });
  });
});

describe('the two codecs speak to each other', () => {
  it('the server decodes what the browser encodes, and the browser what the server encodes', () => {
    fc.assert(fc.property(jsonValue, (value) => {
        expect(nodeCodec.decodeRequest(browserCodec.encodeRequest(value))).toEqual(value);
        expect(browserCodec.decodeReply(nodeCodec.encodeReply(value))).toEqual(value);
      }));
  });

  it('a prepared reply gets fresh noise on every answer', () => {
    const prepared = nodeCodec.deflateReply({ gold: 1 });
    const answers = new Set(Array.from({ length: 50 }, () => nodeCodec.withNoise(prepared)));
    expect(answers.size).toBeGreaterThan(45);
    for (const answer of answers) expect(browserCodec.decodeReply(answer)).toEqual({ gold: 1 });
  });
});

describe('the player app’s reply decoder (async-reply.ts)', () => {
  it('decodes what the server encodes, with the browser’s DecompressionStream', async () => {
    await fc.assert(
      fc.asyncProperty(jsonValue, async (value) => {
        expect(await decodeReplyAsync(nodeCodec.encodeReply(value))).toEqual(value);
      }),
      { numRuns: 200 },
    );
  });

  it('decodes with fflate where the browser has no DecompressionStream', async () => {
    vi.stubGlobal('DecompressionStream', undefined);
    try {
      expect(await decodeReplyAsync(nodeCodec.encodeReply({ gold: 12_345, name: 'شاہین' }))).toEqual({ gold: 12_345, name: 'شاہین' });
      await expect(decodeReplyAsync(`AA${'abcd'}AAAAAA==`)).rejects.toBeInstanceOf(WireDecodeError);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('refuses anything else with WireDecodeError', async () => {
    const notZlib = nodeCodec.encodeRequest({ type: 0 }); // base64 JSON, never deflated
    for (const text of ['', 'eyJ9', '{"type":0}', notZlib, `/w${'abcd'}==`]) {
      await expect(decodeReplyAsync(text)).rejects.toBeInstanceOf(WireDecodeError);
    }
  });
});
