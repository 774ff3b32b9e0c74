import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('loadConfig', () => {
  it("keeps data in the repository's data/ by default, whatever the working directory", () => {
    expect(loadConfig({}).DATA_DIR).toBe(path.join(repoRoot, 'data'));
  });

  it('reads a relative DATA_DIR from where the command was typed (npm INIT_CWD)', () => {
    expect(loadConfig({ DATA_DIR: 'store', INIT_CWD: '/srv/app' }).DATA_DIR).toBe('/srv/app/store');
    expect(loadConfig({ DATA_DIR: '/var/lib/dl' }).DATA_DIR).toBe('/var/lib/dl');
  });

  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 8080, ACCESS_TOKEN_TTL_SECONDS: 900, DEMO_DATA: true, LOG_LEVEL: 'info' });
    expect(loadConfig({ DEMO_DATA: 'false' }).DEMO_DATA).toBe(false);
  });

  it('refuses bad values with a message naming each key', () => {
    expect(() => loadConfig({ PORT: 'eighty', JWT_SECRET: 'short' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', JWT_SECRET: 'short' });
    } catch (err) {
      expect(String((err as Error).message)).toMatch(/PORT/);
      expect(String((err as Error).message)).toMatch(/JWT_SECRET should be at least 32 characters/);
    }
  });
});
