import { useId, useRef, useState } from 'react';
import {
  bus,
  ChevronDownIcon,
  GridIcon,
  HeartIcon,
  type SessionUser,
  UserIcon,
  userText,
  VisuallyHidden,
} from 'shared';
// Icons only this menu draws come from the kit, so they load with the menu (signed-in visitors)
// instead of in `shared`'s chunk on every first load (ADR 5).
import { HistoryIcon, LogOutIcon, PackageIcon } from 'shared/kit';
import styled from 'styled-components';
import { useIsStaff } from '../../auth/staff';
import { HISTORY_LINKS, STAFF_PATH, WISHLIST_PATH } from '../../navigation/nav-items';
import {
  Menu,
  MenuButtonItem,
  type MenuFocus,
  MenuGroup,
  MenuLinkItem,
  MenuSeparator,
  menuButtonProps,
} from '../menu/Menu';
import { displayNameOf, useDisplayName } from './display-name';
import { NavButton } from './HeaderLink';
import { logout } from './logout';

/** Account panel of a signed-in user (docs/product.md#layout-and-home-page). */
export function AccountMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const [initialFocus, setInitialFocus] = useState<MenuFocus>('first');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const shown = useDisplayName(user);
  const fullName = displayNameOf(user);
  // Staff accounts get the console's entry (docs/product.md#staff-console); asked once the menu
  // first opens, so a shopper's page load makes no extra request.
  const [asked, setAsked] = useState(false);
  if (open && !asked) setAsked(true);
  const { isStaff } = useIsStaff(asked);

  return (
    <>
      <AccountButton
        ref={buttonRef}
        {...menuButtonProps({ id: buttonId, menuId, open, setOpen, setInitialFocus })}
        title={fullName}
      >
        <Avatar aria-hidden="true">{fullName.charAt(0).toUpperCase()}</Avatar>
        {/* Named by its visible text plus this prefix (WCAG 2.5.3: the label must be in the name). */}
        <VisuallyHidden>Account: </VisuallyHidden>
        <Name>{shown}</Name>
        <Chevron size={16} />
      </AccountButton>
      <Menu
        id={menuId}
        open={open}
        onClose={() => setOpen(false)}
        anchorRef={buttonRef}
        label="Account"
        initialFocus={initialFocus}
        placement="bottom-end"
        minWidth={260}
      >
        <Who role="presentation">
          <strong>{fullName}</strong>
          {user.email && <span>{user.email}</span>}
        </Who>
        <MenuButtonItem
          icon={<UserIcon size={18} />}
          label="Profile"
          onSelect={() => bus.emit('profile:open', {})}
        />
        <MenuLinkItem icon={<HeartIcon size={18} />} label="Wishlist" to={WISHLIST_PATH} />
        <MenuGroup id={`${id}-history`} label="Order & Service History">
          {HISTORY_LINKS.map((link, i) => (
            <MenuLinkItem
              key={link.to}
              to={link.to}
              label={link.label}
              icon={i === 0 ? <PackageIcon size={18} /> : <HistoryIcon size={18} />}
            />
          ))}
        </MenuGroup>
        {isStaff && (
          <>
            <MenuSeparator />
            <MenuLinkItem icon={<GridIcon size={18} />} label="Staff" to={STAFF_PATH} />
          </>
        )}
        <MenuSeparator />
        <MenuButtonItem icon={<LogOutIcon size={18} />} label="Logout" onSelect={() => void logout()} />
      </Menu>
    </>
  );
}

const AccountButton = styled(NavButton)`
  padding: 0 8px 0 4px;
  gap: 6px;
  min-width: 0;
  max-width: 100%;
  ${(p) => p.theme.media.mobile} {
    padding: 0 4px;
  }
`;

const Chevron = styled(ChevronDownIcon)`
  ${(p) => p.theme.media.mobile} {
    display: none;
  }
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 30px;
  height: 30px;
  ${(p) => p.theme.media.mobile} {
    width: 28px;
    height: 28px;
  }
  border-radius: 50%;
  background: linear-gradient(135deg, ${(p) => p.theme.colors.primary}, #8b5cf6);
  color: #fff;
  font-size: 14px;
  font-weight: 700;
`;

const Name = styled.span`
  min-width: 0;
  max-width: 12rem;
  overflow: hidden;
  text-overflow: ellipsis;
  font-weight: 600;
  ${(p) => p.theme.media.tablet} {
    max-width: 6rem;
  }
  ${(p) => p.theme.media.mobile} {
    font-size: 13px;
  }
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  padding: 8px 12px 10px;
  margin-bottom: 4px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  min-width: 0;

  strong {
    ${userText}
    font-size: 14px;
  }
  span {
    font-size: 12px;
    color: ${(p) => p.theme.colors.textMuted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
