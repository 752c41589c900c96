import styled from 'styled-components';

const STEPS = ['Cart', 'Order Summary'] as const;

/** 'Step 1 of 2: Cart' / 'Step 2 of 2: Order Summary' (the cart is step 1 of 2: docs/product.md#cart). */
export function CheckoutSteps({ current }: { current: 1 | 2 }) {
  return (
    <Steps aria-label={`Checkout progress: step ${current} of ${STEPS.length}`}>
      {STEPS.map((name, i) => {
        const step = i + 1;
        const state = step < current ? 'done' : step === current ? 'current' : 'todo';
        return (
          <Step key={name} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Dot aria-hidden="true">{step}</Dot>
            <span>
              <Small>
                Step {step} of {STEPS.length}
              </Small>
              {name}
            </span>
          </Step>
        );
      })}
    </Steps>
  );
}

const Steps = styled.ol`
  display: flex;
  gap: 12px;
  margin: 16px 0 8px;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  display: flex;
  align-items: center;
  gap: 10px;
  flex: 1 1 0;
  max-width: 260px;
  padding: 8px 12px;
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => (p.$state === 'current' ? p.theme.colors.primary : p.theme.colors.border)};
  background: ${(p) => (p.$state === 'current' ? 'rgba(79, 140, 255, 0.1)' : p.theme.colors.surface)};
  color: ${(p) => (p.$state === 'todo' ? p.theme.colors.textMuted : p.theme.colors.text)};
  font-weight: 600;
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Dot = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 26px;
  height: 26px;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.borderStrong};
  font-size: 13px;
`;

const Small = styled.small`
  display: block;
  font-weight: 400;
  font-size: 12px;
  color: ${(p) => p.theme.colors.textMuted};
`;
