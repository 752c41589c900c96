import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'shared';
import { ACCOUNT_DELETION_TERMS } from 'shared/contracts';
import styled from 'styled-components';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/**
 * 'Delete account' at the foot of /profile (the Digital Personal Data Protection Act, 2023): what
 * is erased and what is kept, then the button that opens the confirmation.
 */
export default function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const headingId = `delete-account-heading-${useId()}`;
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>Delete account</Heading>
      <Text>{ACCOUNT_DELETION_TERMS.erased}</Text>
      <Text>{ACCOUNT_DELETION_TERMS.kept}</Text>
      <Text>
        How we handle your data: <PolicyLink to="/privacy">Privacy Policy</PolicyLink>.
      </Text>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </div>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </Section>
  );
}

const Section = styled.section`
  max-width: 820px;
  margin: 0 16px 32px;
  padding: 20px;
  display: flex;
  flex-direction: column;
  gap: 12px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  ${(p) => p.theme.media.mobile} {
    padding: 16px;
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.lg};
`;

const Text = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

const PolicyLink = styled(Link)`
  color: ${(p) => p.theme.colors.primary};
  text-decoration: underline;
  &:focus-visible { outline: 2px solid ${(p) => p.theme.colors.primary}; outline-offset: 2px; }
`;
