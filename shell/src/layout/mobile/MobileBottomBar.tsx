import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  CartIcon,
  capBadge,
  cartTooltip,
  GridIcon,
  HomeIcon,
  SearchIcon,
  theme,
  useSession,
  WrenchIcon,
} from 'shared';
import styled, { createGlobalStyle } from 'styled-components';
import { CART_PATH } from '../../navigation/nav-items';
import { RemoteWidget } from '../../remotes/RemoteWidget';
import { type ChromePanel, useChrome } from '../chrome-store';
import { CountBadge, WidgetSlot } from '../header/HeaderLink';

export const BOTTOM_BAR_HEIGHT = theme.chrome.bottomBarHeight;

/** Keeps the page's last lines clear of the fixed bar (and of the iPhone home indicator). */
const BodyPadding = createGlobalStyle`
  body { padding-bottom: calc(${BOTTOM_BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px)); }
`;

/**
 * Mobile bottom bar (< 768 px): Home, Catalog, Search, Services, Cart. The three middle items
 * open the shared catalogue, search and services drawers. The layout renders it on mobile only.
 */
export function MobileBottomBar() {
  const { pathname } = useLocation();
  const panel = useChrome((s) => s.panel);
  const openPanel = useChrome((s) => s.openPanel);
  const cartCount = useChrome((s) => s.cartCount);
  const signedIn = useSession((s) => s.status === 'authenticated');

  const panelItem = (name: ChromePanel, label: string, icon: ReactNode) => (
    <li>
      <Item
        as="button"
        type="button"
        aria-haspopup="dialog"
        aria-expanded={panel === name}
        aria-current={panel === name ? 'true' : undefined}
        onClick={() => openPanel(name)}
      >
        {icon}
        <span>{label}</span>
      </Item>
    </li>
  );

  const homeActive = pathname === '/' && panel === null;
  const cartActive = pathname === CART_PATH && panel === null;
  const badge = capBadge(cartCount);

  return (
    <>
      <BodyPadding />
      <Bar aria-label="Mobile navigation">
        <List>
          <li>
            <Item as={Link} to="/" aria-current={homeActive ? 'page' : undefined}>
              <HomeIcon />
              <span>Home</span>
            </Item>
          </li>
          {panelItem('catalog', 'Catalog', <GridIcon />)}
          {panelItem('search', 'Search', <SearchIcon />)}
          {panelItem('services', 'Services', <WrenchIcon />)}
          <li>
            <Item
              as={Link}
              to={CART_PATH}
              aria-current={cartActive ? 'page' : undefined}
              aria-label={signedIn ? `Cart, ${cartTooltip(cartCount)}` : undefined}
            >
              <IconWrap>
                <CartIcon />
                {signedIn && badge && (
                  <CartBadge aria-hidden="true" data-testid="count-badge" data-count={badge} />
                )}
              </IconWrap>
              <span>Cart</span>
              {signedIn && (
                <WidgetSlot>
                  <RemoteWidget remote="mf_checkout" module="./CartBadge" quietOnError />
                </WidgetSlot>
              )}
            </Item>
          </li>
        </List>
      </Bar>
    </>
  );
}

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${(p) => p.theme.zIndex.header};
  padding-bottom: env(safe-area-inset-bottom, 0px);
  background: rgba(20, 24, 33, 0.96);
  backdrop-filter: blur(12px);
  border-top: 1px solid ${(p) => p.theme.colors.border};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  height: ${BOTTOM_BAR_HEIGHT}px;
  margin: 0;
  padding: 0 4px;
  list-style: none;
`;

const Item = styled.a`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 3px;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${(p) => p.theme.colors.textMuted};
  font: inherit;
  font-size: 11px;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  svg {
    width: 22px;
    height: 22px;
  }
  &[aria-current] {
    color: ${(p) => p.theme.colors.primary};
  }
  &[aria-current]::before {
    content: '';
    position: absolute;
    top: 0;
    left: 30%;
    right: 30%;
    height: 3px;
    border-radius: 0 0 3px 3px;
    background: ${(p) => p.theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: -4px;
    border-radius: 10px;
  }
`;

const IconWrap = styled.span`
  position: relative;
  display: inline-flex;
`;

const CartBadge = styled(CountBadge)`
  top: -6px;
  right: -10px;
`;
