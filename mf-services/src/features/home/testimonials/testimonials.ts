/** A customer testimonial (static sample content). */
export interface Testimonial {
  id: string;
  name: string;
  /** A place in the service area (the Mumbai region: Mumbai, Thane and Palghar districts). */
  location: string;
  /** 1-5. */
  rating: 1 | 2 | 3 | 4 | 5;
  content: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  service: 'Repair' | 'Game Load' | 'Discount Request' | 'Purchase';
  device: string;
  productPurchased: string | null;
}

/**
 * The stats strip above the testimonials (exact figures and labels:
 * docs/product.md#layout-and-home-page). '3 Districts Served': the service area is the Mumbai region,
 * Mumbai, Thane and Palghar districts (`private.service_area_districts()`).
 */
export const HOME_STATS = [
  { value: '500+', label: 'Happy Customers' },
  { value: '97%', label: 'Satisfaction Rate' },
  { value: '24/7', label: 'Customer Support' },
  { value: '3', label: 'Districts Served' },
] as const;

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 't-01',
    name: 'Rohan Mehta',
    location: 'Mumbai',
    rating: 5,
    content:
      'My PS5 would shut down after ten minutes of play. They picked it up from Andheri, cleaned and re-pasted it and had it back in three days. Runs cool and quiet now.',
    date: '2026-09-14',
    service: 'Repair',
    device: 'PlayStation 5',
    productPurchased: null,
  },
  {
    id: 't-02',
    name: 'Sneha Kulkarni',
    location: 'Dombivli',
    rating: 5,
    content:
      'Found a gaming laptop cheaper on Flipkart and sent the link. Got a better offer on WhatsApp the same evening, and the laptop arrived sealed with full warranty.',
    date: '2026-08-30',
    service: 'Discount Request',
    device: 'Laptop',
    productPurchased: 'ASUS TUF Gaming F15',
  },
  {
    id: 't-03',
    name: 'Arjun Nair',
    location: 'Vasai',
    rating: 4,
    content:
      'Had eight games loaded onto my PS4 along with a storage upgrade. Pickup and return were on time and every game worked on the first try.',
    date: '2026-08-02',
    service: 'Game Load',
    device: 'PlayStation 4',
    productPurchased: null,
  },
  {
    id: 't-04',
    name: 'Priya Sharma',
    location: 'Mira-Bhayander',
    rating: 5,
    content:
      'Bought a graphics card and a power supply together. Both were cheaper than the big sites, well packed, and support helped me pick the right wattage.',
    date: '2026-07-19',
    service: 'Purchase',
    device: 'Gaming PC',
    productPurchased: 'RTX 4070 Super and an 850 W power supply',
  },
  {
    id: 't-05',
    name: 'Imran Shaikh',
    location: 'Thane',
    rating: 5,
    content:
      'The HDMI port on my Xbox Series X was broken. They replaced it, sent photos during the repair and the console came back within the promised 72 hours.',
    date: '2026-07-03',
    service: 'Repair',
    device: 'Xbox Series X',
    productPurchased: null,
  },
  {
    id: 't-06',
    name: 'Kavya Reddy',
    location: 'Kalyan',
    rating: 4,
    content:
      'Ordered a pre-owned PS5 for my brother. It looked brand new, came with a controller and the team answered every question before I paid.',
    date: '2026-06-21',
    service: 'Purchase',
    device: 'PlayStation 5',
    productPurchased: 'PlayStation 5 Slim (pre-owned)',
  },
  {
    id: 't-07',
    name: 'Aditya Joshi',
    location: 'Navi Mumbai',
    rating: 5,
    content:
      'My laptop keyboard and fan were both failing. One pickup, one repair, and 30 days of support afterwards. Clear pricing and no surprises.',
    date: '2026-06-08',
    service: 'Repair',
    device: 'Gaming laptop',
    productPurchased: null,
  },
  {
    id: 't-08',
    name: 'Meera Iyer',
    location: 'Virar',
    rating: 5,
    content:
      'Asked for a discount on a 27-inch monitor I saw on Amazon. Their offer was lower, delivery was quick and the panel has no dead pixels.',
    date: '2026-05-25',
    service: 'Discount Request',
    device: 'Monitor',
    productPurchased: 'LG UltraGear 27" QHD monitor',
  },
];

let monthFormatter: Intl.DateTimeFormat | undefined;

/** '2026-09-14' -> 'September 2026' (read as a calendar date: no time zone can move it). */
export function testimonialMonth(isoDate: string): string {
  const [year, month] = isoDate.split('-').map(Number);
  if (!year || !month) return isoDate;
  monthFormatter ??= new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return monthFormatter.format(new Date(Date.UTC(year, month - 1, 1)));
}
