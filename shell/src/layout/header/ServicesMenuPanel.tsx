import type { RefObject } from 'react';
import { Menu, type MenuFocus, MenuLinkItem } from '../menu/Menu';
import { SERVICE_ENTRIES } from './service-entries';

interface ServicesMenuPanelProps {
  id: string;
  open: boolean;
  onClose: () => void;
  anchorRef: RefObject<HTMLElement | null>;
  initialFocus: MenuFocus;
}

/** The Services menu's panel: Repair Services, Game Load Service, Product Discount Request. */
export default function ServicesMenuPanel({
  id,
  open,
  onClose,
  anchorRef,
  initialFocus,
}: ServicesMenuPanelProps) {
  return (
    <Menu
      id={id}
      open={open}
      onClose={onClose}
      anchorRef={anchorRef}
      label="Services"
      initialFocus={initialFocus}
      minWidth={300}
    >
      {SERVICE_ENTRIES.map((entry) => (
        <MenuLinkItem
          key={entry.to}
          to={entry.to}
          icon={entry.icon}
          label={entry.label}
          description={entry.description}
        />
      ))}
    </Menu>
  );
}
