import { PAYMENT_MESSAGES } from 'shared/contracts';
import { ProcessingOverlay } from '../../../components/ProcessingOverlay';
import type { PayPhase } from '../hooks/use-pay-order';

/** 'Confirming your payment…' over the page while the server verifies a payment. */
export function PaymentProgress({ phase }: { phase: PayPhase }) {
  return <ProcessingOverlay open={phase === 'verifying'} title={PAYMENT_MESSAGES.verifying} />;
}
