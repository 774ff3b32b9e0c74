// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('zod in the web build', () => {
  it('is configured before any schema is built: no JIT, so no eval under the CSP', () => {
    expect(z.config().jitless).toBe(true);
  });
});
