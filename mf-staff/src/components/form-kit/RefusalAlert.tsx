import { userText } from 'shared';
import styled from 'styled-components';

/**
 * Why the database refused a staff form, under the form with nothing typed lost:
 * '<strong>The product was not saved:</strong> <message>'. Nothing while there is no refusal;
 * `id` lets the form point at it with aria-describedby.
 */
export function RefusalAlert({ id, lead, message }: { id: string; lead: string; message: string | null }) {
  if (!message) return null;
  return (
    <Alert id={id} role="alert">
      <strong>{lead}</strong> {message}
    </Alert>
  );
}

const Alert = styled.p`
  ${userText}
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
`;
