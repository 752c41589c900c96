/**
 * validate-pincode (docs/product.md#profile-and-pin-codes): POST `{ pincode }` (or GET
 * `?pincode=`) -> 200 `{ valid, city, state, message, isServiceAvailable }` with the service-area
 * rule. Not 6 digits -> 400 `{ error: 'Pincode must be exactly 6 digits' }`. Anyone may ask
 * (guests use the service-area check); the database is read as the caller through
 * `lookup_pincode`.
 */
import {
  PINCODE_MESSAGES,
  type PincodeLookupResult,
  pincodeSchema,
  toPincodeLookupResult,
} from 'shared/contracts';
import { z } from 'zod';
import { getEnv } from '../_shared/env.ts';
import { HttpError, json, parseJson, withHttpErrors } from '../_shared/http.ts';
import { createUserClient } from '../_shared/supabase.ts';
import { lookupUpstream, type Place, UpstreamError } from './upstream.ts';

// Any JSON object: a missing or malformed pincode gets the six-digit message, not a schema dump.
const bodySchema = z.object({ pincode: z.unknown().optional() });

async function readPincode(req: Request): Promise<string> {
  let raw: unknown;
  if (req.method === 'GET') raw = new URL(req.url).searchParams.get('pincode');
  else if (req.method === 'POST') raw = (await parseJson(req, bodySchema)).pincode;
  else throw new HttpError(405, 'Method not allowed');
  // PINs never start with 0, so a number (400001) is read as its digits.
  const text = typeof raw === 'number' && Number.isInteger(raw) ? String(raw) : raw;
  const parsed = pincodeSchema.safeParse(typeof text === 'string' ? text.trim() : text);
  if (!parsed.success) throw new HttpError(400, PINCODE_MESSAGES.mustBeSixDigits);
  return parsed.data;
}

async function lookupDatabase(req: Request, pincode: string): Promise<Place | null> {
  const { data, error } = await createUserClient(req).rpc('lookup_pincode', { p_pincode: pincode });
  if (error) {
    console.error(`validate-pincode: lookup_pincode failed: ${error.code} ${error.message}`);
    throw new HttpError(502, PINCODE_MESSAGES.error);
  }
  const row = (data as { district: string; state: string }[] | null)?.[0];
  return row ? { district: row.district, state: row.state } : null;
}

async function lookup(req: Request, pincode: string): Promise<PincodeLookupResult> {
  const upstreamUrl = getEnv('PINCODE_UPSTREAM_URL');
  if (upstreamUrl) {
    try {
      const answer = await lookupUpstream(pincode, upstreamUrl);
      if (answer.found) return toPincodeLookupResult(answer.place);
      // Otherwise the service's message, or 'Invalid pincode'.
      return { ...toPincodeLookupResult(null), message: answer.message ?? PINCODE_MESSAGES.invalid };
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      // The embedded directory answers when the optional upstream cannot.
      console.warn(`validate-pincode: ${error.message}; using the embedded directory`);
    }
  }
  return toPincodeLookupResult(await lookupDatabase(req, pincode));
}

export const handler = withHttpErrors(async (req) => {
  const pincode = await readPincode(req);
  return json(200, await lookup(req, pincode));
});
