import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('accepts same-site paths from location.state.from', () => {
    expect(redirectTarget({ from: '/profile' })).toBe('/profile');
    expect(redirectTarget({ from: '/search?q=gpu' })).toBe('/search?q=gpu');
  });
  it('ignores missing, foreign and /login targets', () => {
    expect(redirectTarget(null)).toBeNull();
    expect(redirectTarget({})).toBeNull();
    expect(redirectTarget({ from: 42 })).toBeNull();
    expect(redirectTarget({ from: 'https://evil.example' })).toBeNull();
    expect(redirectTarget({ from: '//evil.example' })).toBeNull();
    expect(redirectTarget({ from: '/login' })).toBeNull();
  });
});
