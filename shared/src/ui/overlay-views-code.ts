/**
 * The views no first paint shows: an open modal (Sheet, Drawer and the dialogs built on them),
 * the confirmation dialogs and a toast. One chunk, loaded by `loadOverlayViews` (overlay-views.tsx).
 */
export { ConfirmDialogView } from './ConfirmDialogView';
export { IdConfirmationView } from './IdConfirmationView';
export { OpenSurface } from './modal/OpenSurface';
export { ToastView } from './ToastView';
