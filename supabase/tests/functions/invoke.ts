/** `functions.invoke` through the real supabase-js client: the answer, or the error's status and body. */
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';

export interface Invoked {
  status: number;
  body: unknown;
}

export async function invoke(
  client: SupabaseClient,
  name: string,
  options: { method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; body?: unknown; query?: string } = {},
): Promise<Invoked> {
  const path = options.query ? `${name}?${options.query}` : name;
  const { data, error } = await client.functions.invoke(path, {
    method: options.method ?? 'POST',
    ...(options.body !== undefined ? { body: options.body as Record<string, unknown> } : {}),
  });
  if (!error) return { status: 200, body: data };
  if (!(error instanceof FunctionsHttpError)) throw error;
  const response = error.context as Response;
  return { status: response.status, body: await response.json() };
}
