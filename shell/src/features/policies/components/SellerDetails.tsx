import type { ReactNode } from 'react';
import { ErrorBox, Spinner } from 'shared';
import { SELLER_MESSAGES, type SellerProfile } from 'shared/contracts';
import styled from 'styled-components';
import { useSellerProfile } from '../api/seller-profile';

/**
 * The seller's details from the database, with a loading state and an error with Retry. The
 * server's render fetches them too, so a server-rendered page carries them.
 */
export function SellerDetails({ children }: { children: (seller: SellerProfile) => ReactNode }) {
  const query = useSellerProfile();
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <ErrorBox
        title={SELLER_MESSAGES.loadFailed}
        message={query.error instanceof Error ? query.error.message : SELLER_MESSAGES.loadFailed}
        retryLabel={SELLER_MESSAGES.retry}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <Loading role="status">
      <Spinner size={20} decorative />
      {SELLER_MESSAGES.loading}
    </Loading>
  );
}

const Loading = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 48px;
  color: ${(p) => p.theme.colors.textMuted};
`;

/** Label and value pairs (legal name, GSTIN, ...). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(140px, max-content) minmax(0, 1fr);
  gap: 8px 20px;
  margin: 0;

  dt {
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
  ${(p) => p.theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 2px;
    dd + dt {
      margin-top: 10px;
    }
  }
`;
