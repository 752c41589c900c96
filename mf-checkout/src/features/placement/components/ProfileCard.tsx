import type { Ref } from 'react';
import { Button, bus, ErrorBox, Skeleton, userText, VisuallyHidden } from 'shared';
import { isProfileCardComplete, PINCODE_MESSAGES, PROFILE_MESSAGES, type Profile } from 'shared/contracts';
import { PanelTitle } from 'shared/kit';
import styled from 'styled-components';
import { AlertIcon, EditIcon } from '../../../components/icons';
import { pinProblemTitles } from '../lib/placement-checks';

export interface ProfileCardProps {
  status: 'pending' | 'error' | 'success';
  profile: Profile | null;
  onRetry: () => void;
  /** A problem with the saved PIN code (spec §8 'PIN code in profile'), if any. */
  pinProblem: string | null;
  onRetryPin: () => void;
  /** Scrolled to and focused when Place Order finds the profile incomplete. */
  cardRef?: Ref<HTMLElement>;
}

/** Opens account's profile dialog; its save updates this card through the shared cache entry. */
const openProfile = () => bus.emit('profile:open', {});

/** Contact and shipping details for the order, editable in account's profile dialog. */
export function ProfileCard({ status, profile, onRetry, pinProblem, onRetryPin, cardRef }: ProfileCardProps) {
  return (
    <Card ref={cardRef} tabIndex={-1} aria-labelledby="profile-card-title" data-testid="profile-card">
      <Header>
        <PanelTitle id="profile-card-title">Contact &amp; Shipping</PanelTitle>
        {status === 'success' && (
          <Button variant="ghost" size="sm" onClick={openProfile} aria-label="Edit profile">
            <EditIcon size={16} />
            Edit
          </Button>
        )}
      </Header>
      {status === 'pending' && <LoadingLines />}
      {status === 'error' && <ErrorBox message={PROFILE_MESSAGES.couldNotLoad} onRetry={onRetry} />}
      {status === 'success' && profile && (
        <>
          {!isProfileCardComplete(profile) && (
            <Banner type="button" onClick={openProfile} $tone="warning">
              <AlertIcon />
              {PROFILE_MESSAGES.completeBanner}
            </Banner>
          )}
          {pinProblem && <PinBanner problem={pinProblem} onRetry={onRetryPin} />}
          <Details profile={profile} />
        </>
      )}
    </Card>
  );
}

function PinBanner({ problem, onRetry }: { problem: string; onRetry: () => void }) {
  const { banner } = pinProblemTitles(problem);
  const failed = problem === PINCODE_MESSAGES.profileCheckFailed;
  return (
    <Notice role="alert" data-testid="pin-banner">
      <AlertIcon />
      <div>
        <strong>{banner}</strong>
        <p>
          {problem}
          {problem === PINCODE_MESSAGES.profileUnavailable &&
            ' Please update your profile with an address we deliver to.'}
        </p>
        <Button variant="secondary" size="sm" onClick={failed ? onRetry : openProfile}>
          {failed ? 'Try Again' : 'Update Profile'}
        </Button>
      </div>
    </Notice>
  );
}

const missing = 'Not provided';

function Details({ profile }: { profile: Profile }) {
  const a = profile.address;
  const cityLine = [a.city, a.state].filter((v) => v.trim()).join(', ');
  const addressLines = [
    a.line1,
    a.line2,
    [cityLine, a.zip].filter((v) => v.trim()).join(' - '),
    a.country,
  ].filter((v) => v.trim());
  return (
    <Fields>
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
        <dt>Address</dt>
        <dd>
          {addressLines.length === 0
            ? missing
            : addressLines.map((line) => (
                <span key={line} style={{ display: 'block' }}>
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
  h2 {
    margin: 0;
  }
  margin-bottom: 12px;
`;

const Banner = styled.button<{ $tone: 'warning' }>`
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

const Fields = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
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
  ${(p) => p.theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;
