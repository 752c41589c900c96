export * from './Button';
export * from './ConfirmDialog';
export * from './Drawer';
export * from './ErrorBox';
export * from './GlobalStyle';
export * from './IconButton';
export * from './IdConfirmationModal';
export * from './ItemTimeline';
// The icon set belongs to `shared/kit`. The shell, which provides `shared`, takes it from here:
// through the kit, the icons `shared` draws itself would be a chunk of their own on every page.
export * from './icons';
export * from './LazyMarkdownRemark';
export * from './NotFoundView';
export { loadOverlayViews } from './overlay-views';
export * from './PageTitle';
export * from './Popover';
export * from './Sheet';
export * from './Skeleton';
export * from './Spinner';
export * from './TextField';
export * from './Toaster';
export * from './Truncate';
export * from './theme';
export * from './toast';
export * from './user-text';
export * from './VisuallyHidden';
