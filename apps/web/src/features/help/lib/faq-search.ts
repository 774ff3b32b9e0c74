import type { FaqItem } from '../api/faq.ts';

/** Lower-case, accents removed, whitespace collapsed. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Items whose question, answer or category hold every word of the search. */
export function searchFaq(items: readonly FaqItem[], search: string): FaqItem[] {
  const words = normalise(search).split(' ').filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const text = normalise(`${item.question} ${item.answer} ${item.category}`);
    return words.every((w) => text.includes(w));
  });
}

/** Items grouped by category, categories in first-seen order. */
export function groupFaq(items: readonly FaqItem[]): { category: string; items: FaqItem[] }[] {
  const groups = new Map<string, FaqItem[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups].map(([category, list]) => ({ category, items: list }));
}
