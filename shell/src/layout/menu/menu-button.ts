import type { KeyboardEvent } from 'react';

/** Item that takes focus when a menu opens (ArrowUp on the button opens at the last). */
export type MenuFocus = 'first' | 'last';

/**
 * Props for the button that opens a menu: ArrowDown/ArrowUp open it (at the first / last item),
 * Enter/Space/click toggle.
 */
export function menuButtonProps(opts: {
  id: string;
  menuId: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  setInitialFocus: (focus: MenuFocus) => void;
}) {
  return {
    id: opts.id,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': opts.open,
    'aria-controls': opts.open ? opts.menuId : undefined,
    onClick: () => {
      opts.setInitialFocus('first');
      opts.setOpen(!opts.open);
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        opts.setInitialFocus(event.key === 'ArrowDown' ? 'first' : 'last');
        opts.setOpen(true);
      }
    },
  };
}
