import { describe, expect, it } from 'vitest';
import { VerifiedTokenCache } from './token-cache.ts';

const claims = {
  claims: { sub: 'u', tenant: 't', current_fiduciary_id: 'f', current_entity_id: null, current_role: 'r' },
  sessionId: 's',
};

describe('VerifiedTokenCache', () => {
  it('answers a token until it expires, then forgets it', () => {
    const cache = new VerifiedTokenCache();
    cache.set('tok', claims, 10_000);
    expect(cache.get('tok', 9_999)).toEqual(claims);
    expect(cache.get('tok', 10_000)).toBeUndefined();
    expect(cache.get('tok', 1)).toBeUndefined();
  });

  it('never answers for a token it did not verify, and stays bounded', () => {
    const cache = new VerifiedTokenCache(2);
    cache.set('a', claims, Number.MAX_SAFE_INTEGER);
    cache.set('b', claims, Number.MAX_SAFE_INTEGER);
    cache.set('c', claims, Number.MAX_SAFE_INTEGER);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toEqual(claims);
    expect(cache.get('a.tampered')).toBeUndefined();
  });
});
