import { Button, HeartIcon, IconButton } from 'shared';
import type { WishlistToggleProps } from 'shared/contracts';
import styled, { css } from 'styled-components';
import { useWishlistToggle } from '../features/wishlist/hooks/use-wishlist-toggle';

/**
 * mf_account `./WishlistToggle`: the heart on product pages and cards. Filled while the product is
 * in the wishlist; the change shows at once and rolls back if the server refuses.
 */
export default function WishlistToggle({ product, variant = 'icon' }: WishlistToggleProps) {
  const { held, toggle, busy, disabled } = useWishlistToggle(product);
  const heart = <Heart size={variant === 'overlay' ? 18 : 22} $held={held} />;

  if (variant === 'button') {
    return (
      <Button variant="secondary" onClick={toggle} disabled={disabled} aria-pressed={held} aria-busy={busy}>
        {heart}
        {held ? 'In Wishlist' : 'Add to Wishlist'}
      </Button>
    );
  }
  const label = held ? `Remove ${product.title} from wishlist` : `Add ${product.title} to wishlist`;
  const Control = variant === 'overlay' ? OverlayButton : PageButton;
  return (
    <Control
      label={label}
      tooltip={held ? 'Remove from wishlist' : 'Add to wishlist'}
      size={variant === 'overlay' ? 36 : 48}
      onClick={toggle}
      disabled={disabled}
      aria-busy={busy}
      data-held={held}
      data-testid="wishlist-toggle"
    >
      {heart}
    </Control>
  );
}

const Heart = styled(HeartIcon)<{ $held: boolean }>`
  ${(p) =>
    p.$held &&
    css`
      fill: ${p.theme.colors.danger};
      color: ${p.theme.colors.danger};
    `}
`;

const PageButton = styled(IconButton)`
  border-color: ${(p) => p.theme.colors.border};
`;

const OverlayButton = styled(IconButton)`
  border-radius: ${(p) => p.theme.radii.pill};
  background: rgba(12, 14, 20, 0.72);
  &:hover:not(:disabled) {
    background: rgba(12, 14, 20, 0.9);
  }
  svg {
    width: 18px;
    height: 18px;
  }
`;
