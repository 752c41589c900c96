import type { Ref } from 'react';
import styled from 'styled-components';
import { PINCODE_MESSAGES, pinProblemTitles } from '../contracts/pincode-rules';
import type { Profile } from '../contracts/profile';
import { addressLines, isProfileCardComplete, PROFILE_MESSAGES } from '../contracts/profile-rules';
import { Button } from './Button';
import { ErrorBox } from './ErrorBox';
import { AlertIcon, EditIcon } from './icons';
import { Skeleton } from './Skeleton';
import { userText } from './user-text';
import { VisuallyHidden } from './VisuallyHidden';

/** What the card shows; `useProfileCard()` of `shared` builds it from the profile query. */
export interface ProfileCardState {
  status: 'pending' | 'error' | 'success';
  /** The client view (email from the auth account, phone from mobile); null until loaded. */
  profile: Profile | null;
  /** A profile-level PIN message (PINCODE_MESSAGES.profile*), or null. */
  pinProblem: string | null;
  /** Reloads the profile (the error box's Try Again). */
  retry: () => void;
  /** Repeats a failed PIN check. */
  retryPin: () => void;
  /** Opens the profile dialog (Edit, the banners). */
  edit: () => void;
}

export interface ProfileCardProps {
  state: ProfileCardState;
  /** id of the heading, unique on the page. */
  titleId: string;
  /** Scrolled to and focused by a form or Place Order that finds the profile incomplete. */
  cardRef?: Ref<HTMLElement>;
  /**
   * 'pairs': two columns of fields, one on phones (beside the order summary); 'fill': as many
   * 220 px columns as the card's width holds (one beside a form, more in a wide form card).
   */
  columns?: 'pairs' | 'fill';
  'data-testid'?: string;
}

/**
 * Contact & Shipping: the details an order or service request is sent with, the Edit button, the
 * incomplete-profile banner and the banner of a PIN problem; loading and error states included.
 */
export function ProfileCard({
  state,
  titleId,
  cardRef,
  columns = 'fill',
  'data-testid': testId = 'profile-card',
}: ProfileCardProps) {
  const { status, profile, pinProblem } = state;
  return (
    <Card ref={cardRef} tabIndex={-1} aria-labelledby={titleId} data-testid={testId}>
      <Header>
        <h2 id={titleId}>Contact &amp; Shipping</h2>
        {status === 'success' && (
          <Button variant="ghost" size="sm" onClick={state.edit} aria-label="Edit profile">
            <EditIcon size={16} />
            Edit
          </Button>
        )}
      </Header>
      {status === 'pending' && <LoadingLines />}
      {status === 'error' && <ErrorBox message={PROFILE_MESSAGES.couldNotLoad} onRetry={state.retry} />}
      {status === 'success' && profile && (
        <>
          {!isProfileCardComplete(profile) && (
            <Banner type="button" onClick={state.edit} data-testid="profile-incomplete-banner">
              <AlertIcon size={18} />
              {PROFILE_MESSAGES.completeBanner}
            </Banner>
          )}
          {pinProblem && <PinBanner problem={pinProblem} onRetry={state.retryPin} onEdit={state.edit} />}
          <Details profile={profile} columns={columns} />
        </>
      )}
    </Card>
  );
}

function PinBanner({
  problem,
  onRetry,
  onEdit,
}: {
  problem: string;
  onRetry: () => void;
  onEdit: () => void;
}) {
  const failed = problem === PINCODE_MESSAGES.profileCheckFailed;
  return (
    <Notice role="alert" data-testid="pin-banner">
      <AlertIcon size={18} />
      <div>
        <strong>{pinProblemTitles(problem).banner}</strong>
        <p>
          {problem}
          {problem === PINCODE_MESSAGES.profileUnavailable &&
            ' Please update your profile with an address in our service area.'}
        </p>
        <Button variant="secondary" size="sm" onClick={failed ? onRetry : onEdit}>
          {failed ? 'Try Again' : 'Update Profile'}
        </Button>
      </div>
    </Notice>
  );
}

const missing = 'Not provided';

function Details({ profile, columns }: { profile: Profile; columns: 'pairs' | 'fill' }) {
  const lines = addressLines(profile.address);
  return (
    <Fields $columns={columns}>
      <div>
        <dt>Name</dt>
        <dd>{profile.name || missing}</dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>{profile.email || missing}</dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>{profile.phone || missing}</dd>
      </div>
      <div>
        <dt>Shipping address</dt>
        <dd>
          {lines.length === 0
            ? missing
            : lines.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed-order address lines
                <span key={i} style={{ display: 'block' }}>
                  {line}
                </span>
              ))}
        </dd>
      </div>
    </Fields>
  );
}

function LoadingLines() {
  return (
    <Lines aria-busy="true">
      <VisuallyHidden role="status">{PROFILE_MESSAGES.loading}</VisuallyHidden>
      <Skeleton width="50%" />
      <Skeleton width="65%" />
      <Skeleton width="40%" />
      <Skeleton width="80%" height={40} />
    </Lines>
  );
}

const Card = styled.section`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  padding: 20px;
  scroll-margin-top: 130px;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
  ${(p) => p.theme.media.mobile} {
    padding: 16px;
    scroll-margin-top: 72px;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSize.lg};
  }
`;

const Banner = styled.button`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  margin-bottom: 12px;
  padding: 10px 12px;
  border: 1px solid ${(p) => p.theme.colors.warning};
  border-radius: ${(p) => p.theme.radii.sm};
  background: rgba(255, 176, 32, 0.1);
  color: ${(p) => p.theme.colors.warning};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  svg {
    flex: none;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Notice = styled.div`
  display: flex;
  gap: 10px;
  margin-bottom: 12px;
  padding: 12px;
  border: 1px solid ${(p) => p.theme.colors.danger};
  border-radius: ${(p) => p.theme.radii.sm};
  background: rgba(255, 93, 93, 0.08);
  svg {
    flex: none;
    color: ${(p) => p.theme.colors.danger};
  }
  strong {
    color: ${(p) => p.theme.colors.danger};
  }
  p {
    margin: 4px 0 8px;
  }
`;

const Fields = styled.dl<{ $columns: 'pairs' | 'fill' }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$columns === 'pairs' ? '1fr 1fr' : 'repeat(auto-fill, minmax(220px, 1fr))')};
  gap: 12px 24px;
  margin: 0;
  dt {
    font-size: ${(p) => p.theme.fontSize.xs};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 2px 0 0;
    ${userText}
  }
  ${(p) => (p.$columns === 'pairs' ? `${p.theme.media.mobile} { grid-template-columns: 1fr; }` : '')}
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;
