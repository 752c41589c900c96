import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { NO_RATINGS_TEXT, RatingStars } from './RatingStars';

describe('RatingStars without any review', () => {
  it("says 'No ratings yet' instead of '0.0 (0)' and draws no stars", () => {
    const { container } = renderWithTheme(<RatingStars rating={0} count={0} />);
    expect(screen.getByText(NO_RATINGS_TEXT)).toBeTruthy();
    expect(NO_RATINGS_TEXT).toBe('No ratings yet');
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.textContent).not.toContain('0.0');
    expect(container.textContent).not.toContain('(0)');
  });

  it('keeps the stars, the value and the count from the first review on', () => {
    renderWithTheme(<RatingStars rating={5} count={1} />);
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeTruthy();
    expect(screen.getByText('1 review')).toBeTruthy();
    expect(screen.queryByText(NO_RATINGS_TEXT)).toBeNull();
  });

  it('keeps a bare rating (no count: a testimonial) as stars', () => {
    renderWithTheme(<RatingStars rating={4} showValue={false} />);
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeTruthy();
    expect(screen.queryByText(NO_RATINGS_TEXT)).toBeNull();
  });
});
