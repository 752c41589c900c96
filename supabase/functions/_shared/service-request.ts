/**
 * A function that files a service request for the signed-in caller: POST a JSON payload checked
 * by the contract's schema (the form's rules and messages), call one RPC as the caller (which
 * applies the rules again, and the profile and rate checks), answer `{ success: true, requestId }`.
 * Every refusal is `{ success: false, error }`: 405 not a POST, 401 not signed in, 400 a broken
 * rule (the schema's first message), or the RPC's own status and message (see rpc.ts).
 */
import { z } from 'zod';
import { requireCaller } from './caller.ts';
import { HttpError, json, parseJson, withHttpErrors } from './http.ts';
import { callRpc } from './rpc.ts';

/** A contract schema (zod or zod/mini) seen only through `safeParse`. */
export interface PayloadSchema<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };
}

export interface ServiceRequestFunction<T> {
  /** The function's name, for the log. */
  name: string;
  schema: PayloadSchema<T>;
  /** The RPC creating the request; it answers the new request's id. */
  rpc: string;
  /** The RPC's arguments from the checked payload. */
  args: (payload: T) => Record<string, unknown>;
  messages: {
    /** 401. */
    loginRequired: string;
    /** 400 when the schema fails without a message. */
    submitFailed: string;
    /** 502: a failure that is not the caller's. */
    unavailable: string;
  };
}

const failure = (message: string) => ({ success: false, error: message });

// Any JSON object; the contract's schema gives the form's messages.
const bodySchema = z.record(z.string(), z.unknown());

export function serviceRequestHandler<T>({
  name,
  schema,
  rpc,
  args,
  messages,
}: ServiceRequestFunction<T>): (req: Request) => Promise<Response> {
  return withHttpErrors(async (req) => {
    if (req.method !== 'POST') throw new HttpError(405, 'Method not allowed', failure('Method not allowed'));
    const caller = requireCaller(req, messages.loginRequired, failure(messages.loginRequired));
    const body = await parseJson(req, bodySchema);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? messages.submitFailed;
      throw new HttpError(400, message, failure(message));
    }
    const requestId = await callRpc<unknown>(caller, rpc, args(parsed.data), {
      unauthorized: messages.loginRequired,
      unavailable: messages.unavailable,
      extra: failure,
    });
    if (typeof requestId !== 'string') {
      console.error(`${name}: unexpected answer from ${rpc}`);
      throw new HttpError(502, messages.unavailable, failure(messages.unavailable));
    }
    return json(200, { success: true, requestId });
  });
}
