import { Link, useLocation } from 'react-router-dom';
import { Button, bus } from 'shared';
import { PageWrap as BasePageWrap } from 'shared/kit';
import styled from 'styled-components';

/** The service forms' column: narrower than the shop's. */
export const PageWrap = styled(BasePageWrap).attrs({ $maxWidth: 860 })``;

export const PageHeading = styled.h1`
  margin: 8px 0 8px;
  font-size: clamp(22px, 3vw, 30px);
`;

export const PageIntro = styled.p`
  margin: 0 0 20px;
  color: ${(p) => p.theme.colors.textMuted};
`;

export const BackLink = styled(Link)`
  display: inline-block;
  margin-top: 8px;
  color: ${(p) => p.theme.colors.primary};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

/** One numbered card of a service form. */
export const FormCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 20px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  > h2 {
    display: flex;
    align-items: center;
    gap: 10px;
    margin: 0;
    font-size: ${(p) => p.theme.fontSize.lg};
  }
  ${(p) => p.theme.media.mobile} {
    padding: 16px;
  }
`;

export const StepNumber = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.primaryFill};
  color: ${(p) => p.theme.colors.primaryText};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 700;
`;

/** In place of the profile preview for a guest: the request is sent with the profile's details. */
export function GuestProfileNote() {
  const location = useLocation();
  return (
    <GuestBox data-testid="guest-profile-note">
      <p>Log in to send this request with the contact and shipping details of your profile.</p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => bus.emit('auth:login-required', { redirectTo: location.pathname })}
      >
        Log in
      </Button>
    </GuestBox>
  );
}

const GuestBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 14px 16px;
  border: 1px dashed ${(p) => p.theme.colors.borderStrong};
  border-radius: ${(p) => p.theme.radii.md};
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;
