/** One RPC call: the function and its arguments (the key of its answer). */
export interface RpcCall {
  fn: string;
  args?: Record<string, unknown>;
}

/** JSON with sorted keys, so argument order never matters. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function rpcKey(call: RpcCall): string {
  return `${call.fn} ${stableJson(call.args ?? {})}`;
}
