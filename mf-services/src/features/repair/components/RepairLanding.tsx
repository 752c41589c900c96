import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink, bus, useSession, VisuallyHidden } from 'shared';
import { CheckIcon, MapPinIcon, PanelTitle } from 'shared/kit';
import styled from 'styled-components';
import ServiceAreaDialog from '../../../widgets/ServiceAreaDialog';
import { TESTIMONIALS } from '../../home';
import { ServiceTestimonials } from '../../service-requests';
import { REPAIR_COMMITMENTS, REPAIR_STEPS } from '../lib/landing';

export const NEW_REPAIR_PATH = '/repair/new-request';

const REPAIR_TESTIMONIALS = TESTIMONIALS.filter((t) => t.service === 'Repair');

type DialogMode = 'check' | 'create' | null;

/**
 * /repair-home (docs/product.md#repair-requests): the five steps, the service-area check, Create (a
 * guest checks the area first, then signs in) and history, testimonials and commitments.
 */
export function RepairLanding() {
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.status === 'authenticated');
  const [dialog, setDialog] = useState<DialogMode>(null);

  const create = () => {
    if (signedIn) navigate(NEW_REPAIR_PATH);
    else setDialog('create');
  };

  const continueAsGuest = () => {
    setDialog(null);
    // Signed in meanwhile (the session was still loading at the click): straight to the form.
    if (signedIn) navigate(NEW_REPAIR_PATH);
    else bus.emit('auth:login-required', { redirectTo: NEW_REPAIR_PATH });
  };

  return (
    <>
      <Hero>
        <p>
          Consoles, gaming PCs and laptops repaired by specialists, with free pickup and delivery across the
          Mumbai region. Most repairs are completed within 48-72 hours.
        </p>
        <Actions>
          <Button size="lg" onClick={create}>
            Create New Repair Request
          </Button>
          <ButtonLink size="lg" variant="secondary" to="/repair/history">
            View Repair History
          </ButtonLink>
          <Button size="lg" variant="ghost" onClick={() => setDialog('check')}>
            <MapPinIcon size={18} />
            Check Service Area
          </Button>
        </Actions>
      </Hero>

      <Section aria-labelledby="repair-steps-title">
        <PanelTitle id="repair-steps-title">How It Works</PanelTitle>
        <Steps>
          {REPAIR_STEPS.map((step, i) => (
            <li key={step.title}>
              <StepNumber aria-hidden="true">{i + 1}</StepNumber>
              <h3>
                <VisuallyHidden>Step {i + 1}: </VisuallyHidden>
                {step.title}
              </h3>
              <p>{step.text}</p>
            </li>
          ))}
        </Steps>
      </Section>

      <ServiceTestimonials testimonials={REPAIR_TESTIMONIALS} title="What Our Repair Customers Say" />

      <Section aria-labelledby="repair-commitments-title">
        <PanelTitle id="repair-commitments-title">Our Service Commitment</PanelTitle>
        <Commitments>
          {REPAIR_COMMITMENTS.map((c) => (
            <li key={c}>
              <CheckIcon size={18} aria-hidden="true" />
              {c}
            </li>
          ))}
        </Commitments>
      </Section>

      <ServiceAreaDialog
        open={dialog !== null}
        onClose={() => setDialog(null)}
        onContinue={dialog === 'create' ? continueAsGuest : undefined}
        continueLabel="Continue to Login"
      />
    </>
  );
}

const Hero = styled.section`
  margin-bottom: 32px;
  p {
    max-width: 70ch;
    margin: -8px 0 20px;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSize.md};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  ${(p) => p.theme.media.mobile} {
    flex-direction: column;
    > * {
      width: 100%;
    }
  }
`;

const Section = styled.section`
  margin-bottom: 36px;
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 16px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.surface};
  }
  h3 {
    margin: 10px 0 6px;
    font-size: ${(p) => p.theme.fontSize.md};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSize.sm};
  }
  @media (max-width: 999.98px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${(p) => p.theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StepNumber = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.primaryFill};
  color: ${(p) => p.theme.colors.primaryText};
  font-weight: 700;
`;

const Commitments = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 10px 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 10px;
  }
  svg {
    flex: none;
    color: ${(p) => p.theme.colors.success};
  }
`;
