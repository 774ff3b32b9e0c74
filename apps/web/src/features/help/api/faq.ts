import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { config } from '#web/config/env.ts';

/**
 * The static FAQ (spec 3, 7): one JSON file per host under the asset base (`faq/<host>.json`, as the
 * public branding is per host), falling back to `faq/default.json` when the host has none or its
 * file is broken (ADR 0019).
 */
const faqSchema = z.object({
  items: z
    .array(
      z.object({
        question: z.string().min(1),
        answer: z.string().min(1),
        category: z.string().default('General'),
      }),
    )
    .default([]),
});
export type Faq = z.infer<typeof faqSchema>;
export type FaqItem = Faq['items'][number];

export const faqUrl = (name: string) => `${config.assetBase}faq/${encodeURIComponent(name)}.json`;

async function fetchFaqFile(url: string, signal?: AbortSignal): Promise<Faq> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, ...(signal ? { signal } : {}) });
  if (!response.ok) throw new Error(`FAQ ${url}: ${response.status}`);
  return faqSchema.parse(await response.json());
}

/** The host's FAQ, else the default one. */
export async function loadFaq(host: string, signal?: AbortSignal): Promise<Faq> {
  try {
    return await fetchFaqFile(faqUrl(host), signal);
  } catch {
    return fetchFaqFile(faqUrl('default'), signal);
  }
}

export function useFaq(host: string = window.location.hostname) {
  return useQuery({
    queryKey: ['faq', host],
    queryFn: ({ signal }) => loadFaq(host, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
