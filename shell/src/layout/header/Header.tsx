import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  bus,
  CartIcon,
  cartTooltip,
  GridIcon,
  HeadsetIcon,
  HeartIcon,
  pluralize,
  Skeleton,
  theme,
  UserIcon,
  useHydrated,
  useIsMobile,
  useSession,
} from 'shared';
import styled, { useTheme } from 'styled-components';
import { wantsNewTab } from '../../navigation/middle-click';
import { NavigationProgress } from '../../navigation/NavigationProgress';
import { CART_PATH, LOGIN_PATH, SUPPORT_PATH, WISHLIST_PATH } from '../../navigation/nav-items';
import { RemoteWidget } from '../../remotes/RemoteWidget';
import { useChrome } from '../chrome-store';
import { IconLink, NavButton, NavLabel, NavLinkButton } from './HeaderLink';
import { Logo } from './Logo';
import { PromoPopover } from './PromoPopover';
import { ServicesMenu } from './ServicesMenu';

// Signed-in users only: guests never download it.
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

export const HEADER_HEIGHT = theme.chrome.headerHeight;

/**
 * Site header (docs/product.md#layout-and-home-page). Desktop: brand, search, offers, support and
 * the account cluster on top; catalogue and services below. Mobile (< 768 px): one row; catalogue,
 * search, services and cart live in the bottom bar.
 */
export function Header() {
  const isMobile = useIsMobile();
  return (
    <Bar>
      <Row>
        <Logo compact={isMobile} />
        {!isMobile && <SearchSlot />}
        <Actions>
          <PromoPopover />
          <SupportLink isMobile={isMobile} />
          <AccountCluster isMobile={isMobile} />
        </Actions>
      </Row>
      {!isMobile && (
        <SubRow aria-label="Main">
          <CatalogButton />
          <ServicesMenu />
          <SubRowNote>Consoles · Gaming PCs · PC parts · Repairs</SubRowNote>
        </SubRow>
      )}
      <NavigationProgress />
    </Bar>
  );
}

function SupportLink({ isMobile }: { isMobile: boolean }) {
  const { pathname } = useLocation();
  return (
    <NavLinkButton
      to={SUPPORT_PATH}
      aria-current={pathname === SUPPORT_PATH ? 'page' : undefined}
      aria-label={isMobile ? 'Support' : undefined}
      title="Support"
      style={isMobile ? { width: 36, padding: 0, justifyContent: 'center' } : undefined}
    >
      <HeadsetIcon size={18} />
      {!isMobile && <NavLabel>Support</NavLabel>}
    </NavLinkButton>
  );
}

/** Catalogue side panel button: opens the left drawer with catalog's `./CatalogPanel`. */
function CatalogButton() {
  const panel = useChrome((s) => s.panel);
  const openPanel = useChrome((s) => s.openPanel);
  return (
    <NavButton
      type="button"
      aria-haspopup="dialog"
      aria-expanded={panel === 'catalog'}
      onClick={() => openPanel('catalog')}
    >
      <GridIcon size={18} />
      Shop Catalog
    </NavButton>
  );
}

/** Desktop search: catalog's `./SearchBox`; the slot keeps its size while the remote loads. */
function SearchSlot() {
  const theme = useTheme();
  return (
    <SearchArea role="search" aria-label="Products">
      <RemoteWidget
        remote="mf_catalog"
        module="./SearchBox"
        props={{ size: 'medium' }}
        quietOnError
        placeholderStyle={{
          height: 40,
          width: '100%',
          borderRadius: theme.radii.md,
          border: `1px solid ${theme.colors.border}`,
          background: theme.colors.surface,
        }}
      />
    </SearchArea>
  );
}

/**
 * Wishlist, cart and account: their width is reserved up front (the session resolves after the
 * first paint), so the buttons appearing never push the rest of the header.
 */
