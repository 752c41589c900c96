import { preloadFirstScreen } from './remotes/route-preload';

// The first screen's remote loads alongside the shell's own chunks (LCP; see route-preload.ts).
preloadFirstScreen();
// Async boundary: shared singletons are negotiated before any app code imports them.
import('./bootstrap');
