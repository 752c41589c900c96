import { describe, expect, it } from 'vitest';
import { AUTH } from '../constants/spec';
import { AUTH_LIMITS } from './limits';

describe('AUTH_LIMITS', () => {
  it('equals the AUTH constants', () => expect(AUTH_LIMITS).toEqual(AUTH));
});
