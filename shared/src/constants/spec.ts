/**
 * Every limit and timing of the product reference (docs/product.md), in one place, so a rule
 * changes in one line and tests can quote the same numbers as the code.
 * Durations are milliseconds unless the name says otherwise.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SUPPORT_EMAIL = 'support@gamegear.in';

export const CART = {
  maxDistinctItems: 20,
  minQuantity: 1,
  maxQuantity: 99,
  pageSize: 5,
} as const;

export const AUTH = {
  passwordMinLength: 6,
  resendCooldownSeconds: 60,
  /** Reset page: a recovery session must exist after this wait. */
  recoveryCheckDelayMs: 500,
  /** Reset page: go home this long after a successful password change. */
  redirectAfterPasswordChangeMs: 300,
} as const;

export const SEARCH = {
  minChars: 2,
  debounceMs: 600,
  autocompleteMaxResults: 5,
  autocompleteSimilarity: 0.2,
  suggestionsMaxBox: 4,
  suggestionsMaxHook: 5,
  suggestionsMinSimilarity: 0.3,
  /** 'Did you mean' shows when the top suggestion's similarity is strictly above this. */
  didYouMeanThreshold: 0.6,
  minRelevance: 0.1,
  defaultPage: 1,
  pageSize: 20,
  /** The search client may fetch this many rows and page locally. */
  bulkFetchSize: 1000,
  defaultSort: 'relevance',
  sortOptions: ['relevance', 'price_asc', 'price_desc'],
  priceSliderStep: 100,
  /** Spec slider: list values when at most this many; range divided by min(this, count). */
  specSliderMaxListed: 10,
  specSliderMaxSteps: 20,
} as const;

export const PAGE_SIZE = {
  search: 20,
  productList: 12,
  featured: 10,
  categoryGroup: 10,
  filteredGrid: 20,
  wishlist: 5,
  orders: 5,
  reviews: 5,
  repairs: 5,
  gameLoads: 5,
  discountRequests: 5,
  cart: 5,
  history: 5,
} as const;

/** Pagination never shows more than this many page links. */
export const PAGINATION_MAX_LINKS = 5;

export const REVIEW = {
  commentMax: 5000,
  titleMax: 255,
  ratingMin: 1,
  ratingMax: 5,
} as const;

export const RATING_MAX = 5;

/** TanStack Query timings (docs/product.md#common-rules, caching; staleTime = fresh, gcTime = kept). */
export const CACHE = {
  default: { staleTime: 5 * MINUTE, retry: 1, refetchOnWindowFocus: false },
  categories: { staleTime: HOUR, gcTime: 2 * HOUR, refetchOnWindowFocus: false },
  cart: { staleTime: MINUTE, gcTime: 10 * MINUTE, refetchOnWindowFocus: true, retry: 1 },
  wishlist: { staleTime: 5 * MINUTE, gcTime: 15 * MINUTE, refetchOnWindowFocus: true, retry: 1 },
  profile: { staleTime: 5 * MINUTE },
  productList: { staleTime: 5 * MINUTE },
  productCount: { staleTime: 15 * MINUTE },
  orders: { staleTime: MINUTE, gcTime: 10 * MINUTE },
  productDetails: { staleTime: 10 * MINUTE, gcTime: 30 * MINUTE },
  reviews: { staleTime: 5 * MINUTE, gcTime: 15 * MINUTE, retry: 1 },
  search: { staleTime: 3 * MINUTE },
  repairHistory: { staleTime: MINUTE, gcTime: 10 * MINUTE },
  gameLoadHistory: { staleTime: MINUTE },
  discountRequestHistory: { staleTime: MINUTE },
  /** Image cache lifetime (HTTP caching of product images). */
  imagesMs: DAY,
} as const;

export const BREAKPOINTS = {
  /** Mobile layout is strictly below this width. */
  mobile: 768,
} as const;

export const ID_DISPLAY = {
  short: 8,
  full: 36,
} as const;

export const TIMING = {
  copyConfirmationMs: 2 * SECOND,
  /** General loading flag forced off this long after a route change. */
  loadingOffAfterRouteChangeMs: 300,
  /** Header navigation shows its loading message for about this long. */
  navigationLoadingMs: 300,
  supportMessageDelayMs: SECOND,
  pincodeDebounceMs: 500,
} as const;

