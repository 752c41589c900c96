/** Everything `loadAuthRules()` resolves to: one async chunk, loaded with the sign-in UI. */
export * from './limits';
export * from './map-error';
export * from './messages';
export * from './rules';
