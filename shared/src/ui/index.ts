export * from './Badge';
export * from './Breadcrumbs';
export * from './Button';
export * from './Card';
export * from './Checkbox';
export * from './ConfirmDialog';
export * from './Drawer';
export * from './EmptyState';
export * from './ErrorBox';
export * from './GlobalStyle';
export * from './IconButton';
export * from './IdConfirmationModal';
export * from './ItemTimeline';
export {
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  HeartIcon,
  Icon,
  type IconProps,
} from './icons';
export * from './LazyMarkdownRemark';
export * from './NotFoundView';
export * from './PageLayout';
export * from './PageTitle';
export * from './Pagination';
export * from './Popover';
export * from './Price';
export * from './ProductThumb';
export * from './RatingStars';
export * from './Select';
export * from './Sheet';
export * from './Skeleton';
export * from './Spinner';
export * from './TextField';
export * from './ThumbListSkeleton';
export * from './Toaster';
export * from './Truncate';
export * from './theme';
export * from './toast';
export * from './user-text';
export * from './VisuallyHidden';
