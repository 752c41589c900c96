/**
 * The repair landing's static content: steps, commitments, the repair promise
 * (docs/product.md#repair-requests).
 */

export const REPAIR_STEPS = [
  {
    title: 'Create Request',
    text: 'Tell us the device, its model and what is wrong. It takes two minutes.',
  },
  {
    title: 'Troubleshoot',
    text: 'Our technician calls you to try quick fixes and confirm what needs a repair.',
  },
  {
    title: 'Arrange Pickup',
    text: 'We collect the device from your doorstep, packed and insured.',
  },
  {
    title: 'Repair Item',
    text: 'Free diagnosis, a clear quote, then the repair with genuine parts once you approve.',
  },
  {
    title: 'Ship Back',
    text: 'The repaired device comes back to you, tested, with 30 days of support.',
  },
] as const;

export const REPAIR_COMMITMENTS = [
  'Most repairs completed within 48-72 hours',
  '30-day support after every repair',
  'Transparent pricing: a quote before any work',
  'Genuine parts only',
  'Free diagnostic',
] as const;
