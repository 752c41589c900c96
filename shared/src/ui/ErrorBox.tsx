import styled from 'styled-components';

const Box = styled.div`
  border: 1px solid ${(p) => p.theme.colors.danger};
  background: rgba(255, 93, 93, 0.08);
  color: ${(p) => p.theme.colors.text};
  border-radius: ${(p) => p.theme.radii.md};
  padding: 16px 20px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  align-items: flex-start;
`;

const Title = styled.strong`
  color: ${(p) => p.theme.colors.danger};
`;

const RetryButton = styled.button`
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
  padding: 6px 14px;
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${(p) => p.theme.colors.primary}; outline-offset: 2px; }
`;

export interface ErrorBoxProps {
  title?: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorBox({ title = 'Error', message, onRetry, retryLabel = 'Retry' }: ErrorBoxProps) {
  return (
    <Box role="alert">
      <Title>{title}</Title>
      <span>{message}</span>
      {onRetry && (
        <RetryButton type="button" onClick={onRetry}>
          {retryLabel}
        </RetryButton>
      )}
    </Box>
  );
}
