/** The four rotating promos of the home page (docs/product.md#layout-and-home-page). */
export interface PromoBanner {
  id: 'discount-request' | 'game-load' | 'gaming-laptops' | 'repair';
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  href: string;
  /** Background gradient stops. */
  colors: readonly [string, string];
}

export const PROMO_BANNERS: readonly PromoBanner[] = [
  {
    id: 'discount-request',
    eyebrow: 'Product discount request',
    title: 'Found it cheaper on Amazon.in or Flipkart.in? Ask us for a better price',
    text: 'Send the product link and the price you saw. We check our stock and mail or message you an offer on PC parts, laptops and accessories.',
    cta: 'Request a discount',
    href: '/product-discount-request',
    colors: ['#1d3a8f', '#6d28d9'],
  },
  {
    id: 'game-load',
    eyebrow: 'PS4 & PS5 game loading',
    title: 'Your favourite games, loaded onto your console',
    text: 'List up to 10 games, add extra storage if you need it. We pick up, load and return your PlayStation.',
    cta: 'Explore game loading',
    href: '/game-load-service',
    colors: ['#0f5f5a', '#1d4ed8'],
  },
  {
    id: 'gaming-laptops',
    eyebrow: 'Gaming laptops',
    title: 'Discounted gaming laptops, ready for every raid',
    text: 'RTX graphics, high refresh rate screens and fast storage, new and pre-owned, at prices that leave room for games.',
    cta: 'Shop gaming laptops',
    href: '/Computers/Laptops?label=Gaming%20Laptop',
    colors: ['#3b0a2a', '#b4235a'],
  },
  {
    id: 'repair',
    eyebrow: 'Console, PC & laptop repair',
    title: 'Repairs picked up from your door',
    text: 'Tell us what went wrong. Most repairs are done within 48-72 hours, with 30 days of support after.',
    cta: 'Book a repair',
    href: '/repair-home',
    colors: ['#134e2f', '#0e6e8c'],
  },
];
