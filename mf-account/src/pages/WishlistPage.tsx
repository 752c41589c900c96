import { useEffect, useState } from 'react';
import {
  Button,
  ButtonLink,
  bus,
  ConfirmDialog,
  ErrorBox,
  HeartIcon,
  PAGE_SIZE,
  pageCount,
  pageOf,
  pluralize,
  usePageMeta,
  useSession,
} from 'shared';
import { WISHLIST_MESSAGES } from 'shared/contracts';
import { EmptyState, PageHeading, PageWrap, Pagination, Panel, ThumbListSkeleton } from 'shared/kit';
import styled from 'styled-components';
import { useWishlist } from '../features/wishlist/api/get-wishlist';
import { WishlistItemRow } from '../features/wishlist/components/WishlistItemRow';
import { useWishlistActions } from '../features/wishlist/hooks/use-wishlist-actions';

/**
 * /wishlist (docs/product.md#wishlist): login required (the login modal opens and brings the
 * shopper back here), 5 items a page, each opening its product page, Add to Cart (checkout's
 * widget), Remove, Clear All with a confirmation, 'Your wishlist is empty'.
 */
export function WishlistPage() {
  usePageMeta({ title: 'My Wishlist', description: 'Products you saved for later.', noindex: true });
  const status = useSession((s) => s.status);

  useEffect(() => {
    // The modal remembers this page: signing in comes back here.
    if (status === 'anonymous') bus.emit('auth:login-required', {});
  }, [status]);

  return (
    <PageWrap $maxWidth={1000}>
      <PageHeading>My Wishlist</PageHeading>
      {status === 'anonymous' ? (
        <Panel>
          <EmptyState
            icon={<HeartIcon size={40} />}
            title={WISHLIST_MESSAGES.loginRequired}
            message="Log in to see the products you saved."
            action={<Button onClick={() => bus.emit('auth:login-required', {})}>Login</Button>}
          />
        </Panel>
      ) : status === 'loading' ? (
        <WishlistSkeleton />
      ) : (
        <WishlistList />
      )}
    </PageWrap>
  );
}

function WishlistList() {
  const wishlist = useWishlist();
  const items = wishlist.data ?? [];
  const [page, setPage] = useState(1);
  const [confirmClear, setConfirmClear] = useState(false);
  const { removeItem, clearAll, clearing } = useWishlistActions(items);
  const totalPages = pageCount(items.length, PAGE_SIZE.wishlist);

  // A page index beyond the last page (its last items removed) resets to page 1
  // (docs/product.md#wishlist).
  useEffect(() => {
    if (page > totalPages) setPage(1);
  }, [page, totalPages]);
  const current = page > totalPages ? 1 : page;

  if (wishlist.isPending) return <WishlistSkeleton />;
  if (wishlist.isError && !wishlist.data) {
    return (
      <ErrorBox
        title={WISHLIST_MESSAGES.loadError}
        message={wishlist.error.message}
        onRetry={() => void wishlist.refetch()}
      />
    );
  }
  if (items.length === 0) {
    return (
      <Panel>
        <EmptyState
          icon={<HeartIcon size={40} />}
          title={WISHLIST_MESSAGES.empty}
          message="Tap the heart on any product to save it here."
          action={<ButtonLink to="/">Continue Shopping</ButtonLink>}
        />
      </Panel>
    );
  }
  return (
    <Panel aria-labelledby="wishlist-items-title">
      <ListHeader>
        <h2 id="wishlist-items-title">
          Saved <Count>{pluralize(items.length, 'item')}</Count>
        </h2>
        <Button variant="ghost" size="sm" loading={clearing} onClick={() => setConfirmClear(true)}>
          Clear All
        </Button>
      </ListHeader>
      <Items aria-label="Wishlist items">
        {pageOf(items, current, PAGE_SIZE.wishlist).map((item) => (
          <WishlistItemRow key={item.id} item={item} onRemove={removeItem} />
        ))}
      </Items>
      <Pagination page={current} totalPages={totalPages} onPageChange={setPage} label="Wishlist pages" />
      <ConfirmDialog
        open={confirmClear}
        title="Clear wishlist?"
        confirmLabel="Clear All"
        onConfirm={clearAll}
        onClose={() => setConfirmClear(false)}
      >
        <p>{`This removes all ${pluralize(items.length, 'item')} from your wishlist.`}</p>
      </ConfirmDialog>
    </Panel>
  );
}

function WishlistSkeleton() {
  return (
    <Panel aria-busy="true">
      <ThumbListSkeleton label="Loading wishlist..." />
    </Panel>
  );
}

const ListHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSize.lg};
  }
`;

const Count = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 400;
`;

const Items = styled.ul`
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
`;
