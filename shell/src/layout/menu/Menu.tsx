import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
} from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Popover } from 'shared';
import styled, { css } from 'styled-components';

import type { MenuFocus } from './menu-button';

export type { MenuFocus } from './menu-button';
export { menuButtonProps } from './menu-button';

const ITEM_SELECTOR = '[role="menuitem"]:not([aria-disabled="true"])';

function items(root: HTMLElement | null): HTMLElement[] {
  return root ? Array.from(root.querySelectorAll<HTMLElement>(ITEM_SELECTOR)) : [];
}

interface MenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  anchorRef: RefObject<HTMLElement | null>;
  /** Accessible name of the menu (the button's text). */
  label: string;
  /** Item that takes focus when the menu opens (ArrowUp on the button opens at the last). */
  initialFocus?: MenuFocus;
  placement?: 'bottom-start' | 'bottom-end';
  children: ReactNode;
  minWidth?: number;
}

/**
 * A WAI-ARIA menu in a popover: focus moves into it on open, ArrowUp/ArrowDown cycle, Home/End
 * jump, Escape closes and gives focus back to the button, Tab closes and moves on, choosing an
 * item closes the menu.
 */
export function Menu({
  id,
  open,
  onClose,
  anchorRef,
  label,
  initialFocus = 'first',
  placement = 'bottom-start',
  minWidth = 240,
  children,
}: MenuProps) {
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    // Runs after the popover's own layout effect (which focuses the panel): move to an item.
    const all = items(listRef.current);
    (initialFocus === 'last' ? all.at(-1) : all[0])?.focus({ preventScroll: true });
  }, [open, initialFocus]);

  const closeAndRefocus = () => {
    onClose();
    anchorRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items(listRef.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => all[(i + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index < 0 ? -1 : index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(-1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        closeAndRefocus();
        break;
      case 'Tab':
        onClose();
        break;
    }
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest(ITEM_SELECTOR)) onClose();
  };

  return (
    <Popover
      open={open}
      onClose={onClose}
      anchorRef={anchorRef}
      placement={placement}
      role="menu"
      id={id}
      label={label}
    >
      <MenuList ref={listRef} onKeyDown={onKeyDown} onClick={onClick} style={{ minWidth }}>
        {children}
      </MenuList>
    </Popover>
  );
}

const MenuList = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

export const menuItemStyles = css`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 40px;
  padding: 8px 12px;
  border: 0;
  border-radius: ${(p) => p.theme.radii.sm};
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: 14px;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  svg {
    flex: none;
    color: ${(p) => p.theme.colors.textMuted};
  }
  &:hover,
  &:focus-visible {
    background: ${(p) => p.theme.colors.surfaceRaised};
    outline: none;
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${(p) => p.theme.colors.primary};
  }
  &:hover svg,
  &:focus-visible svg {
    color: ${(p) => p.theme.colors.primary};
  }
`;

const ItemLink = styled(Link)`
  ${menuItemStyles}
`;

const ItemButton = styled.button`
  ${menuItemStyles}
`;

const ItemText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  > span {
    font-weight: 500;
  }
  small {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: 12px;
    line-height: 1.35;
  }
`;

interface ItemContentProps {
  icon?: ReactNode;
  label: ReactNode;
  description?: string;
}

function ItemContent({ icon, label, description }: ItemContentProps) {
  return (
    <>
      {icon}
      <ItemText>
        <span>{label}</span>
        {description && <small>{description}</small>}
      </ItemText>
    </>
  );
}

export function MenuLinkItem({
  icon,
  label,
  description,
  ...rest
}: ItemContentProps & Omit<LinkProps, 'children'>) {
  return (
    <ItemLink {...rest} role="menuitem" tabIndex={-1}>
      <ItemContent icon={icon} label={label} description={description} />
    </ItemLink>
  );
}

export function MenuButtonItem({
  icon,
  label,
  description,
  onSelect,
}: ItemContentProps & { onSelect: () => void }) {
  return (
    <ItemButton type="button" role="menuitem" tabIndex={-1} onClick={onSelect}>
      <ItemContent icon={icon} label={label} description={description} />
    </ItemButton>
  );
}

/** A labelled group of items ('Order & Service History'). */
export function MenuGroup({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Group role="group" aria-labelledby={id}>
      <GroupLabel id={id} role="presentation">
        {label}
      </GroupLabel>
      {children}
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding-top: 6px;
  margin-top: 4px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
`;

const GroupLabel = styled.div`
  padding: 4px 12px;
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${(p) => p.theme.colors.textMuted};
`;

export const MenuSeparator = styled.div.attrs({ role: 'separator' })`
  height: 1px;
  margin: 4px 0;
  background: ${(p) => p.theme.colors.border};
`;
