import * as z from 'zod/mini';

/**
 * The runtime configuration's contract. It is validated where the configuration is written: the
 * web server that inlines it into each page (`shell/server/http/runtime-config.ts`) and the browser's
 * fallback that fetches `/config.json` (loaded only on that path). The inlined copy is used as
 * is, which keeps zod off the first paint (ADR 5).
 */
export const runtimeConfigSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().check(z.minLength(20)),
  /**
   * The support chat's phone number in international form, digits only (a fixed number, never
   * shown: docs/product.md#support). Business configuration, so it is set per deployment, not built
   * in.
   */
  supportChatNumber: z.optional(z.string().check(z.regex(/^[1-9][0-9]{7,14}$/))),
  /**
   * Razorpay Checkout's script (docs/product.md#payments), loaded when a shopper pays online:
   * Razorpay's own by default, the local stack's test gateway locally.
   */
  razorpayCheckoutUrl: z.optional(z.url()),
  /** Federation name -> URL of that remote's mf-manifest.json. */
  remotes: z.record(z.string(), z.url()),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const parseRuntimeConfig = (config: unknown): RuntimeConfig => runtimeConfigSchema.parse(config);
