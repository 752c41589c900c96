import type { ReactNode } from 'react';
import { ErrorBox, NotFoundView, Spinner, useSession } from 'shared';
import styled from 'styled-components';
import { useIsStaff } from './staff';

const Centered = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
  padding: 24px;
`;

/**
 * Staff-only route (docs/product.md#staff-console): staff see the page; guests and shoppers get the
 * 404 view, as for any unknown path, and the remote behind it is never requested (children render
 * only for staff).
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const { isStaff, failed, retry } = useIsStaff();
  if (status === 'anonymous') return <NotFoundView />;
  if (failed) {
    return (
      <Centered>
        <ErrorBox
          title="Something went wrong"
          message="Could not check your access. Please try again."
          onRetry={retry}
        />
      </Centered>
    );
  }
  if (status === 'loading' || isStaff === undefined) {
    return (
      <Centered>
        <Spinner label="Loading page" />
      </Centered>
    );
  }
  return isStaff ? children : <NotFoundView />;
}
