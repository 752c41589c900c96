import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useAfterPageLoad } from '../../../hooks/use-after-page-load';

const AvailableOffers = lazy(() => import('./ProductOffersList'));

/**
 * 'Available offers' (discount codes shoppers may use) under the buy box. An extra: its code and
 * data come after the page has loaded, never on the first screen (ADR 0005), and it renders
 * nothing while loading, without offers or on an error.
 */
export function ProductOffers() {
  const loaded = useAfterPageLoad();
  // The line's height is kept from the first paint (server included): nothing below it moves when
  // the offers arrive.
  return (
    <Slot>
      {loaded && (
        <Suspense fallback={null}>
          <AvailableOffers />
        </Suspense>
      )}
    </Slot>
  );
}

const Slot = styled.div`
  min-height: 46px;
`;
