import type { DeliveryEstimateProps } from 'shared/contracts';
import { DeliveryEstimate as Estimate } from '../features/delivery';

/**
 * Exposed as `./DeliveryEstimate`: the product page's delivery date for a PIN code, rendered by
 * mf_catalog after hydration (docs/product.md#catalogue-and-search, "Delivery date").
 */
export default function DeliveryEstimate(props: DeliveryEstimateProps) {
  return <Estimate {...props} />;
}
