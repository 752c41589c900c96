import type { Ref } from 'react';
import { Button, bus, ErrorBox, Skeleton, userText, VisuallyHidden } from 'shared';
import { isProfileCardComplete, PINCODE_MESSAGES, PROFILE_MESSAGES, type Profile } from 'shared/contracts';
import styled from 'styled-components';
import { AlertIcon, EditIcon } from '../../../components/icons';
import type { ServiceProfileState } from '../hooks/use-service-profile';
import { pinProblemTitles } from '../lib/pin-problem';

export interface ServiceProfileCardProps {
  /** From `useServiceProfile()`. */
  state: ServiceProfileState;
  /** Card heading; default 'Contact & Shipping'. */
  title?: string;
  /** id of the heading (unique per page); default 'service-profile-title'. */
  titleId?: string;
  /** Scrolled to and focused by a form that finds the profile incomplete. */
  cardRef?: Ref<HTMLElement>;
}

/** Opens account's profile dialog (it handles a signed-out user itself). */
export const openProfileDialog = () => bus.emit('profile:open', {});

/**
 * Contact and shipping details a service request is sent with (spec §2 'profile card'): name,
 * email, phone and the address, an Edit button that opens account's profile dialog, the
 * incomplete-profile banner ('Please complete your profile information. Click to edit.') and,
 * when the state was built with `checkServiceArea`, the PIN banner (Service Area Warning /
 * Invalid PIN in Profile / Validation Error with Try Again). Loading and error states included.
 *
 * Usage: `const sp = useServiceProfile({ checkServiceArea: true }); <ServiceProfileCard state={sp} cardRef={ref} />`
 */
export function ServiceProfileCard({
  state,
  title = 'Contact & Shipping',
  titleId = 'service-profile-title',
  cardRef,
}: ServiceProfileCardProps) {
  const { status, profile, pinProblem } = state;
  return (
    <Card ref={cardRef} tabIndex={-1} aria-labelledby={titleId} data-testid="service-profile-card">
      <Header>
        <h2 id={titleId}>{title}</h2>
        {status === 'success' && (
          <Button variant="ghost" size="sm" onClick={openProfileDialog} aria-label="Edit profile">
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
            <Banner type="button" onClick={openProfileDialog} data-testid="profile-incomplete-banner">
              <AlertIcon />
              {PROFILE_MESSAGES.completeBanner}
            </Banner>
          )}
          {pinProblem && <PinBanner problem={pinProblem} onRetry={state.retryPin} />}
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
            ' Please update your profile with an address in our service area.'}
        </p>
        <Button variant="secondary" size="sm" onClick={failed ? onRetry : openProfileDialog}>
          {failed ? 'Try Again' : 'Update Profile'}
        </Button>
      </div>
    </Notice>
  );
}

const missing = 'Not provided';

/** The address as display lines: line 1, line 2, 'City, State - PIN', country (blanks left out). */
export function addressLines(a: Profile['address']): string[] {
  const cityLine = [a.city, a.state].filter((v) => v.trim()).join(', ');
  return [a.line1, a.line2, [cityLine, a.zip].filter((v) => v.trim()).join(' - '), a.country].filter((v) =>
    v.trim(),
  );
}

function Details({ profile }: { profile: Profile }) {
  const lines = addressLines(profile.address);
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

// One column in a narrow card (beside a form), more where the card is wide.
const Fields = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
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
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;
