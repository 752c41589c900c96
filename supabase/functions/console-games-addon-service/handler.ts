/**
 * console-games-addon-service (docs/product.md#game-loading): POST the game load
 * payload `{ consoleType, availableStorage, storageUnit, games, addStorage }` to file a pending
 * request for the signed-in caller:
 *   200 `{ success: true, requestId }`;
 *   4xx `{ success: false, error }`: 401 not signed in; 400 a rule of the form broken (the rule's
 *   message, from the same schema the form uses) or the profile incomplete ('Please complete your
 *   profile first.'); 429 more than 10 requests in the last hour.
 * The price (`price_details { base, addon, total }`) is computed by the database from the price
 * table and the console and add-on chosen; any price the client sends is ignored. The rules are
 * applied again by the `create_game_load_request` RPC (service-requests migration).
 */
import { GAME_LOAD_MESSAGES, gameLoadPayloadSchema } from 'shared/contracts';
import { serviceRequestHandler } from '../_shared/service-request.ts';

export const handler = serviceRequestHandler({
  name: 'console-games-addon-service',
  schema: gameLoadPayloadSchema,
  rpc: 'create_game_load_request',
  args: (p) => ({
    p_console_type: p.consoleType,
    p_available_storage: p.availableStorage,
    p_storage_unit: p.storageUnit,
    p_games: p.games,
    p_add_storage: p.addStorage,
  }),
  messages: {
    loginRequired: GAME_LOAD_MESSAGES.loginRequired,
    submitFailed: GAME_LOAD_MESSAGES.submitFailed,
    unavailable: 'The game load service is unavailable. Please try again.',
  },
});
