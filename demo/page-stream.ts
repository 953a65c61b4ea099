/**
 * How `npm run serve` writes a page: in parts as they are ready, gzipped without compressing again what is the same
 * for many answers. A `Template` is the page cut at its per-answer values (the CSP nonce); each part is compressed
 * once into a deflate piece ending on a byte boundary (sync flush), so pieces follow one another in one gzip stream.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Text with slots for an answer's own values: parts[0] value parts[1] value … parts[n]. */
export interface Template {
  parts: Array<{ text: Buffer; deflated: Buffer }>;
}

/** A template cut where `slot` stands in `text`, its parts compressed (once, when the template is kept). */
export function template(text: string, slot?: string): Template {
  const parts = slot === undefined ? [text] : text.split(slot);
  return {
    parts: parts.map((part) => {
      const bytes = Buffer.from(part, 'utf8');
      return { text: bytes, deflated: deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }) };
    }),
  };
}

/** Bytes as stored (uncompressed) deflate blocks, none of them final. */
export function storedBlocks(bytes: Buffer): Buffer {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += 0xffff) {
    const block = bytes.subarray(start, start + 0xffff);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(block.length, 1);
    header.writeUInt16LE(~block.length & 0xffff, 3);
    blocks.push(header, block);
  }
  return Buffer.concat(blocks);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** An empty final block (fixed Huffman codes: the end-of-block code alone). */
const FINAL_BLOCK = Buffer.from([3, 0]);

/** The bytes of one answer, part after part: plain, or one gzip stream. */
export class PageWriter {
  private crc = 0;
  private size = 0;
  private started = false;

  constructor(readonly gzip: boolean) {}

  /** A template with `value` in its slots. */
  write(filled: Template, value = ''): Uint8Array {
    const value_ = Buffer.from(value, 'utf8');
    const out: Buffer[] = [];
    if (this.gzip && !this.started) out.push(GZIP_HEADER);
    this.started = true;
    const stored = this.gzip && filled.parts.length > 1 && value_.length > 0 ? storedBlocks(value_) : undefined;
    filled.parts.forEach((part, i) => {
      if (i > 0) this.add(out, value_, stored);
      this.add(out, part.text, part.deflated);
    });
    return Buffer.concat(out);
  }

  /** The end of the answer (gzip: the final block and the trailer). */
  end(): Uint8Array {
    if (!this.gzip) return new Uint8Array(0);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(this.crc >>> 0, 0);
    trailer.writeUInt32LE(this.size >>> 0, 4);
    return Buffer.concat([this.started ? Buffer.alloc(0) : GZIP_HEADER, FINAL_BLOCK, trailer]);
  }

  private add(out: Buffer[], text: Buffer, deflated: Buffer | undefined) {
    if (!this.gzip) {
      out.push(text);
      return;
    }
    if (text.length === 0) return;
    out.push(deflated!);
    this.crc = crc32(text, this.crc);
    this.size = (this.size + text.length) % 0x1_0000_0000;
  }
}

/** Two answers share a template only when all their text but the per-answer values is the same, so nothing leaks between visitors. */
export class TemplateCache {
  private readonly entries = new Map<string, Template>();
  constructor(private readonly max = 64) {}

  get(key: string, make: () => Template): Template {
    let hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
    } else {
      hit = make();
      if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, hit);
    return hit;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The parts of one streamed answer, each giving its bytes when its turn comes (a PageWriter writes them in order). */
export interface StreamedParts {
  /** The head: written at once. */
  head(): Uint8Array;
  /** The rest of the page, once rendered. */
  rest: Promise<() => Uint8Array>;
  /** What the page ends with when its render failed after the head went out (the status is sent already). */
  failed(error: unknown): Uint8Array;
  /** The end of the answer (gzip: the final block and the trailer). */
  end(): Uint8Array;
}

/** The head at once, then the rest or the failure's part; a visitor who leaves cancels the stream. */
export function streamParts(parts: StreamedParts): ReadableStream<Uint8Array> {
  let open = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (bytes: Uint8Array) => open && controller.enqueue(bytes);
      send(parts.head());
      void parts.rest
        .then(
          (rest) => send(rest()),
          (error: unknown) => send(parts.failed(error)),
        )
        .finally(() => {
          send(parts.end());
          if (open) controller.close();
        });
    },
    cancel() {
      open = false;
    },
  });
}
