import { usePageMeta } from 'shared';
import { DISCOUNT_REQUEST_HOME_PAGE_META } from 'shared/seo';
import {
  DISCOUNT_HISTORY_PATH,
  DISCOUNT_NEW_PATH,
} from '../features/discount-request/components/DiscountRequestForm';
import { DISCOUNT_STEPS, DISCOUNT_TESTIMONIALS } from '../features/game-load/lib/landing-content';
import { ServiceLanding } from '../features/service-requests/components/ServiceLanding';

/** /product-discount-request: the discount request landing (docs/product.md#price-match-requests). */
export function DiscountRequestHomePage() {
  usePageMeta(DISCOUNT_REQUEST_HOME_PAGE_META);
  return (
    <ServiceLanding
      title="Product Discount Request"
      intro="Found a PC part, laptop or accessory on a large e-commerce site? Send us the link and the price you see, and we will try to beat it."
      stepsTitle="How It Works"
      steps={DISCOUNT_STEPS}
      actions={[
        { label: 'Request a Discount', to: DISCOUNT_NEW_PATH },
        { label: 'View Request History', to: DISCOUNT_HISTORY_PATH, variant: 'secondary' },
      ]}
      testimonials={DISCOUNT_TESTIMONIALS}
    />
  );
}
