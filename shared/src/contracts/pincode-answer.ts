/**
 * The `validate-pincode` function's answer. Alone in its module: `shared`'s PIN check loads it
 * with its first lookup, and nothing else should come along.
 */
import * as z from 'zod/mini';

/** city is the district; '' when unknown. */
export const pincodeLookupResultSchema = z.object({
  valid: z.boolean(),
  city: z.string(),
  state: z.string(),
  message: z.string(),
  isServiceAvailable: z.boolean(),
});
export type PincodeLookupResult = z.infer<typeof pincodeLookupResultSchema>;
