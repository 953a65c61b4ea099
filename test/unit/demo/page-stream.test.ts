import { constants, gunzipSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageWriter, storedBlocks, streamParts, template, TemplateCache } from '../../../demo/page-stream';

// How `npm run serve` writes a page (D35): parts compressed once, the answer's own values put in between.
const SLOT = '\u0000slot\u0000';
const head = template(
  `<head><style nonce="${SLOT}">body{color:red}</style><script nonce="${SLOT}">go()</script></head>`,
  SLOT,
);
const body = template(`<form><input name="csrf_token" value="${SLOT}"></form>Grüße</body>`, SLOT);
const expected = (nonce: string, token: string) =>
  `<head><style nonce="${nonce}">body{color:red}</style><script nonce="${nonce}">go()</script></head><form><input name="csrf_token" value="${token}"></form>Grüße</body>`;

function answer(gzip: boolean, nonce: string, token: string): Buffer {
  const writer = new PageWriter(gzip);
  return Buffer.concat([writer.write(head, nonce), writer.write(body, token), writer.end()]);
}

describe('PageWriter', () => {
  it('writes kept parts with this answer’s values: plain, or one gzip stream a browser unpacks to the same page', () => {
    expect(answer(false, 'n1', 'tok-a').toString('utf8')).toBe(expected('n1', 'tok-a'));
    expect(gunzipSync(answer(true, 'n1', 'tok-a')).toString('utf8')).toBe(expected('n1', 'tok-a'));
    // The same kept parts, another visitor's values: nothing of the first answer in the second.
    const second = gunzipSync(answer(true, 'n2', 'tok-b')).toString('utf8');
    expect(second).toBe(expected('n2', 'tok-b'));
    expect(second).not.toContain('tok-a');
  });

  it('sends the head as a whole gzip-decodable part before the rest is known', () => {
    const writer = new PageWriter(true);
    const first = writer.write(head, 'n1');
    // A sync-flushed deflate stream: everything written so far decodes without the end.
    expect(
      inflateRawSync(Buffer.from(first).subarray(10), { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8'),
    ).toBe(expected('n1', 'x').split('<form>')[0]);
  });

  it('keeps values of any length (stored blocks of at most 64 KB) and an empty page valid', () => {
    const long = 'v'.repeat(150_000);
    const writer = new PageWriter(true);
    const bytes = Buffer.concat([writer.write(body, long), writer.end()]);
    expect(gunzipSync(bytes).toString('utf8')).toBe(
      `<form><input name="csrf_token" value="${long}"></form>Grüße</body>`,
    );
    expect(storedBlocks(Buffer.from(long)).length).toBe(long.length + 3 * 5);
    expect(gunzipSync(Buffer.from(new PageWriter(true).end())).length).toBe(0);
  });
});

describe('TemplateCache', () => {
  it('makes a template once per key and keeps at most its size, the least recently used going first', () => {
    const cache = new TemplateCache(2);
    let made = 0;
    const get = (key: string) => cache.get(key, () => (made++, template(key)));
    get('a');
    get('a');
    expect(made).toBe(1);
    get('b');
    get('a');
    get('c'); // b goes
    expect(cache.size).toBe(2);
    get('a');
    expect(made).toBe(3);
    get('b');
    expect(made).toBe(4);
  });
});

describe('streamParts: an answer streamed as its parts are ready', () => {
  const FAILED = template('<h1>Something went wrong</h1></body></html>');
  const read = async (stream: ReadableStream<Uint8Array>) => {
    const chunks: Uint8Array[] = [];
    const reader = stream.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) chunks.push(part.value);
    return Buffer.concat(chunks);
  };
  const parts = (writer: PageWriter, rest: Promise<() => Uint8Array>, failures: unknown[] = []) => ({
    head: () => writer.write(head, 'n0nce'),
    rest,
    failed: (error: unknown) => (failures.push(error), writer.write(FAILED)),
    end: () => writer.end(),
  });

  it.each([false, true])(
    'gzip %s: the head, then the rendered rest, then the end, in one valid answer',
    async (gzip) => {
      const writer = new PageWriter(gzip);
      const bytes = await read(
        streamParts(
          parts(
            writer,
            Promise.resolve(() => writer.write(body, 'tok3n')),
          ),
        ),
      );
      expect((gzip ? gunzipSync(bytes) : bytes).toString('utf8')).toBe(expected('n0nce', 'tok3n'));
    },
  );

  it.each([false, true])(
    'gzip %s: a render that fails after the head went out ends the page with the failure, still a whole answer',
    async (gzip) => {
      const writer = new PageWriter(gzip);
      const failures: unknown[] = [];
      const error = new Error('the render failed');
      const bytes = await read(streamParts(parts(writer, Promise.reject(error), failures)));
      const text = (gzip ? gunzipSync(bytes) : bytes).toString('utf8');
      expect(text).toBe(
        `<head><style nonce="n0nce">body{color:red}</style><script nonce="n0nce">go()</script></head><h1>Something went wrong</h1></body></html>`,
      );
      expect(failures).toEqual([error]);
    },
  );

  it('sends the head before the rest is rendered, and nothing after the visitor left', async () => {
    const writer = new PageWriter(false);
    let render!: (rest: () => Uint8Array) => void;
    const stream = streamParts(parts(writer, new Promise((resolve) => (render = resolve))));
    const reader = stream.getReader();
    const first = await reader.read();
    expect(Buffer.from(first.value!).toString('utf8')).toContain('<head>');
    await reader.cancel();
    // The render finishing after the cancel writes into a closed stream: no error, nothing more.
    render(() => writer.write(body, 'tok3n'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(reader.closed).resolves.toBeUndefined();
  });
});
