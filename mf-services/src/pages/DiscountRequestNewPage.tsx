import { usePageMeta } from 'shared';
import { DiscountRequestForm } from '../features/discount-request/components/DiscountRequestForm';
import {
  BackLink,
  PageHeading,
  PageIntro,
  PageWrap,
} from '../features/service-requests/components/form-layout';

/** /product-discount-request/new: the discount request form (docs/product.md#price-match-requests). */
export function DiscountRequestNewPage() {
  usePageMeta({
    title: 'New Discount Request',
    description: 'Ask for a better price on a product you found.',
  });
  return (
    <PageWrap>
      <BackLink to="/product-discount-request">Back to Product Discount Request</BackLink>
      <PageHeading>New Discount Request</PageHeading>
      <PageIntro>Tell us where you found the product and the price you see.</PageIntro>
      <DiscountRequestForm />
    </PageWrap>
  );
}
