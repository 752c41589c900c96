import styled from 'styled-components';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';

/** The timeline's place while its view or its events load. */
export function TimelineSkeleton() {
  return (
    <Busy aria-busy="true">
      <VisuallyHidden role="status">Loading updates...</VisuallyHidden>
      <Skeleton height={18} width="40%" />
      <Skeleton height={48} />
    </Busy>
  );
}

const Busy = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
