import styled from 'styled-components';

/**
 * The form-level message. role="alert" exists before the text arrives, so screen readers
 * announce each new message at once; an empty alert renders nothing visible.
 */
export function FormAlert({ message, id }: { message: string | null; id?: string }) {
  return (
    <Alert role="alert" id={id}>
      {message ?? ''}
    </Alert>
  );
}

const Alert = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${(p) => p.theme.radii.sm};
  border: 1px solid ${(p) => p.theme.colors.danger};
  background: rgba(255, 93, 93, 0.08);
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSize.sm};
  &:empty { display: none; }
`;
