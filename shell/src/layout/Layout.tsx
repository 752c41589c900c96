import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { loadOverlayViews, Toaster, useHydrated, useIsMobile, useSession } from 'shared';
import styled from 'styled-components';
import { AuthModalHost } from '../auth/AuthModalHost';
import { AppStatusBar } from '../features/app-status';
import { FocusOnPageEntry } from '../navigation/FocusOnPageEntry';
import { ScrollToTop } from '../navigation/ScrollToTop';
import { RemoteWidget } from '../remotes/RemoteWidget';
import { subscribeBadgeCounts, useChrome } from './chrome-store';
import { Footer, TOP_ANCHOR_ID } from './footer/Footer';
import { Header } from './header/Header';
import { forceGeneralOffAfterRouteChange } from './loading-flags';
import { MobileBottomBar } from './mobile/MobileBottomBar';
import { LoadingOverlayGate } from './overlay/LoadingOverlayGate';
import { startSessionSync } from './session-sync';

// The drawers' chunk and the open modal's code (`shared`'s overlay views) load side by side.
const ChromeDrawers = lazy(() =>
  Promise.all([import('./drawers/ChromeDrawers'), loadOverlayViews().catch(() => {})]).then(
    ([module]) => module,
  ),
);

export const MAIN_ID = 'main';

/** Effects of a route change: close drawers, and the general-loading rule (docs/product.md#common-rules). */
function useRouteChangeEffects(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname change is the trigger
  useEffect(() => {
    useChrome.getState().closePanel();
    return forceGeneralOffAfterRouteChange();
  }, [pathname]);
}

/** The drawers' code loads the first time one opens and then stays (for closing animations). */
function useDrawersWanted(): boolean {
  const panel = useChrome((s) => s.panel);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (panel) setWanted(true);
  }, [panel]);
  return wanted || panel !== null;
}

/**
 * The profile dialog listens for 'profile:open'; only a signed-in user can open it. Its own
 * component, so the session showing after hydration re-renders this slot, not the whole chrome.
 */
function ProfileDialogSlot() {
  const hydrated = useHydrated();
  const signedIn = useSession((s) => s.status === 'authenticated');
  return hydrated && signedIn ? (
    <RemoteWidget remote="mf_account" module="./ProfileDialog" quietOnError />
  ) : null;
}

/** The site chrome around every page of the shell and the remotes. */
export function Layout() {
  const isMobile = useIsMobile();
  const drawersWanted = useDrawersWanted();
  useRouteChangeEffects();
  useEffect(subscribeBadgeCounts, []);
  useEffect(startSessionSync, []);

  return (
    <>
      <Top id={TOP_ANCHOR_ID} tabIndex={-1} />
      <SkipLink href={`#${MAIN_ID}`}>Skip to content</SkipLink>
      <ScrollToTop />
      <FocusOnPageEntry />
      <Header />
      <AppStatusBar />
      <Main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      {isMobile && <MobileBottomBar />}
      {drawersWanted && (
        <Suspense fallback={null}>
          <ChromeDrawers />
        </Suspense>
      )}
      <ProfileDialogSlot />
      <AuthModalHost />
      <Toaster />
      <LoadingOverlayGate />
    </>
  );
}

const Top = styled.span`
  position: absolute;
  top: 0;
  left: 0;
  width: 1px;
  height: 1px;
  outline: none;
`;

const SkipLink = styled.a`
  position: fixed;
  top: 8px;
  left: 8px;
  z-index: ${(p) => p.theme.zIndex.toast};
  padding: 10px 16px;
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.primaryFill};
  color: ${(p) => p.theme.colors.primaryText};
  font-weight: 700;
  text-decoration: none;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

const Main = styled.main`
  display: block;
  min-height: calc(100vh - 112px);
  outline: none;

  ${(p) => p.theme.media.mobile} {
    min-height: calc(100vh - 60px);
  }
`;
