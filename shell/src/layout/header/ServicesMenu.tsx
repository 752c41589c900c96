import { lazy, Suspense, useId, useRef, useState } from 'react';
import { ChevronDownIcon, WrenchIcon } from 'shared';
import { type MenuFocus, menuButtonProps } from '../menu/menu-button';
import { NavButton } from './HeaderLink';

// The panel's code loads on first open: the button is all the first paint needs.
const ServicesMenuPanel = lazy(() => import('./ServicesMenuPanel'));

/** Header 'Services' menu button: Repair Services, Game Load Service, Product Discount Request. */
export function ServicesMenu() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [initialFocus, setInitialFocus] = useState<MenuFocus>('first');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;

  return (
    <>
      <NavButton
        ref={buttonRef}
        {...menuButtonProps({
          id: buttonId,
          menuId,
          open,
          setOpen: (next) => {
            if (next) setOpened(true);
            setOpen(next);
          },
          setInitialFocus,
        })}
      >
        <WrenchIcon size={18} />
        Services
        <ChevronDownIcon size={16} />
      </NavButton>
      {opened && (
        <Suspense fallback={null}>
          <ServicesMenuPanel
            id={menuId}
            open={open}
            onClose={() => setOpen(false)}
            anchorRef={buttonRef}
            initialFocus={initialFocus}
          />
        </Suspense>
      )}
    </>
  );
}
