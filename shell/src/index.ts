import { warmNumberFormatting } from 'shared/preload';
import { preloadFirstScreen } from './remotes/route-preload';

// The first screen's remote loads alongside the shell's own chunks (LCP; see route-preload.ts).
preloadFirstScreen();
// Loads the en-IN number data while the network is the bottleneck, not in the first render.
warmNumberFormatting();
// Async boundary: shared singletons are negotiated before any app code imports them.
import('./bootstrap');
