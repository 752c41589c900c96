import { useId, useRef, useState } from 'react';
import { ChevronDownIcon, WrenchIcon } from '../icons';
import { Menu, type MenuFocus, MenuLinkItem, menuButtonProps } from '../menu/Menu';
import { NavButton } from './HeaderLink';
import { SERVICE_ENTRIES } from './service-entries';

/** Header 'Services' menu button: Repair Services, Game Load Service, Product Discount Request. */
export function ServicesMenu() {
  const [open, setOpen] = useState(false);
  const [initialFocus, setInitialFocus] = useState<MenuFocus>('first');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;

  return (
    <>
      <NavButton
        ref={buttonRef}
        {...menuButtonProps({ id: buttonId, menuId, open, setOpen, setInitialFocus })}
      >
        <WrenchIcon size={18} />
        Services
        <ChevronDownIcon size={16} />
      </NavButton>
      <Menu
        id={menuId}
        open={open}
        onClose={() => setOpen(false)}
        anchorRef={buttonRef}
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
    </>
  );
}
