import { describe, expect, it } from 'vitest';
import { itemFacts } from './item-facts';

describe('itemFacts', () => {
  it('lists the shopper, the kind’s facts and the remark, as text', () => {
    const facts = itemFacts('game_load', {
      id: 'a',
      name: null,
      email: 'asha@example.in',
      allowedNext: [],
      created_at: null,
      console_type: 'PS5',
      available_storage: 825,
      storage_unit: 'GB',
      games_list: ['Astro Bot', 'Returnal'],
      remark: null,
    });
    expect(facts).toEqual([
      ['Shopper', '— (asha@example.in)'],
      ['Created', '—'],
      ['Console', 'PS5'],
      ['Storage', '825 GB'],
      ['Games', 'Astro Bot, Returnal'],
      ['Remark', '—'],
    ]);
  });

  it('shows no remark for reviews', () => {
    const facts = itemFacts('review', { id: 'r', name: 'Ravi', email: null, allowedNext: [], rating: 4 });
    expect(facts.map(([term]) => term)).toEqual([
      'Shopper',
      'Created',
      'Product',
      'Rating',
      'Title',
      'Comment',
    ]);
    expect(facts).toContainEqual(['Rating', '4 of 5']);
  });
});
