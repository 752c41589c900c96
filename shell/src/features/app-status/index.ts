/** The connection and app-version strip, and the service worker's registration (docs/adr/0025). */
export { APP_STATUS_TEXT, AppStatusBar } from './AppStatusBar';
export { registerServiceWorker } from './register-service-worker';
