import { captureEarlyClicks } from './app/early-clicks';
import { preloadFirstScreen } from './remotes/route-preload';

// The first screen's remote loads alongside the shell's own chunks (LCP; see route-preload.ts).
preloadFirstScreen();
// Taps on the server's HTML before the app starts are pressed again once it has (early-clicks.ts).
captureEarlyClicks();
// Async boundary: shared singletons are negotiated before any app code imports them.
import('./bootstrap');
