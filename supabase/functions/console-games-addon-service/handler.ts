/**
 * console-games-addon-service (spec: services-and-pages §3, §5, §7, §9): POST the game load
 * payload `{ consoleType, availableStorage, storageUnit, games, addStorage }` to file a pending
 * request for the signed-in caller:
 *   200 `{ success: true, requestId }`;
 *   4xx `{ success: false, error }`: 401 not signed in; 400 a rule of the form broken (the spec's
 *   message, from the same schema the form uses) or the profile incomplete ('Please complete your
 *   profile first.'); 429 more than 10 requests in the last hour.
 * The price (`price_details { base, addon, total }`) is computed by the database from the spec's
 * table and the console and add-on chosen; any price the client sends is ignored. The rules are
 * applied again by the `create_game_load_request` RPC (service-requests migration).
 */
import { GAME_LOAD_MESSAGES, gameLoadPayloadSchema } from 'shared/contracts';
import { z } from 'zod';
import { requireCaller } from '../_shared/caller.ts';
import { HttpError, json, parseJson, withHttpErrors } from '../_shared/http.ts';
import { callRpc } from '../_shared/rpc.ts';

const UNAVAILABLE = 'The game load service is unavailable. Please try again.';

const failure = (message: string) => ({ success: false, error: message });

// Any JSON object; the contract's schema gives the spec's messages below.
const bodySchema = z.record(z.string(), z.unknown());

export const handler = withHttpErrors(async (req) => {
  if (req.method !== 'POST') throw new HttpError(405, 'Method not allowed', failure('Method not allowed'));
  const caller = requireCaller(
    req,
    GAME_LOAD_MESSAGES.loginRequired,
    failure(GAME_LOAD_MESSAGES.loginRequired),
  );
  const body = await parseJson(req, bodySchema);
  const parsed = gameLoadPayloadSchema.safeParse(body);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? GAME_LOAD_MESSAGES.submitFailed;
    throw new HttpError(400, message, failure(message));
  }
  const p = parsed.data;
  const requestId = await callRpc<unknown>(
    caller,
    'create_game_load_request',
    {
      p_console_type: p.consoleType,
      p_available_storage: p.availableStorage,
      p_storage_unit: p.storageUnit,
      p_games: p.games,
      p_add_storage: p.addStorage,
    },
    { unauthorized: GAME_LOAD_MESSAGES.loginRequired, unavailable: UNAVAILABLE, extra: failure },
  );
  if (typeof requestId !== 'string') {
    console.error('console-games-addon-service: unexpected answer from create_game_load_request');
    throw new HttpError(502, UNAVAILABLE, failure(UNAVAILABLE));
  }
  return json(200, { success: true, requestId });
});
