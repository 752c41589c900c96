import { getRuntimeConfig } from '../config/runtime-config';

/** Used when a deployment sets no number (local development): a visibly fake Indian number. */
const FALLBACK_NUMBER = '919876543210';

/**
 * The support chat link (spec §1, §7 'Outgoing links'): the chat app opened with a prefilled
 * message to the shop's fixed support number, which comes from the runtime config.
 */
export function supportChatUrl(message: string): string {
  let number = FALLBACK_NUMBER;
  try {
    number = getRuntimeConfig().supportChatNumber ?? FALLBACK_NUMBER;
  } catch {
    // Config not loaded (a remote run standalone, a unit test): the fallback keeps links working.
  }
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

/** Help button of a game load request (spec §2): 'Need help with my Game Load Service Request # {id}'. */
export function gameLoadHelpMessage(requestId: string): string {
  return `Need help with my Game Load Service Request # ${requestId}`;
}

/** Help button of a discount request (spec §2): 'Need help with my Product Discount Request # {id}'. */
export function discountRequestHelpMessage(requestId: string): string {
  return `Need help with my Product Discount Request # ${requestId}`;
}