function AccountCluster({ isMobile }: { isMobile: boolean }) {
  // The server renders every page for a guest; the visitor's own session shows after hydration.
  const sessionStatus = useSession((s) => s.status);
  const status = useHydrated() ? sessionStatus : 'anonymous';
  const user = useSession((s) => s.user);
  const cartCount = useChrome((s) => s.cartCount);
  const wishlistCount = useChrome((s) => s.wishlistCount);
  const { pathname } = useLocation();

  let content: React.ReactNode;
  if (status === 'loading') {
    content = <Skeleton width={isMobile ? 72 : 120} height={36} radius="10px" />;
  } else if (status === 'authenticated' && user) {
    content = (
      <>
        <IconLink
          to={WISHLIST_PATH}
          label={`Wishlist, ${pluralize(wishlistCount, 'item')}`}
          tooltip="Wishlist"
          count={wishlistCount}
          size={isMobile ? 36 : 40}
          icon={<HeartIcon />}
          aria-current={pathname === WISHLIST_PATH ? 'page' : undefined}
          widget={<RemoteWidget remote="mf_account" module="./WishlistBadge" quietOnError />}
        />
        {!isMobile && (
          <IconLink
            to={CART_PATH}
            label={cartTooltip(cartCount)}
            count={cartCount}
            icon={<CartIcon />}
            aria-current={pathname === CART_PATH ? 'page' : undefined}
            widget={<RemoteWidget remote="mf_checkout" module="./CartBadge" quietOnError />}
          />
        )}
        <Suspense fallback={<Skeleton width={120} height={36} />}>
          <AccountMenu user={user} />
        </Suspense>
      </>
    );
  } else {
    content = (
      <LoginLink to={LOGIN_PATH} state={{ from: pathname }} aria-haspopup="dialog" onClick={openLogin}>
        <UserIcon size={18} />
        Login
      </LoginLink>
    );
  }
  return <Cluster data-testid="account-cluster">{content}</Cluster>;
}

/**
 * The Login link opens the modal over the current page; it stays a link to /login so a new tab
 * (middle or modified click) still reaches the login gate.
 */
function openLogin(event: React.MouseEvent<HTMLAnchorElement>): void {
  if (wantsNewTab(event)) return;
  event.preventDefault();
  bus.emit('auth:login-required', {});
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${(p) => p.theme.zIndex.header};
  background: rgba(11, 13, 18, 0.88);
  backdrop-filter: saturate(140%) blur(12px);
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  max-width: 1280px;
  height: 64px;
  margin: 0 auto;
  padding: 0 24px;

  ${(p) => p.theme.media.tablet} {
    gap: 12px;
  }
  ${(p) => p.theme.media.mobile} {
    height: ${HEADER_HEIGHT.mobile}px;
    gap: 4px;
    padding: 0 8px 0 12px;
  }
`;

const SearchArea = styled.div`
  flex: 1 1 auto;
  max-width: 620px;
  min-width: 200px;
  height: 40px;
  margin: 0 auto;
  ${(p) => p.theme.media.tablet} {
    min-width: 160px;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  margin-left: auto;
  flex: 0 1 auto;
  min-width: 0;
`;

const Cluster = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 4px;
  min-width: 280px;
  height: 40px;

  /* Wishlist, cart and an account button whose name is cut short (AccountMenu's Name). */
  ${(p) => p.theme.media.tablet} {
    min-width: 240px;
  }
  ${(p) => p.theme.media.mobile} {
    min-width: 72px;
    flex: 0 1 auto;
    gap: 2px;
  }
`;

const LoginLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 38px;
  padding: 0 16px;
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.primaryFill};
  color: ${(p) => p.theme.colors.primaryText};
  font-size: 14px;
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${(p) => p.theme.colors.primaryFillHover};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
  ${(p) => p.theme.media.mobile} {
    height: 36px;
    padding: 0 12px;
  }
`;

const SubRow = styled.nav`
  display: flex;
  align-items: center;
  gap: 4px;
  max-width: 1280px;
  height: 48px;
  margin: 0 auto;
  padding: 0 16px 4px;
`;

const SubRowNote = styled.span`
  margin-left: auto;
  padding-right: 8px;
  font-size: 13px;
  color: ${(p) => p.theme.colors.textMuted};
  @media (max-width: 1023px) {
    display: none;
  }
`;
