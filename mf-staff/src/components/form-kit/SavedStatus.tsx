import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The line that says a staff form was saved ('Product saved.'): always present as a status, so
 * a screen reader announces the words when they appear; empty until then.
 */
export function SavedStatus({ children }: { children?: ReactNode }) {
  return <Status role="status">{children}</Status>;
}

const Status = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${(p) => p.theme.colors.success};
`;
