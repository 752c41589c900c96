import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, ButtonLink, bus, Skeleton, usePageMeta, useSession } from 'shared';
import { PageHeading, PageWrap } from 'shared/kit';
import styled from 'styled-components';
import { RepairHistory } from '../features/repair/components/RepairHistory';

/**
 * /repair/history: a guest gets the login modal (coming back here after signing in); the list
 * is fetched only for a signed-in user.
 */
export function RepairHistoryPage() {
  usePageMeta({
    title: 'Repair History',
    description: 'Your repair requests and their status.',
    noindex: true,
  });
  const status = useSession((s) => s.status);
  const { pathname, search } = useLocation();
  const askLogin = () => bus.emit('auth:login-required', { redirectTo: pathname + search });

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once when the guest arrives
  useEffect(() => {
    if (status === 'anonymous') askLogin();
  }, [status]);

  return (
    <PageWrap>
      <Top>
        <PageHeading>Repair History</PageHeading>
        {status === 'authenticated' && <ButtonLink to="/repair/new-request">New Repair Request</ButtonLink>}
      </Top>
      {status === 'loading' && <Skeleton height={104} radius="10px" />}
      {status === 'anonymous' && (
        <Guest>
          <p>Please log in to see your repair requests.</p>
          <Button onClick={askLogin}>Login</Button>
        </Guest>
      )}
      {status === 'authenticated' && <RepairHistory />}
    </PageWrap>
  );
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  h1 {
    margin-bottom: 12px;
  }
  margin-bottom: 8px;
`;

const Guest = styled.div`
  padding: 24px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  p {
    margin: 0 0 12px;
  }
`;
