// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupFaq, searchFaq } from './faq-search.ts';

const items = [
  { question: 'How do I sign an NDA?', answer: 'Open the opportunity and press Sign.', category: 'Deals' },
  { question: 'When do K-1s arrive?', answer: 'By March 15.', category: 'Tax' },
  { question: 'Can I change my e-mail?', answer: 'Ask through a service request.', category: 'Account' },
  { question: 'Who countersigns?', answer: 'The issuer’s signatory.', category: 'Deals' },
];

describe('searchFaq', () => {
  it('returns everything for an empty search', () => {
    expect(searchFaq(items, '  ')).toHaveLength(4);
  });
  it('matches every word in question, answer or category, ignoring case and accents', () => {
    expect(searchFaq(items, 'nda SIGN').map((i) => i.category)).toEqual(['Deals']);
    expect(searchFaq(items, 'tax')).toHaveLength(1);
    expect(searchFaq(items, 'sérvice request')).toHaveLength(1);
    expect(searchFaq(items, 'nothing here')).toEqual([]);
  });
});

describe('groupFaq', () => {
  it('groups by category in first-seen order', () => {
    expect(groupFaq(items).map((g) => [g.category, g.items.length])).toEqual([
      ['Deals', 2],
      ['Tax', 1],
      ['Account', 1],
    ]);
  });
});
