import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  lazy,
  type MouseEvent,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SEARCH, Spinner, useDebouncedValue } from 'shared';
import type { SearchBoxProps } from 'shared/contracts';
import {
  ClearButton,
  Field,
  Glyph,
  Hint,
  Input,
  Panel,
  PanelBody,
  PanelLoading,
  Root,
  ViewAll,
} from './search-box.styles';
import { nextActiveIndex, optionKey, productPath, type SearchOption, searchPath } from './search-options';

// The results (data fetching, zod contracts, rows) load on first focus or typing: the header
// renders this box on every first paint, and only the input has to be there at once.
const loadResults = () => import('./SearchResults');
const SearchResults = lazy(loadResults);

export const MIN_CHARS_HINT = 'Type at least 2 characters to search';
const SEARCH_PAGE_PATH = '/search';

/** On /search, the page's q; elsewhere null. The box shows the query of the results on screen. */
function useSearchPageQuery(): string | null {
  const { pathname, search } = useLocation();
  if (pathname !== SEARCH_PAGE_PATH) return null;
  return new URLSearchParams(search).get('q') ?? '';
}

/**
 * Product search box (docs/product.md#catalogue-and-search): an ARIA 1.2 combobox. Typing
 * searches after 600 ms from 2 characters on; the options (did-you-mean, products, suggestions)
 * are walked with the arrow keys while focus stays in the input (aria-activedescendant); Enter
 * opens the active option or searches the text. `dropdown` shows them in a popup under the
 * header input; `drawer` lists them inline (the mobile search drawer).
 */
export function SearchBox({
  size = 'medium',
  variant = 'dropdown',
  autoFocus = false,
  onNavigate,
}: SearchBoxProps) {
  const navigate = useNavigate();
  const pageQuery = useSearchPageQuery();
  const [query, setQuery] = useState(pageQuery ?? '');
  const [expanded, setExpanded] = useState(false);
  const [options, setOptions] = useState<SearchOption[]>([]);
  const [fetching, setFetching] = useState(false);
  // The active option by identity, so it survives results that arrive after it was chosen
  // (suggestions after products); it is dropped when the option leaves the list.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;

  const isDrawer = variant === 'drawer';
  const trimmed = query.trim();
  const debounced = useDebouncedValue(trimmed, SEARCH.debounceMs);
  const searchable = trimmed.length >= SEARCH.minChars;
  const panelVisible = isDrawer || (expanded && trimmed.length > 0);
  const showResults = panelVisible && searchable;
  const showHint = panelVisible && !searchable;
  const listVisible = showResults && options.length > 0;
  const activeIndex = listVisible && activeKey ? options.findIndex((o) => optionKey(o) === activeKey) : -1;
  const active = options[activeIndex];
  const busy = showResults && (debounced !== trimmed || fetching);

  // The box follows the search page's q (back/forward, links, the page's own 'Did you mean').
  useEffect(() => {
    setQuery(pageQuery ?? '');
    setExpanded(false);
    setActiveKey(null);
  }, [pageQuery]);

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  const collapse = useCallback(() => {
    setExpanded(false);
    setActiveKey(null);
  }, []);

  // A press anywhere outside closes the popup (focus may stay where it was, e.g. on a drag).
  useEffect(() => {
    if (isDrawer || !expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) collapse();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isDrawer, expanded, collapse]);

  const moveActive = (index: number) => {
    const option = options[index];
    setActiveKey(option ? optionKey(option) : null);
  };

  const go = (path: string, nextQuery: string) => {
    collapse();
    setQuery(nextQuery);
    navigate(path);
    onNavigate?.();
  };

  /** Enter / 'View all results': blank input is ignored (docs/product.md#catalogue-and-search). */
  const submit = () => {
    if (!trimmed) return;
    go(searchPath(trimmed), trimmed);
  };

  const choose = (option: SearchOption) => {
    if (option.kind === 'product') go(productPath(option.slug), '');
    else go(searchPath(option.term), option.term);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      if (!panelVisible) {
        if (trimmed) setExpanded(true);
        return;
      }
      if (listVisible) moveActive(nextActiveIndex(activeIndex, options.length, key));
    } else if (key === 'Enter') {
      if (event.nativeEvent.isComposing) return;
      event.preventDefault();
      if (active) choose(active);
      else submit();
    } else if (key === 'Escape') {
      // Escape closes the popup, and once closed clears the text. The drawer's inline list has
      // no popup: Escape leaves the options, otherwise it reaches the drawer, which closes.
      if (!isDrawer && panelVisible) collapse();
      else if (!isDrawer && query) setQuery('');
      else if (isDrawer && active) setActiveKey(null);
      else return;
      event.preventDefault();
      event.stopPropagation();
    }
  };

  // Tabbing out closes the popup; clicks inside it never take focus (onMouseDown below).
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!isDrawer && !rootRef.current?.contains(event.relatedTarget as Node | null)) collapse();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  return (
    <Root ref={rootRef} $variant={variant} onBlur={onBlur}>
      <form action={SEARCH_PAGE_PATH} method="get" onSubmit={onSubmit}>
        <Field $size={size}>
          <Glyph aria-hidden="true" viewBox="0 0 24 24">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </Glyph>
          <Input
            ref={inputRef}
            type="text"
            name="q"
            role="combobox"
            aria-label="Search products"
            aria-autocomplete="list"
            aria-expanded={listVisible}
            aria-controls={listVisible ? listboxId : undefined}
            aria-activedescendant={active?.id}
            aria-describedby={showHint ? hintId : undefined}
            placeholder="Search consoles, PCs, parts…"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            inputMode="search"
            enterKeyHint="search"
            maxLength={100}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setExpanded(true);
              setActiveKey(null);
            }}
            onFocus={() => {
              void loadResults();
              if (trimmed) setExpanded(true);
            }}
            onClick={() => {
              if (trimmed) setExpanded(true);
            }}
            onPointerEnter={() => void loadResults()}
            onKeyDown={onKeyDown}
          />
          {busy && <Spinner size={16} decorative />}
          {query && (
            <ClearButton
              type="button"
              aria-label="Clear search"
              onMouseDown={keepFocus}
              onClick={() => {
                setQuery('');
                setActiveKey(null);
                inputRef.current?.focus();
              }}
            >
              <Glyph aria-hidden="true" viewBox="0 0 24 24" width={16} height={16}>
                <path d="M18 6 6 18M6 6l12 12" />
              </Glyph>
            </ClearButton>
          )}
        </Field>
      </form>
      {panelVisible && (
        <Panel $variant={variant} onMouseDown={keepFocus} data-testid="search-box-panel">
          {showHint && (
            <Hint id={hintId} role="status">
              {MIN_CHARS_HINT}
            </Hint>
          )}
          {showResults && (
            <>
              <PanelBody $variant={variant}>
                <Suspense fallback={<PanelLoading>Searching…</PanelLoading>}>
                  <SearchResults
                    term={debounced}
                    pending={debounced !== trimmed}
                    idPrefix={id}
                    listboxId={listboxId}
                    activeId={active?.id}
                    variant={variant}
                    onOptionsChange={setOptions}
                    onFetchingChange={setFetching}
                    onChoose={choose}
                  />
                </Suspense>
              </PanelBody>
              <ViewAll type="button" onClick={submit}>
                View all results for "{trimmed}"
              </ViewAll>
            </>
          )}
        </Panel>
      )}
    </Root>
  );
}

/** Pressing inside the box must not move focus out of the input (the combobox keeps it). */
function keepFocus(event: MouseEvent) {
  event.preventDefault();
}
