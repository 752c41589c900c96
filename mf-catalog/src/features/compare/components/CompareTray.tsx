import { useId } from 'react';
import { createPortal } from 'react-dom';
import { Button, ButtonLink, IconButton, productImageSrc } from 'shared';
import { COMPARE_TEXT, compareHref, compareLinkText } from 'shared/contracts';
import { CloseIcon } from 'shared/kit';
import styled, { createGlobalStyle, type DefaultTheme } from 'styled-components';
import { clearCompare, removeCompareItem, useCompareItems } from '../lib/compare-store';

/** The tray's height: the page's end is padded by it while the tray shows, so it hides nothing. */
export const TRAY_HEIGHT = { desktop: 72, mobile: 64 } as const;

export interface CompareTrayProps {
  /**
   * On a phone, the height of the page's own fixed bar the tray sits on as well as the shell's
   * bottom bar (the product page's buy bar), in px.
   */
  mobileBarHeight?: number;
}

/**
 * The compare tray (docs/product.md#catalogue-and-search, "Compare"): while the list holds a
 * product, a bar at the foot of the screen with the products (each with Remove), 'Compare (n)'
 * to the compare page and Clear. Phones (< 768 px): full width above the bottom bar, the products
 * as thumbnails in a row that scrolls sideways. Rendered into <body>: no transformed or clipping
 * ancestor of the page may move or cut a fixed bar.
 */
export function CompareTray({ mobileBarHeight = 0 }: CompareTrayProps) {
  const items = useCompareItems();
  const labelId = useId();
  if (items.length === 0) return null;
  return createPortal(
    <>
      <ReserveTraySpace />
      <Bar role="region" aria-labelledby={labelId} $mobileBarHeight={mobileBarHeight}>
        <Label id={labelId}>{COMPARE_TEXT.trayLabel}</Label>
        <Items>
          {items.map((item) => (
            <Item key={item.slug}>
              <img src={productImageSrc(item.image ?? null)} alt="" width={40} height={40} />
              <Name title={item.name}>{item.name}</Name>
              <IconButton
                label={`Remove ${item.name} from compare`}
                size={32}
                onClick={() => removeCompareItem(item.slug)}
              >
                <CloseIcon size={16} />
              </IconButton>
            </Item>
          ))}
        </Items>
        <Actions>
          <Button variant="ghost" size="sm" aria-label="Clear compare list" onClick={clearCompare}>
            {COMPARE_TEXT.clear}
          </Button>
          <ButtonLink to={compareHref(items.map((i) => i.slug))} size="sm">
            {compareLinkText(items.length)}
          </ButtonLink>
        </Actions>
      </Bar>
    </>,
    document.body,
  );
}

/** Room under the footer's last line for the tray (added at the end of the page, moving nothing above). */
const ReserveTraySpace = createGlobalStyle`
  html body::after {
    content: '';
    display: block;
    height: ${TRAY_HEIGHT.desktop + 24}px;
  }
  ${(p) => p.theme.media.mobile} {
    html body::after {
      height: ${TRAY_HEIGHT.mobile}px;
    }
  }
`;

/** The shell's bottom bar: its row plus its 1 px top border (theme.chrome). */
const bottomBar = (p: { theme: DefaultTheme }) => p.theme.chrome.bottomBarHeight + 1;

const Bar = styled.div<{ $mobileBarHeight: number }>`
  position: fixed;
  left: 50%;
  bottom: 16px;
  z-index: ${(p) => p.theme.zIndex.header - 1};
  display: flex;
  align-items: center;
  gap: 12px;
  width: min(960px, calc(100% - 32px));
  height: ${TRAY_HEIGHT.desktop}px;
  padding: 0 12px 0 16px;
  transform: translateX(-50%);
  border: 1px solid ${(p) => p.theme.colors.borderStrong};
  border-radius: ${(p) => p.theme.radii.md};
  background: rgba(20, 24, 33, 0.98);
  box-shadow: ${(p) => p.theme.shadows.overlay};

  ${(p) => p.theme.media.mobile} {
    left: 0;
    bottom: calc(${(p) => bottomBar(p) + p.$mobileBarHeight}px + env(safe-area-inset-bottom, 0px));
    width: 100%;
    height: ${TRAY_HEIGHT.mobile}px;
    padding: 0 8px 0 12px;
    gap: 8px;
    transform: none;
    border-width: 1px 0 0;
    border-radius: 0;
    box-shadow: ${(p) => p.theme.shadows.raised};
  }
`;

const Label = styled.h2`
  flex: none;
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 700;
  ${(p) => p.theme.media.mobile} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const Items = styled.ul`
  display: flex;
  flex: 1;
  gap: 8px;
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: 6px;
  flex: none;
  padding: 4px 2px 4px 4px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surfaceRaised};

  img {
    flex: none;
    width: 40px;
    height: 40px;
    border-radius: 4px;
    object-fit: cover;
  }
`;

const Name = styled.span`
  max-width: 140px;
  overflow: hidden;
  font-size: ${(p) => p.theme.fontSize.xs};
  text-overflow: ellipsis;
  white-space: nowrap;
  ${(p) => p.theme.media.mobile} {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  flex: none;
`;
