import type { ReactNode } from 'react';
import { GamepadIcon, TagIcon, WrenchIcon } from 'shared';
import { SERVICE_LINKS } from '../../navigation/nav-items';

export interface ServiceEntry {
  label: string;
  to: string;
  description: string;
  icon: ReactNode;
}

const DETAILS: Record<string, { description: string; icon: ReactNode }> = {
  '/repair-home': { description: 'Pickup, repair and ship back for consoles and PCs', icon: <WrenchIcon /> },
  '/game-load-service': { description: 'Games loaded onto your PS4 or PS5', icon: <GamepadIcon /> },
  '/product-discount-request': {
    description: 'Found it cheaper on Amazon.in or Flipkart.in? Ask us',
    icon: <TagIcon />,
  },
};

/**
 * The three service entries (in the order of docs/product.md) with the icon and one-line hint the
 * menus show.
 */
export const SERVICE_ENTRIES: readonly ServiceEntry[] = SERVICE_LINKS.map((link) => ({
  ...link,
  description: DETAILS[link.to]?.description ?? '',
  icon: DETAILS[link.to]?.icon ?? null,
}));
