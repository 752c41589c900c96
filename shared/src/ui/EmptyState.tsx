import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 40px 16px;
  text-align: center;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Title = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.lg};
  font-weight: 600;
  color: ${(p) => p.theme.colors.text};
`;

const Message = styled.p`
  margin: 0;
  max-width: 48ch;
`;

export interface EmptyStateProps {
  /** The text of docs/product.md, e.g. 'Your wishlist is empty', 'No results found'. */
  title: string;
  message?: string;
  /** A button or link, e.g. 'Continue Shopping'. */
  action?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ title, message, action, icon }: EmptyStateProps) {
  return (
    <Box role="status">
      {icon && <span aria-hidden="true">{icon}</span>}
      <Title>{title}</Title>
      {message && <Message>{message}</Message>}
      {action && <div>{action}</div>}
    </Box>
  );
}