export const TOAST = {
  defaultDurationMs: 4 * SECOND,
  emailChangeDurationMs: 7 * SECOND,
  resendVerificationDurationMs: 7 * SECOND,
  requestSuccessDurationMs: 5 * SECOND,
  /** Toasts visible at once; older ones are dropped first. */
  maxVisible: 4,
} as const;

export const SEO = {
  descriptionMax: 160,
  /** Structured-data price validity. */
  priceValidDays: 365,
} as const;

export const TEXT_LIMITS = {
  breadcrumbLabel: 20,
  productNameBreadcrumb: 30,
  descriptionShowMore: 200,
  titleShowMore: 50,
  aiPromptPreview: 100,
  /** User name display in the header, by screen width: wide / medium / narrow. */
  nameDisplay: { wide: 12, medium: 10, narrow: 8 },
  productThumbnails: 4,
  similarProductsPerRow: 5,
} as const;

export const BADGE = {
  /** Counts above this show as `${max}+`. */
  max: 9,
} as const;

export const GAME_LOAD = {
  prices: {
    PS4: { base: 6999, storageAddon: 2499 },
    PS5: { base: 9999, storageAddon: 5999 },
  },
  /** With no console selected the PS5 figures apply. */
  fallbackConsole: 'PS5',
  consoles: ['PS4', 'PS5'],
  storageMin: 1,
  storageMax: 16000,
  storageStep: 0.01,
  storageUnits: ['GB', 'TB'],
  defaultStorageUnit: 'GB',
  gamesMin: 1,
  gamesMax: 10,
  gameTitleMin: 2,
  gameTitleMax: 150,
} as const;

export const DISCOUNT_REQUEST = {
  minPrice: 100,
  urlMinLength: 15,
  // The spec's three, and consoles (the shop's own wording).
  productTypes: ['PC Parts', 'Laptops', 'Computer Accessories', 'Consoles'],
  // The spec's two, and the retailers Indian shoppers compare with.
  ecomSites: [
    'Amazon.in',
    'Flipkart.in',
    'Croma',
    'Reliance Digital',
    'Vijay Sales',
    'MD Computers',
    'PrimeABGB',
    'Vedant Computers',
  ],
} as const;

export const PROFILE = {
  textFieldMax: 50,
  phoneDigits: 10,
  pincodeDigits: 6,
} as const;

export const REPAIR = {
  deviceTypes: [
    'ps5',
    'ps4',
    'ps3',
    'xbox-series-x',
    'xbox-series-s',
    'nintendo-switch',
    'gaming-pc',
    'gaming-laptop',
    'other',
  ],
} as const;

export const SUPPORT_REASONS = [
  'Order Related',
  'Discount Request Related',
  'Product Inquiry',
  'Others',
] as const;

/** Service is available when the PIN code's district equals or contains one of these. */
export const SERVICE_AREA_DISTRICTS = [
  'Mumbai',
  'Palghar',
  'Thane',
  'Navi Mumbai',
  'Kalyan',
  'Dombivli',
  'Ulhasnagar',
  'Ambernath',
  'Badlapur',
  'Vasai',
  'Virar',
  'Bhiwandi',
  'Mira-Bhayander',
  'Kalyan-Dombivli',
  'Thane City',
  'Palghar District',
] as const;

export const CAROUSEL = {
  bannerAutoplayMs: 1800,
  featuredAutoplayMinMs: 3000,
  featuredAutoplayMaxMs: 4000,
  featuredPauseAfterInteractionMs: 5 * SECOND,
  testimonialsMinMs: 5000,
  testimonialsMaxMs: 6000,
  serviceTestimonialsMs: 5500,
  /** Featured carousel on the loading overlay. */
  loadingOverlayAutoplayMs: SECOND,
  featuredPerCategory: 10,
} as const;

export const ORDER_STATUSES = {
  active: ['payment_pending', 'pending', 'processing', 'shipped', 'out for delivery', 'failed'],
  completed: ['delivered', 'cancelled', 'payment_expired'],
} as const;

export const PRODUCT_CONDITIONS = ['new', 'pre-owned', 'refurbished'] as const;
