// The demo server's production rules (decision D22): configuration, start-up lines, hostile paths, the nonce.
import { describe, expect, it } from 'vitest';
import { addNonce, isHostilePath, parseShopOrigin, productionConfig, StartupError, startupFailureLine } from '../../demo/security';

const SECRET = 'k'.repeat(32);

describe('production configuration', () => {
  it('takes SHOP_ORIGIN and LOGIN_TOKEN_SECRET from the environment, options first', () => {
    expect(productionConfig({}, { SHOP_ORIGIN: 'https://shop.example/', LOGIN_TOKEN_SECRET: SECRET })).toEqual({
      shopOrigin: 'https://shop.example',
      loginTokenSecret: SECRET,
    });
    expect(productionConfig({ shopOrigin: 'http://127.0.0.1:8080' }, { SHOP_ORIGIN: 'https://other.example', LOGIN_TOKEN_SECRET: SECRET }).shopOrigin).toBe(
      'http://127.0.0.1:8080',
    );
  });

  it.each([
    [{}, /set SHOP_ORIGIN .* and LOGIN_TOKEN_SECRET/],
    [{ SHOP_ORIGIN: 'https://shop.example' }, /set LOGIN_TOKEN_SECRET \(at least 32/],
    [{ SHOP_ORIGIN: 'https://shop.example', LOGIN_TOKEN_SECRET: 'short' }, /LOGIN_TOKEN_SECRET/],
    [{ SHOP_ORIGIN: 'shop.example', LOGIN_TOKEN_SECRET: SECRET }, /SHOP_ORIGIN \("shop.example" is not an origin/],
    [{ SHOP_ORIGIN: 'https://shop.example/de/', LOGIN_TOKEN_SECRET: SECRET }, /SHOP_ORIGIN/],
    [{ SHOP_ORIGIN: 'javascript:alert(1)', LOGIN_TOKEN_SECRET: SECRET }, /SHOP_ORIGIN/],
  ])('refuses %o with one line naming what to set', (env, message) => {
    let error: unknown;
    try {
      productionConfig({}, env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(StartupError);
    const line = startupFailureLine(error, 5173, '127.0.0.1');
    expect(line).toMatch(message);
    expect(line).not.toMatch(/\n/);
  });

  it('parses only bare http(s) origins', () => {
    expect(parseShopOrigin('HTTPS://Shop.Example:443/')).toBe('https://shop.example');
    expect(parseShopOrigin('https://user:pw@shop.example')).toBeUndefined();
    expect(parseShopOrigin('https://shop.example/?x=1')).toBeUndefined();
    expect(parseShopOrigin(undefined)).toBeUndefined();
  });
});

describe('start-up failures', () => {
  it('says a busy port plainly', () => {
    const busy = Object.assign(new Error('listen EADDRINUSE: address already in use 127.0.0.1:5173'), { code: 'EADDRINUSE' });
    expect(startupFailureLine(busy, 5173, '127.0.0.1')).toBe('Port 5173 on 127.0.0.1 is already in use: stop what runs there, or start with PORT=<another port>.');
  });
});

describe('hostile paths', () => {
  it.each(['/%E0%A4%A', '/%', '/assets/..%2f..%2fpackage.json', '/assets/../x', '/assets/%2e%2e/x', '/a/./b', '/assets/%00', '/a%0d%0aSet-Cookie:x', '/a\\b', `/${'a'.repeat(2048)}`])(
    '%s is refused',
    (path) => expect(isHostilePath(path)).toBe(true),
  );
  it.each(['/', '/de/', '/assets/client-BrC9LxY7.js', '/ch-fr/', '/%C3%BC/', '/at/.well-known', '/a..b/'])('%s is an ordinary path', (path) => {
    expect(isHostilePath(path)).toBe(false);
  });
});

describe('nonce on a built HTML file', () => {
  it('goes on every script and module preload, and nowhere without a nonce', () => {
    const html = '<script type="module" crossorigin src="/a.js"></script><link rel="modulepreload" crossorigin href="/b.js"><link rel="stylesheet" href="/c.css">';
    expect(addNonce(html, 'n0')).toBe(
      '<script nonce="n0" type="module" crossorigin src="/a.js"></script><link rel="modulepreload" nonce="n0" crossorigin href="/b.js"><link rel="stylesheet" href="/c.css">',
    );
    expect(addNonce(html, undefined)).toBe(html);
  });
});
