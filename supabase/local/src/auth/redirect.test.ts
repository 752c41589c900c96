// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { globToRegExp, isRedirectAllowed, withFragment } from './redirect';

const config = {
  siteUrl: 'http://127.0.0.1:3000',
  additionalRedirectUrls: ['http://localhost:3000/**', 'https://*.example.com/callback'],
};

describe('redirect validation (GoTrue IsRedirectURLValid)', () => {
  it.each([
    ['http://127.0.0.1:3000/reset-password', true],
    ['http://127.0.0.1:5173/anything', true], // loopback: any port
    ['http://localhost:3000/account?x=1', true], // allow-list glob **
    ['https://shop.example.com/callback', true], // allow-list glob *
    ['https://a.b.example.com/callback', false], // * does not span dots
    ['https://evil.test/', false],
    ['http://167772161/', false], // decimal form of 10.0.0.1
    ['http://10.0.0.1/', false], // non-loopback IP
    ['javascript:alert(1)', false],
    ['not a url', false],
    ['', false],
  ])('%s -> %s', (url, allowed) => {
    expect(isRedirectAllowed(config, url)).toBe(allowed);
  });

  it('translates globs with separators like gobwas/glob', () => {
    expect(globToRegExp('http://x/*').test('http://x/a')).toBe(true);
    expect(globToRegExp('http://x/*').test('http://x/a/b')).toBe(false);
    expect(globToRegExp('http://x/**').test('http://x/a/b')).toBe(true);
    expect(globToRegExp('http://x.y/a+b').test('http://x.y/a+b')).toBe(true);
  });
});

describe('withFragment', () => {
  it('sorts keys and form-encodes like url.Values.Encode, replacing any fragment', () => {
    expect(withFragment('http://127.0.0.1:3000/a#old', { type: 'signup', access_token: 'x y', sb: '' })).toBe(
      'http://127.0.0.1:3000/a#access_token=x+y&sb=&type=signup',
    );
  });
});
