import { type KeyboardEvent, useRef } from 'react';
import styled from 'styled-components';

export type AuthTab = 'login' | 'register';
const TABS: readonly { id: AuthTab; label: string }[] = [
  { id: 'login', label: 'Login' },
  { id: 'register', label: 'Register' },
];

export const tabId = (tab: AuthTab) => `auth-tab-${tab}`;
export const PANEL_ID = 'auth-tabpanel';

/** WAI-ARIA tabs: arrows, Home and End move between Login and Register (automatic activation). */
export function AuthTabs({ selected, onSelect }: { selected: AuthTab; onSelect: (tab: AuthTab) => void }) {
  const refs = useRef<Partial<Record<AuthTab, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((t) => t.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[(target + TABS.length) % TABS.length]?.id ?? 'login';
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <List role="tablist" aria-label="Account" onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <Tab
          key={tab.id}
          ref={(el) => {
            refs.current[tab.id] = el;
          }}
          type="button"
          role="tab"
          id={tabId(tab.id)}
          aria-selected={tab.id === selected}
          aria-controls={PANEL_ID}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}

const List = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 4px;
  padding: 4px;
  margin-bottom: 16px;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.bg};
`;

const Tab = styled.button`
  min-height: 40px;
  font: inherit;
  font-weight: 600;
  color: ${(p) => p.theme.colors.textMuted};
  background: transparent;
  border: 0;
  border-radius: ${(p) => p.theme.radii.sm};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.colors.primary}; outline-offset: 2px; }
`;
