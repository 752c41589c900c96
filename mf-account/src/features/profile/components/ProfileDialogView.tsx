import { Sheet } from 'shared';
import { ProfileEditor } from './ProfileEditor';

export interface ProfileDialogViewProps {
  onClose: () => void;
  onNotAuthenticated: () => void;
}

/**
 * The profile form in the shared sheet: bottom drawer below 768 px, dialog above
 * (docs/product.md#profile-and-pin-codes).
 */
export default function ProfileDialogView({ onClose, onNotAuthenticated }: ProfileDialogViewProps) {
  return (
    <ProfileEditor
      onCancel={onClose}
      onSaved={onClose}
      onNotAuthenticated={onNotAuthenticated}
      frame={({ body, footer }) => (
        <Sheet open onClose={onClose} title="Profile" size="lg" footer={footer}>
          {body}
        </Sheet>
      )}
    />
  );
}
