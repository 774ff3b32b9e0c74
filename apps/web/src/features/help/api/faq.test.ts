// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { faqUrl, loadFaq } from './faq.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('loadFaq', () => {
  it("reads the host's file", async () => {
    const fetch = vi.fn(async () => json({ items: [{ question: 'Q?', answer: 'A.' }] }));
    vi.stubGlobal('fetch', fetch);
    const faq = await loadFaq('invest.example.test');
    expect(faq.items).toEqual([{ question: 'Q?', answer: 'A.', category: 'General' }]);
    expect(fetch).toHaveBeenCalledWith(faqUrl('invest.example.test'), expect.anything());
  });

  it('falls back to default.json when the host has none', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/default.json')
        ? json({ items: [{ question: 'D?', answer: 'D.', category: 'Account' }] })
        : json({}, 404),
    );
    vi.stubGlobal('fetch', fetch);
    expect((await loadFaq('unknown.test')).items[0]?.question).toBe('D?');
  });

  it("falls back when the host's file is not an FAQ (e.g. the SPA's index.html)", async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/default.json')
        ? json({ items: [] })
        : new Response('<!doctype html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await loadFaq('dev.test')).toEqual({ items: [] });
  });
});
