/**
 * The compare pieces loaded after the page has loaded (slots.tsx): a card's toggle, the product
 * page's toggle and the tray. One chunk, off every first screen.
 */
import type { CompareItem } from 'shared/contracts';
import styled from 'styled-components';
import { CompareToggle } from './components/CompareToggle';

export { CompareTray } from './components/CompareTray';

export function CardCompareToggle({ item }: { item: CompareItem }) {
  return <CardToggle item={item} variant="card" />;
}

export function PageCompareToggle({ item }: { item: CompareItem }) {
  return <CompareToggle item={item} variant="page" />;
}

const CardToggle = styled(CompareToggle)`
  pointer-events: auto;
`;
