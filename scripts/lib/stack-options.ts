import type { StartStackOptions } from '../../supabase/local/src/stack';

/** Command-line flags that choose the local backend's ports, shared by `start` and `dev`. */
export const stackPortFlags = {
  'api-port': { type: 'string' },
  'mail-port': { type: 'string' },
  'razorpay-port': { type: 'string' },
} as const;

export function stackPorts(flags: {
  'api-port'?: string;
  'mail-port'?: string;
  'razorpay-port'?: string;
}): Partial<StartStackOptions> {
  const port = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  return {
    apiPort: port(flags['api-port']),
    mailPort: port(flags['mail-port']),
    razorpayPort: port(flags['razorpay-port']),
  };
}

/** Points the shell's runtime config at the stack that was started (on whatever ports it got). */
export function useStackForRuntimeConfig(stack: {
  apiUrl: string;
  anonKey: string;
  razorpayUrl?: string | null;
}): void {
  process.env.SUPABASE_URL ??= stack.apiUrl;
  process.env.SUPABASE_ANON_KEY ??= stack.anonKey;
  // Checkout from the stack's Razorpay test gateway (an ephemeral stack writes no stack.json).
  if (stack.razorpayUrl) process.env.RAZORPAY_CHECKOUT_URL ??= `${stack.razorpayUrl}/v1/checkout.js`;
}
