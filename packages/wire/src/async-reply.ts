// The player app's reply decoder (framing.ts): the browser's own DecompressionStream
// inflates, so no zlib code ships with the first screen; a browser without it (Safari before 16.4)
// loads fflate's inflate on its first reply.
import { WireDecodeError, base64Bytes, parseJson, removeNoise } from './framing.ts';

export { WireDecodeError };

async function inflate(compressed: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  if (typeof DecompressionStream !== 'function') return (await import('fflate')).unzlibSync(compressed);
  const source = new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      controller.enqueue(compressed);
      controller.close();
    },
  });
  return new Uint8Array(await new Response(source.pipeThrough(new DecompressionStream('deflate'))).arrayBuffer());
}

/** Decodes a reply's `data` field; rejects with WireDecodeError for anything that is not a valid encoding. */
export async function decodeReplyAsync(text: string): Promise<unknown> {
  const compressed = base64Bytes(removeNoise(text)) as Uint8Array<ArrayBuffer>;
  let inflated: Uint8Array;
  try {
    inflated = await inflate(compressed);
  } catch {
    throw new WireDecodeError('not zlib');
  }
  return parseJson(inflated);
}
