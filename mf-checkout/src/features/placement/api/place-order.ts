import { FunctionCallError, invokeFunction } from 'shared';
import { ORDER_MESSAGES, type PlaceOrderBody, placeOrderBodySchema, readOrderAnswer } from 'shared/contracts';

/**
 * `orders` POST: places the order from the caller's database cart and answers its id. Errors
 * carry the text for the 'Order Failed' toast: the server's message, else the spec's fallbacks.
 */
export async function placeOrder(body: PlaceOrderBody): Promise<string> {
  const parsed = placeOrderBodySchema.safeParse(body);
  if (!parsed.success) throw new Error(ORDER_MESSAGES.unknownError);
  let data: unknown;
  try {
    data = await invokeFunction('orders', { body: parsed.data });
  } catch (error) {
    throw new Error(failureMessage(error));
  }
  const answer = readOrderAnswer(data);
  if (!answer.ok) throw new Error(answer.message);
  return answer.orderId;
}

function failureMessage(error: unknown): string {
  if (!(error instanceof FunctionCallError)) return ORDER_MESSAGES.unknownError;
  if (error.kind === 'network' || error.kind === 'relay') return ORDER_MESSAGES.communicationFailed;
  const status = error.status ?? 500;
  const answer = error.body == null ? null : readOrderAnswer(error.body);
  // A refusal names its reason; a crash (5xx without a `success: false` answer) does not.
  if (answer && !answer.ok && (status < 500 || hasOrderMessage(error.body))) return answer.message;
  return status < 500 ? ORDER_MESSAGES.invalidResponse : ORDER_MESSAGES.communicationFailed;
}

const hasOrderMessage = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;
