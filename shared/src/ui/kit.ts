/**
 * `shared/kit`: presentational pieces that hold no state (no context, store or client of their
 * own). Unlike `shared`, this entry is not a federation singleton: each remote bundles the pieces
 * it uses into its own chunks, so they are not in the shell's first load on pages that never
 * show them (ADR 5: the home page loaded every remote's list, price and form parts). Anything
 * stateful stays in `shared`, which these pieces must import through the package, never by path.
 */

export * from '../profile/use-pincode-check';
export * from '../profile/use-profile-card';
export * from '../profile/use-profile-query';
export * from './Badge';
export * from './Breadcrumbs';
export * from './Card';
export * from './Checkbox';
export * from './EmptyState';
export * from './icons';
export * from './offers';
export * from './PageLayout';
export * from './Pagination';
export * from './Price';
export * from './ProductThumb';
export * from './ProfileCard';
export * from './RatingStars';
export * from './Select';
export * from './StatusBadge';
export * from './SupportChatLink';
export * from './ThumbListSkeleton';
export * from './tax-document-download';
