import { getRuntimeConfig } from '../config/runtime-config';

/** Used when a deployment sets no number (local development): a visibly fake Indian number. */
const FALLBACK_NUMBER = '919876543210';

/**
 * The support chat link (docs/product.md#support): the chat app opened with a prefilled
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

/** The external AI assistant the service forms open (new tab) after copying a prepared prompt. */
export const AI_ASSISTANT_URL = 'https://chatgpt.com/';

// Prefilled chat messages: every template in one place ------------------------------------------

/** Order help (order details sheet): id, date, status, total and the items. */
export function orderHelpMessage(order: {
  id: string;
  orderDate: string;
  status: string;
  total: string;
  items: readonly { name: string; quantity: number }[];
}): string {
  return [
    `Hello, I need help with my order #${order.id}.`,
    `Order date: ${order.orderDate}`,
    `Status: ${order.status}`,
    `Total: ${order.total}`,
    'Items:',
    order.items.map((p) => `- ${p.name} x ${p.quantity}`).join('\n'),
  ].join('\n');
}

/** Repair history's help button: 'Need help with my Repair Request # {id}' plus device and status. */
export function repairHelpMessage(request: { id: string; device?: string; status?: string }): string {
  return [
    `Need help with my Repair Request # ${request.id}`,
    ...(request.device ? [`Device: ${request.device}`] : []),
    ...(request.status ? [`Status: ${request.status}`] : []),
  ].join('\n');
}

/** 'Need help with my Game Load Service Request # {id}' (docs/product.md#game-loading). */
export const gameLoadHelpMessage = (id: string): string =>
  `Need help with my Game Load Service Request # ${id}`;

/** 'Need help with my Product Discount Request # {id}' (docs/product.md#price-match-requests). */
export const discountRequestHelpMessage = (id: string): string =>
  `Need help with my Product Discount Request # ${id}`;

/** The support page's message: reason, the reference (order id, request id or title) and the description. */
export function supportRequestMessage(request: {
  reason: string;
  referenceLabel?: string;
  reference?: string;
  description: string;
}): string {
  const reference = request.reference?.trim();
  return [
    'Hello GameGear Support,',
    `Reason: ${request.reason}`,
    ...(reference ? [`${request.referenceLabel ?? 'Reference'}: ${reference}`] : []),
    `Description: ${request.description.trim()}`,
  ].join('\n');
}
