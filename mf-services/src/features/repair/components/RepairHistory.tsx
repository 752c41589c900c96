import { useEffect, useState } from 'react';
import {
  Button,
  ButtonLink,
  ErrorBox,
  Skeleton,
  toast,
  useDebouncedValue,
  useLinkedItem,
  VisuallyHidden,
} from 'shared';
import {
  LINKED_REQUEST_NOT_FOUND,
  REPAIR_MESSAGES,
  type RepairRequest,
  repairHistoryToast,
} from 'shared/contracts';
import { EmptyState, Pagination } from 'shared/kit';
import styled from 'styled-components';
import { SearchIcon, WrenchIcon } from '../../../components/icons';
import {
  REPAIRS_PAGE_SIZE,
  RepairsFetchError,
  useUserRepairRequest,
  useUserRepairRequests,
} from '../api/get-user-repair-requests';
import { RepairCard } from './RepairCard';
import { RepairDetailsSheet } from './RepairDetailsSheet';

const SEARCH_DEBOUNCE_MS = 400;

/** The signed-in user's repair requests: search, 5 per page, details sheet (spec §2 'Repair history'). */
export function RepairHistory() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<RepairRequest | null>(null);
  const repairs = useUserRepairRequests({ page, search });
  const { linked, clearLinked } = useLinkedItem(useUserRepairRequest, setSelected, LINKED_REQUEST_NOT_FOUND);

  // A new search starts at page 1.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search is the trigger
  useEffect(() => setPage(1), [search]);

  const totalPages = Math.max(1, Math.ceil((repairs.data?.totalCount ?? 0) / REPAIRS_PAGE_SIZE));
  useEffect(() => {
    if (repairs.data && !repairs.isPlaceholderData && page > totalPages) setPage(1);
  }, [repairs.data, repairs.isPlaceholderData, page, totalPages]);

  useEffect(() => {
    const error = repairs.error;
    if (!error) return;
    const detail = error instanceof RepairsFetchError ? error.detail : error.message;
    toast.error(repairHistoryToast(detail), undefined, { id: 'repairs-load' });
  }, [repairs.error]);

  let content: React.ReactNode;
  if (repairs.isPending) {
    content = <ListSkeleton />;
  } else if (repairs.isError && !repairs.data) {
    content = (
      <ErrorBox
        title="Error"
        message={repairs.error.message}
        onRetry={() => void repairs.refetch()}
        retryLabel={REPAIR_MESSAGES.historyToastAction}
      />
    );
  } else if (repairs.data.requests.length === 0) {
    content = search ? (
      <EmptyState title={REPAIR_MESSAGES.noMatchTitle} message={REPAIR_MESSAGES.noMatchText} />
    ) : (
      <EmptyState
        icon={<WrenchIcon size={40} />}
        title={REPAIR_MESSAGES.emptyTitle}
        message={REPAIR_MESSAGES.emptyText}
        action={<ButtonLink to="/repair/new-request">Create New Repair Request</ButtonLink>}
      />
    );
  } else {
    content = (
      <>
        <List aria-busy={repairs.isFetching || undefined}>
          {repairs.data.requests.map((request) => (
            <RepairCard key={request.id} request={request} onOpen={setSelected} />
          ))}
        </List>
        <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Repair history pages" />
      </>
    );
  }

  return (
    <>
      <Toolbar>
        <SearchBox role="search">
          <SearchIcon />
          <VisuallyHidden as="label" htmlFor="repairs-search">
            Search repairs
          </VisuallyHidden>
          <input
            id="repairs-search"
            type="search"
            placeholder="Search by repair ID or description"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            autoComplete="off"
          />
        </SearchBox>
        {repairs.isError && repairs.data && (
          <Button variant="secondary" size="sm" onClick={() => void repairs.refetch()}>
            Try Again
          </Button>
        )}
      </Toolbar>
      {content}
      <RepairDetailsSheet
        request={selected}
        onClose={() => {
          setSelected(null);
          if (linked) clearLinked();
        }}
      />
    </>
  );
}

function ListSkeleton() {
  return (
    <List aria-busy="true">
      <VisuallyHidden role="status">Loading repair requests...</VisuallyHidden>
      {[0, 1, 2].map((i) => (
        <li key={i}>
          <Skeleton height={104} radius="10px" />
        </li>
      ))}
    </List>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
`;

const SearchBox = styled.div`
  position: relative;
  flex: 0 1 380px;
  svg {
    position: absolute;
    left: 12px;
    top: 50%;
    transform: translateY(-50%);
    color: ${(p) => p.theme.colors.textMuted};
    pointer-events: none;
  }
  input {
    width: 100%;
    height: 40px;
    padding: 0 12px 0 38px;
    border: 1px solid ${(p) => p.theme.colors.borderStrong};
    border-radius: ${(p) => p.theme.radii.sm};
    background: ${(p) => p.theme.colors.bg};
    color: ${(p) => p.theme.colors.text};
    font: inherit;
  }
  input:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 1px;
  }
  ${(p) => p.theme.media.mobile} {
    flex: 1 1 100%;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
`;
