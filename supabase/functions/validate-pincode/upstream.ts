/**
 * Optional adapter for the public India Post PIN lookup API (e.g.
 * `https://api.postalpincode.in/pincode`), used only when PINCODE_UPSTREAM_URL is set: the
 * embedded `pincodes` table is the default source. Answer shape: an array whose first
 * entry has Status, Message and a PostOffice list (District, State), null when nothing matched.
 */
import { z } from 'zod';

export interface Place {
  district: string;
  state: string;
}

/** found: the place; not found: the service's message (the caller falls back to 'Invalid pincode'). */
export type UpstreamAnswer = { found: true; place: Place } | { found: false; message: string | null };

/** The upstream did not answer usably (network, status, shape): the caller may use another source. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
}

const postOfficeSchema = z.object({ District: z.string(), State: z.string() });
const responseSchema = z
  .array(
    z.object({
      Status: z.string(),
      Message: z.string().nullish(),
      PostOffice: z.array(z.looseObject(postOfficeSchema.shape)).nullish(),
    }),
  )
  .min(1);

/** The district and state most of the PIN's offices report (as the seed generator picks them). */
function mostCommonPlace(offices: readonly Place[]): Place | null {
  const counts = new Map<string, { place: Place; n: number }>();
  for (const o of offices) {
    const place = { district: o.district.trim(), state: o.state.trim() };
    if (!place.district || !place.state) continue;
    const key = `${place.district}\u0000${place.state}`;
    const entry = counts.get(key) ?? { place, n: 0 };
    entry.n += 1;
    counts.set(key, entry);
  }
  let best: { place: Place; n: number } | null = null;
  for (const entry of counts.values()) if (!best || entry.n > best.n) best = entry;
  return best?.place ?? null;
}

export function parseUpstreamAnswer(body: unknown): UpstreamAnswer {
  const parsed = responseSchema.safeParse(body);
  if (!parsed.success) throw new UpstreamError('unexpected upstream answer shape');
  const first = parsed.data[0];
  const message = first?.Message?.trim() || null;
  if (first?.Status !== 'Success' || !first.PostOffice?.length) return { found: false, message };
  const place = mostCommonPlace(first.PostOffice.map((o) => ({ district: o.District, state: o.State })));
  return place ? { found: true, place } : { found: false, message };
}

export interface UpstreamOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** `baseUrl` ends where the PIN is appended (`.../pincode` -> `.../pincode/400001`). */
export async function lookupUpstream(
  pincode: string,
  baseUrl: string,
  options: UpstreamOptions = {},
): Promise<UpstreamAnswer> {
  const url = `${baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(pincode)}`;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 4000),
    });
  } catch (error) {
    throw new UpstreamError(`upstream unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new UpstreamError(`upstream answered ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new UpstreamError('upstream answer is not JSON');
  }
  return parseUpstreamAnswer(body);
}
