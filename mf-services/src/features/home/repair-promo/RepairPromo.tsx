import { useId, useRef } from 'react';
import { ButtonLink, useInView, useMediaQuery, VisuallyHidden } from 'shared';
import styled, { keyframes } from 'styled-components';
import { REDUCED_MOTION_QUERY } from '../carousel/use-carousel';
import { REPAIR_DEVICES } from './typing-cycle';
import { useTypingCycle } from './use-typing-cycle';

const REPAIR_STEPS = [
  'Create Request',
  'Troubleshoot',
  'Arrange Pickup',
  'Repair Item',
  'Ship Back',
] as const;

/** What screen readers (and reduced-motion users) get instead of the keystrokes. */
export const REPAIR_HEADLINE = 'We repair your console, laptop, PC, smartphone or tablet';

/**
 * The repair promo: a headline typing console, laptop, PC, smartphone, tablet in turn, the
 * repair steps and a link to /repair-home. The animation runs only on screen and never with
 * reduced motion; assistive technology reads the whole sentence once.
 */
export function RepairPromo() {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const inView = useInView(ref);
  const typed = useTypingCycle(REPAIR_DEVICES, inView && !reducedMotion);

  return (
    <Root ref={ref} aria-labelledby={titleId}>
      <Copy>
        <Eyebrow>Repair services</Eyebrow>
        <Title id={titleId}>
          {reducedMotion ? (
            REPAIR_HEADLINE
          ) : (
            <>
              <span aria-hidden="true" data-testid="repair-typed">
                We repair your <Typed>{typed}</Typed>
              </span>
              <VisuallyHidden>{REPAIR_HEADLINE}</VisuallyHidden>
            </>
          )}
        </Title>
        <Lead>
          Doorstep pickup and return, a diagnosis before any work, most repairs done within 48-72 hours and 30
          days of support after.
        </Lead>
        <ButtonLink to="/repair-home" size="lg">
          Explore repair services
        </ButtonLink>
      </Copy>
      <Steps aria-label="How a repair works">
        {REPAIR_STEPS.map((step, i) => (
          <li key={step}>
            <b aria-hidden="true">{i + 1}</b>
            {step}
          </li>
        ))}
      </Steps>
    </Root>
  );
}

const blink = keyframes`50% { opacity: 0; }`;

const Root = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: center;
  gap: 32px;
  padding: 32px 40px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  background: radial-gradient(circle at 0% 0%, rgba(46, 204, 113, 0.14), transparent 55%),
    ${(p) => p.theme.colors.surface};

  ${(p) => p.theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 20px;
    padding: 24px 20px;
  }
`;

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
`;

const Eyebrow = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${(p) => p.theme.colors.success};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 30px;
  line-height: 1.2;
  letter-spacing: -0.01em;

  ${(p) => p.theme.media.mobile} {
    font-size: 24px;
  }
`;

/** Wide enough for the longest word ('smartphone'), so typing never re-wraps the headline. */
const Typed = styled.span`
  display: inline-block;
  min-width: 12ch;
  color: ${(p) => p.theme.colors.success};
  white-space: nowrap;

  &::after {
    content: '';
    display: inline-block;
    width: 3px;
    height: 0.95em;
    margin-left: 2px;
    vertical-align: -0.1em;
    background: currentColor;
    animation: ${blink} 1s step-end infinite;
  }
`;

const Lead = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  line-height: 1.5;
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: 12px;
    font-weight: 600;
  }
  b {
    display: inline-grid;
    place-items: center;
    width: 30px;
    height: 30px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.surfaceRaised};
    color: ${(p) => p.theme.colors.success};
    font-size: ${(p) => p.theme.fontSize.sm};
  }
`;
