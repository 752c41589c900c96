import { Button, formatINR } from 'shared';
import {
  type DiscountRequest,
  formatIndiaDate,
  openPriceMatchOffer,
  PRICE_MATCH_MESSAGES,
} from 'shared/contracts';
import styled from 'styled-components';
import { useBuyAtOffer } from '../api/buy-at-offer';

/**
 * The offer's personal price (docs/product.md#price-match-requests): while it is open, the product,
 * until when, the shopper's code and 'Buy at ₹X'; afterwards what became of it.
 */
export function PriceMatchOffer({ request }: { request: DiscountRequest }) {
  const buy = useBuyAtOffer();
  if (!request.offer_code) return null;
  if (request.status === 'ordered')
    return <Note data-testid="price-match-offer">{PRICE_MATCH_MESSAGES.ordered}</Note>;
  const offer = openPriceMatchOffer(request);
  if (!offer) return <Note data-testid="price-match-offer">{PRICE_MATCH_MESSAGES.ended}</Note>;
  const price = formatINR(offer.price);
  return (
    <Offer data-testid="price-match-offer">
      <p>{PRICE_MATCH_MESSAGES.offerFor(offer.productName, formatIndiaDate(offer.expiresAt))}</p>
      <p>
        Your code: <Code>{offer.code}</Code>
      </p>
      <Button onClick={() => buy.mutate(request.id)} disabled={buy.isPending} aria-busy={buy.isPending}>
        {buy.isPending ? PRICE_MATCH_MESSAGES.buying : PRICE_MATCH_MESSAGES.buyAt(price)}
      </Button>
    </Offer>
  );
}

const Offer = styled.div`
  display: grid;
  gap: 8px;
  justify-items: start;
  padding: 12px;
  border: 1px solid ${(p) => p.theme.colors.success};
  border-radius: ${(p) => p.theme.radii.md};
  p {
    margin: 0;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Code = styled.code`
  font-family: ${(p) => p.theme.font.mono};
  font-weight: 700;
  user-select: all;
`;
