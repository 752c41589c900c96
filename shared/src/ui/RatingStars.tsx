import styled from 'styled-components';
import { formatRating, ratingStars } from '../lib/rating';
import { VisuallyHidden } from './VisuallyHidden';

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Stars = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  color: ${(p) => p.theme.colors.star};
`;

const Value = styled.span`
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const STAR = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';

function Star({ fill, size }: { fill: 'full' | 'half' | 'empty'; size: number }) {
  const clip = fill === 'half' ? 'inset(0 50% 0 0)' : undefined;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-star={fill}>
      <path d={STAR} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      {fill !== 'empty' && (
        <path d={STAR} fill="currentColor" style={clip ? { clipPath: clip } : undefined} />
      )}
    </svg>
  );
}

export interface RatingStarsProps {
  /** 0-5; the half star shows at a fraction of 0.5 or more. */
  rating: number | null | undefined;
  /** Number of reviews, shown as '(n)'. */
  count?: number;
  /** Star size in px. */
  size?: number;
  /** Show the one-decimal value next to the stars (default). */
  showValue?: boolean;
  className?: string;
}

export function RatingStars({ rating, count, size = 16, showValue = true, className }: RatingStarsProps) {
  const { full, half, empty } = ratingStars(rating);
  const value = formatRating(rating);
  const fills = [
    ...Array<'full'>(full).fill('full'),
    ...Array<'half'>(half).fill('half'),
    ...Array<'empty'>(empty).fill('empty'),
  ];
  return (
    <Root className={className}>
      <Stars role="img" aria-label={`Rated ${value} out of 5`}>
        {fills.map((f, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of five stars; position is the identity.
          <Star key={i} fill={f} size={size} />
        ))}
      </Stars>
      {showValue && <Value aria-hidden="true">{value}</Value>}
      {count != null && (
        <>
          <span aria-hidden="true">({count})</span>
          <VisuallyHidden>{`${count} ${count === 1 ? 'review' : 'reviews'}`}</VisuallyHidden>
        </>
      )}
    </Root>
  );
}
