import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, reviewFieldsProblem, wishlistAddAnswerSchema } from './account';

describe('review fields (form and submit-review alike)', () => {
  const ok = { rating: 4, title: null, comment: 'Good' };

  it('accepts a rating of 1-5, an optional title and a comment', () => {
    expect(reviewFieldsProblem(ok)).toBeNull();
    expect(reviewFieldsProblem({ ...ok, title: '' })).toBeNull();
    expect(
      reviewFieldsProblem({ ...ok, title: 't'.repeat(255), comment: `  ${'c'.repeat(5000)}  ` }),
    ).toBeNull();
  });

  it('reports the first problem in the order of docs/product.md: rating, comment, title', () => {
    expect(reviewFieldsProblem({ rating: null, title: 't'.repeat(256), comment: '' })).toEqual({
      field: 'rating',
      message: REVIEW_MESSAGES.ratingRequired,
    });
    expect(reviewFieldsProblem({ ...ok, title: 't'.repeat(256), comment: ' \n ' })).toEqual({
      field: 'comment',
      message: 'Please write a comment.',
    });
    expect(reviewFieldsProblem({ ...ok, title: 't'.repeat(256) })).toEqual({
      field: 'title',
      message: 'Title cannot exceed 255 characters.',
    });
  });

  it.each([0, 6, 4.5, -1])('refuses the rating %s', (rating) => {
    expect(reviewFieldsProblem({ ...ok, rating })?.message).toBe(REVIEW_MESSAGES.ratingRange);
  });

  it('counts the comment after trimming', () => {
    expect(reviewFieldsProblem({ ...ok, comment: 'c'.repeat(5001) })?.message).toBe(
      'Comment cannot exceed 5000 characters.',
    );
  });
});

describe('wishlist answers', () => {
  it('reads the POST answer with alreadyExisted', () => {
    const answer = { success: true, alreadyExisted: true, items: [] };
    expect(wishlistAddAnswerSchema.parse(answer)).toEqual(answer);
    expect(wishlistAddAnswerSchema.safeParse({ success: true, items: [] }).success).toBe(false);
  });
});
