import { preloadHomeWidgets } from './pages/home-preload';

// The home banner's files load alongside the shell's own chunks (LCP; see home-preload.ts).
preloadHomeWidgets();
// Async boundary: shared singletons are negotiated before any app code imports them.
import('./bootstrap');
