import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { routeBytes } from '../../../scripts/bench/index';
import type { Transfer } from '../../../scripts/bench/network';

const html = Buffer.from('<!doctype html><html><body>'.padEnd(4000, 'x'));
const transfer = (t: Partial<Transfer> & Pick<Transfer, 'path' | 'kind'>): Transfer => ({
  resourceType: t.kind === 'js' ? 'script' : t.kind,
  status: 200,
  encoding: 'gzip',
  wireBytes: 0,
  bodyBytes: 0,
  body: undefined,
  ...t,
});

describe('routeBytes', () => {
  it('splits JS into the React chunk and the rest, takes gzipped sizes from the wire and gzips what came uncompressed', () => {
    const bytes = routeBytes(
      '/de/',
      [
        transfer({
          path: '/de/',
          kind: 'html',
          encoding: undefined,
          wireBytes: html.length,
          bodyBytes: html.length,
          body: html,
        }),
        transfer({ path: '/assets/react-D3LRVB05.js', kind: 'js', wireBytes: 67000, bodyBytes: 219000 }),
        transfer({ path: '/assets/client-DLSq_tIv.js', kind: 'js', wireBytes: 6000, bodyBytes: 16000 }),
        transfer({ path: '/assets/country-CBHI34uF.js', kind: 'js', wireBytes: 400, bodyBytes: 900 }),
        transfer({ path: '/assets/client-CwX3rVdW.css', kind: 'css', wireBytes: 900, bodyBytes: 2100 }),
        transfer({ path: '/service/footer-images/logos/visa.svg', kind: 'other', wireBytes: 300, bodyBytes: 700 }),
      ],
      true,
      [],
    );
    const htmlGzip = gzipSync(html, { level: 6 }).length;
    expect(bytes).toMatchObject({
      jsReact: 67000,
      jsOther: 6400,
      css: 900,
      html: htmlGzip,
      other: 300,
      hydrated: true,
      uncompressed: ['html'],
    });
    expect(bytes.total).toBe(67000 + 6400 + 900 + htmlGzip + 300);
    expect(bytes.wireTotal).toBe(html.length + 67000 + 6000 + 400 + 900 + 300);
  });
});
