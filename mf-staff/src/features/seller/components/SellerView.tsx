import { useId } from 'react';
import { ErrorBox, Skeleton } from 'shared';
import { PageHeading, PageWrap } from 'shared/kit';
import styled from 'styled-components';
import { ConsoleTabs } from '../../../components/ConsoleTabs';
import { useSellerProfile } from '../api/seller-profile';
import { SellerForm } from './SellerForm';

/**
 * `/staff/seller`: the seller's details as the policy pages, the footer and every new tax invoice
 * print them (`public.seller_profile`), edited in place.
 */
export function SellerView() {
  const { data, isPending, isError, error, refetch } = useSellerProfile();
  const titleId = useId();
  return (
    <PageWrap>
      <PageHeading>Staff console</PageHeading>
      <ConsoleTabs current="seller" />
      <section aria-labelledby={titleId}>
        <Title id={titleId}>Seller details</Title>
        <Intro>
          Shown on the policy pages (About the seller, Grievance officer) and printed on each tax invoice
          issued from now on; invoices already issued keep the details they were issued with. The GSTIN starts
          with the state code; the state decides whether an order is an intra-state or inter-state supply.
        </Intro>
        {isPending ? (
          <Stack>
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} height={120} />
            ))}
          </Stack>
        ) : isError ? (
          <ErrorBox
            title="Could not load the seller’s details"
            message={error instanceof Error ? error.message : String(error)}
            onRetry={() => void refetch()}
          />
        ) : (
          <SellerForm profile={data} />
        )}
      </section>
    </PageWrap>
  );
}

const Title = styled.h2`
  margin: 0 0 4px;
  font-size: ${(p) => p.theme.fontSize.lg};
`;

const Intro = styled.p`
  margin: 0 0 16px;
  max-width: 72ch;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Stack = styled.div`
  display: grid;
  gap: 12px;
`;
