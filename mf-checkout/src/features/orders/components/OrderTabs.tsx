import { type KeyboardEvent, useRef } from 'react';
import type { OrderStatusGroup } from 'shared/contracts';
import styled from 'styled-components';

export const ORDER_TABS: { id: OrderStatusGroup; label: string }[] = [
  { id: 'active', label: 'Active Orders' },
  { id: 'completed', label: 'Completed Orders' },
];

export const tabId = (id: OrderStatusGroup) => `orders-tab-${id}`;
export const PANEL_ID = 'orders-panel';

/** WAI-ARIA tabs: arrows move between them and select (automatic activation). */
export function OrderTabs({
  value,
  onChange,
}: {
  value: OrderStatusGroup;
  onChange: (v: OrderStatusGroup) => void;
}) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const index = ORDER_TABS.findIndex((t) => t.id === value);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = ORDER_TABS[(index + step + ORDER_TABS.length) % ORDER_TABS.length];
    if (!next) return;
    onChange(next.id);
    refs.current[next.id]?.focus();
  };
  return (
    <List role="tablist" aria-label="Orders" onKeyDown={onKeyDown}>
      {ORDER_TABS.map((tab) => {
        const selected = tab.id === value;
        return (
          <Tab
            key={tab.id}
            ref={(el) => {
              refs.current[tab.id] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={selected}
            aria-controls={PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </Tab>
        );
      })}
    </List>
  );
}

const List = styled.div`
  display: flex;
  gap: 4px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  ${(p) => p.theme.media.mobile} {
    flex: 1 1 100%;
  }
`;

const Tab = styled.button`
  flex: 0 1 auto;
  height: 44px;
  padding: 0 16px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${(p) => p.theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${(p) => p.theme.colors.text};
    border-bottom-color: ${(p) => p.theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: -2px;
  }
  ${(p) => p.theme.media.mobile} {
    flex: 1 1 0;
    padding: 0 6px;
    font-size: ${(p) => p.theme.fontSize.sm};
  }
`;
