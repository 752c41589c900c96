import type { ReactNode } from 'react';
import { Button } from 'shared';
import styled from 'styled-components';
import { SavedStatus } from './SavedStatus';

/**
 * A staff form's action row: the submit button (`label`, 'Save' unless said), which spins and
 * says `busyLabel` ('Saving…' unless said) while the form is being sent; the saved status beside it when the form has one (`status`: its words once
 * saved, empty until then); then whatever else follows (Cancel, when it last changed). On phones
 * the row stacks and its buttons take the whole width.
 */
export function FormActions({
  busy,
  label = 'Save',
  busyLabel = 'Saving…',
  status,
  children,
}: {
  busy: boolean;
  label?: string;
  busyLabel?: string;
  status?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Row>
      <Button type="submit" loading={busy}>
        {busy ? busyLabel : label}
      </Button>
      {status !== undefined && <SavedStatus>{status}</SavedStatus>}
      {children}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
  ${(p) => p.theme.media.mobile} {
    display: grid;
    > button {
      width: 100%;
    }
  }
`;
