import { useQuery } from '@tanstack/react-query';
import { AvailableOffers, availableOffersQueryOptions } from 'shared/kit';
import styled from 'styled-components';

/**
 * The product page's offers, a chunk of its own that loads after the page (ProductOffers): one
 * line, 'Offers and coupon codes (n)', that opens the list. The line fits the space reserved for
 * it, so the offers arriving never push the page down under a shopper who already scrolled; the
 * list grows only when the shopper opens it.
 */
export default function ProductOffersList() {
  const { data: offers } = useQuery(availableOffersQueryOptions());
  if (!offers || offers.length === 0) return null;
  return (
    <Disclosure>
      <Summary>Offers and coupon codes ({offers.length})</Summary>
      <AvailableOffers headingLevel={3} />
    </Disclosure>
  );
}

const Disclosure = styled.details`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  padding: 0 12px;
  &[open] {
    padding-bottom: 12px;
  }
`;

const Summary = styled.summary`
  min-height: 44px;
  display: flex;
  align-items: center;
  cursor: pointer;
  font-weight: 600;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;
