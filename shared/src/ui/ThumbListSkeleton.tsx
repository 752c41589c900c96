import styled from 'styled-components';
import { Skeleton } from './Skeleton';
import { VisuallyHidden } from './VisuallyHidden';

/** Placeholder rows (thumbnail and two lines) of a product list while it loads; announced once. */
export function ThumbListSkeleton({
  label,
  rows = 3,
  thumb = 88,
}: {
  label: string;
  rows?: number;
  thumb?: number;
}) {
  return (
    <>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {Array.from({ length: rows }, (_, i) => `row-${i}`).map((key) => (
        <Row key={key}>
          <Skeleton width={thumb} height={thumb} />
          <div>
            <Skeleton width="70%" height={18} />
            <Skeleton width="30%" height={16} />
          </div>
        </Row>
      ))}
    </>
  );
}

const Row = styled.div`
  display: flex;
  gap: 16px;
  padding: 16px 0;
  > div {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
`;
