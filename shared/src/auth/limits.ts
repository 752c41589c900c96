/**
 * The auth numbers (docs/product.md#identity-and-sign-in), for the rules chunk. They mirror `AUTH`
 * in constants/spec.ts (a test keeps them equal): importing that module from this async chunk would
 * stop the bundler from tree-shaking it out of the first-load `shared` chunk.
 */
export const AUTH_LIMITS = {
  passwordMinLength: 6,
  resendCooldownSeconds: 60,
  recoveryCheckDelayMs: 500,
  redirectAfterPasswordChangeMs: 300,
} as const;
