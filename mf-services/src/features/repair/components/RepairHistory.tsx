import { useEffect, useState } from 'react';
import { Button, useDebouncedValue, useLinkedItem, VisuallyHidden } from 'shared';
import {
  LINKED_REQUEST_NOT_FOUND,
  REPAIR_MESSAGES,
  type RepairRequest,
  repairHistoryToast,
} from 'shared/contracts';
import { SearchIcon, WrenchIcon } from 'shared/kit';
import styled from 'styled-components';
import { ServiceHistory, type ServiceHistoryMessages } from '../../service-requests';
import {
  REPAIRS_PAGE_SIZE,
  RepairsFetchError,
  useUserRepairRequest,
  useUserRepairRequests,
} from '../api/get-user-repair-requests';
import { RepairCard } from './RepairCard';
import { RepairDetailsSheet } from './RepairDetailsSheet';

const SEARCH_DEBOUNCE_MS = 400;

const MESSAGES: ServiceHistoryMessages = {
  emptyTitle: REPAIR_MESSAGES.emptyTitle,
  empty: REPAIR_MESSAGES.emptyText,
  emptyIcon: <WrenchIcon size={40} />,
  newRequestLabel: 'Create New Repair Request',
  newRequestPath: '/repair/new-request',
  pagesLabel: 'Repair history pages',
  loading: 'Loading repair requests...',
  // The toast says 'Failed to load repair history: {detail}', the panel the fetch error itself.
  failure: (error) => ({
    toast: repairHistoryToast(error instanceof RepairsFetchError ? error.detail : error.message),
    title: 'Error',
    message: error.message,
  }),
};

const NO_MATCH = { title: REPAIR_MESSAGES.noMatchTitle, text: REPAIR_MESSAGES.noMatchText };

/**
 * The signed-in user's repair requests: the service history's list
 * with a search by id or description, and the details sheet. The page asks a guest to log in.
 */
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

  return (
    <>
      <Toolbar>
        <SearchBox role="search">
          <SearchIcon size={18} />
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
      <ServiceHistory
        query={repairs}
        signedOut={false}
        page={page}
        pageSize={REPAIRS_PAGE_SIZE}
        onPageChange={setPage}
        messages={MESSAGES}
        renderItem={(request) => <RepairCard key={request.id} request={request} onOpen={setSelected} />}
        noMatch={search ? NO_MATCH : null}
        skeletonHeight={104}
      />
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
