import { createContext, lazy, type ReactNode, Suspense, useContext } from 'react';
import type { CompareItem } from 'shared/contracts';
import styled from 'styled-components';
import { useAfterPageLoad } from '../../hooks/use-after-page-load';
import type { CompareTrayProps } from './components/CompareTray';

/**
 * The compare feature's footprint on cards and catalogue pages: nothing on the server or the
 * first screen; after the window's load event the toggles and the tray come in one small chunk
 * (widgets.tsx). The list lives in localStorage, which the server cannot read, so nothing here
 * may render before hydration anyway.
 */
const loadWidgets = () => import('./widgets');
const LazyCardToggle = lazy(() => loadWidgets().then((m) => ({ default: m.CardCompareToggle })));
const LazyPageToggle = lazy(() => loadWidgets().then((m) => ({ default: m.PageCompareToggle })));
const LazyTray = lazy(() => loadWidgets().then((m) => ({ default: m.CompareTray })));

/**
 * Where cards offer Compare: the catalogue's pages (category, subcategory, search, product), which
 * also show the tray. Cards elsewhere (the home page's carousels, other remotes' lists) leave it
 * out: the home page's JavaScript budget has no room for it (ADR 0005).
 */
const CompareEnabled = createContext(false);

/** A catalogue page: its cards carry Compare, and the tray shows at the foot of the screen. */
export function CompareArea({ children, ...tray }: CompareTrayProps & { children: ReactNode }) {
  const loaded = useAfterPageLoad();
  return (
    <CompareEnabled.Provider value>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <LazyTray {...tray} />
        </Suspense>
      )}
    </CompareEnabled.Provider>
  );
}

/** A card's 'Compare' toggle, inside a CompareArea. */
export function CardCompareSlot({ item }: { item: CompareItem }) {
  const enabled = useContext(CompareEnabled);
  const loaded = useAfterPageLoad();
  if (!enabled || !loaded) return null;
  return (
    <Suspense fallback={null}>
      <LazyCardToggle item={item} />
    </Suspense>
  );
}

/** The product page's 'Add to compare', in a box of its final height (it moves nothing when it comes). */
export function PageCompareSlot({ item }: { item: CompareItem }) {
  const loaded = useAfterPageLoad();
  return (
    <PageToggleBox>
      {loaded && (
        <Suspense fallback={null}>
          <LazyPageToggle item={item} />
        </Suspense>
      )}
    </PageToggleBox>
  );
}

/** The page toggle's height (CompareToggle, variant 'page'). */
const PAGE_TOGGLE_HEIGHT = 40;

const PageToggleBox = styled.div`
  display: flex;
  min-height: ${PAGE_TOGGLE_HEIGHT}px;
`;
