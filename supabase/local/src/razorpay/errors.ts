/**
 * Razorpay's error answer: `{ error: { code, description, source, step, reason, metadata, field? } }`,
 * 400 for a bad request (unknown ids included, as Razorpay answers them) and 401 for bad credentials.
 */

export interface RazorpayErrorBody {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: Record<string, unknown>;
    field?: string;
  };
}

export class RazorpayError extends Error {
  constructor(
    readonly status: 400 | 401,
    description: string,
    readonly field?: string,
  ) {
    super(description);
  }

  toJSON(): RazorpayErrorBody {
    return errorBody(this.message, this.field);
  }
}

export function errorBody(description: string, field?: string): RazorpayErrorBody {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
      ...(field ? { field } : {}),
    },
  };
}

export const badRequest = (description: string, field?: string) => new RazorpayError(400, description, field);

export const authenticationFailed = () => new RazorpayError(401, 'Authentication failed');

/** What Razorpay answers for an id it does not hold. */
export const notFound = () => badRequest('The id provided does not exist');
