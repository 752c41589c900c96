import type { Testimonial } from '../../home';

export const GAME_LOAD_STEPS = [
  { title: 'Create Request', text: 'Tell us your console, its free space and the games you want.' },
  { title: 'Estimate Storage', text: 'Optional: our AI prompt helps you check that every game fits.' },
  { title: 'Arrange Pickup', text: 'We collect your console from your door, insured.' },
  { title: 'Load Games', text: 'Our technicians install and test every game.' },
  { title: 'Return & Play', text: 'Your console comes back ready to play.' },
] as const;

/**
 * Games are loaded only from copies the shopper owns (their discs or their PlayStation account's
 * purchases): the landing page and the form say so (docs/product.md#game-loading).
 */
export const GAME_LOAD_OWNERSHIP_NOTE =
  'We load only games you own: from your own discs or from purchases on your own PlayStation account. We do not supply or copy games.';

export const GAME_LOAD_PROMISE = [
  'Fast, secure installation',
  'Insured pickup and delivery',
  'Only games you own, installed from your discs or account',
  'Post-service support',
] as const;

export const DISCOUNT_STEPS = [
  {
    title: 'Submit the link',
    text: 'Paste the product link from Amazon.in or Flipkart.in with the price you see.',
  },
  { title: 'We check inventory', text: 'Our team looks for the same product in our stock.' },
  { title: 'Receive an offer', text: 'We send our offer by e-mail or on a messaging app.' },
  { title: 'Confirm & buy', text: 'Accept the offer and buy it from us.' },
] as const;

export const GAME_LOAD_TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'gl-1',
    name: 'Aditya Rane',
    location: 'Thane',
    rating: 5,
    content: 'Sent my PS5 with a list of eight games and got it back in two days, all installed and updated.',
    date: '2026-10-02',
    service: 'Game Load',
    device: 'PlayStation 5',
    productPurchased: null,
  },
  {
    id: 'gl-2',
    name: 'Farah Shaikh',
    location: 'Mumbai',
    rating: 5,
    content: 'The storage prompt told me I needed more space, so I took the add-on. Everything fit.',
    date: '2026-09-18',
    service: 'Game Load',
    device: 'PlayStation 5',
    productPurchased: null,
  },
  {
    id: 'gl-3',
    name: 'Vikram Iyer',
    location: 'Navi Mumbai',
    rating: 4,
    content: 'Pickup was on time and the team kept me posted. My old PS4 feels new with the new games.',
    date: '2026-08-27',
    service: 'Game Load',
    device: 'PlayStation 4',
    productPurchased: null,
  },
  {
    id: 'gl-4',
    name: 'Neha Joshi',
    location: 'Kalyan',
    rating: 5,
    content: 'Great service for my son’s birthday: six games loaded and the console delivered back insured.',
    date: '2026-07-11',
    service: 'Game Load',
    device: 'PlayStation 5',
    productPurchased: null,
  },
];

export const DISCOUNT_TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'dr-1',
    name: 'Karan Desai',
    location: 'Mumbai',
    rating: 5,
    content: 'Found an RTX card on Amazon, sent the link and got an offer ₹2,000 lower the same day.',
    date: '2026-10-08',
    service: 'Discount Request',
    device: 'Graphics card',
    productPurchased: 'RTX 4060',
  },
  {
    id: 'dr-2',
    name: 'Pooja Nair',
    location: 'Vasai',
    rating: 4,
    content: 'Their price for my gaming laptop beat Flipkart and came with a longer warranty.',
    date: '2026-09-21',
    service: 'Discount Request',
    device: 'Gaming laptop',
    productPurchased: 'ASUS TUF F15',
  },
  {
    id: 'dr-3',
    name: 'Siddharth Rao',
    location: 'Thane',
    rating: 5,
    content: 'Simple: paste a link, wait for the e-mail, buy. Saved ₹1,500 on a keyboard and mouse.',
    date: '2026-08-30',
    service: 'Discount Request',
    device: 'Accessories',
    productPurchased: 'Keychron K8 Pro',
  },
];
