import styled from 'styled-components';
import { ProfileEditor } from './ProfileEditor';

/** The profile form inline on /profile (the shell's login gate guards the route). */
export default function ProfilePanel({ onNotAuthenticated }: { onNotAuthenticated: () => void }) {
  return (
    <ProfileEditor
      onNotAuthenticated={onNotAuthenticated}
      frame={({ body, footer }) => (
        <Panel>
          {body}
          <Actions>{footer}</Actions>
        </Panel>
      )}
    />
  );
}

const Panel = styled.section`
  max-width: 820px;
  margin: 0 16px 32px;
  padding: 20px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
  padding-top: 12px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
`;
