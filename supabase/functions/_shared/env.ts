/**
 * Environment access that works in both places a function runs: Deno on the hosted platform
 * (`Deno.env`) and Node in the local stack, whose functions router publishes SUPABASE_URL and
 * the keys under a global symbol (falling back to `process.env` for anything else).
 */
interface DenoLike {
  env: { get(name: string): string | undefined };
}
interface ProcessLike {
  env: Record<string, string | undefined>;
}

const LOCAL_STACK_ENV = Symbol.for('supabase.functions.env');

export function getEnv(name: string): string | undefined {
  const deno = (globalThis as { Deno?: DenoLike }).Deno;
  if (deno) return deno.env.get(name);
  const local = (globalThis as Record<symbol, Record<string, string> | undefined>)[LOCAL_STACK_ENV];
  return local?.[name] ?? (globalThis as { process?: ProcessLike }).process?.env[name];
}

/** For settings a function cannot work without (a deployment mistake, hence a thrown Error). */
export function requireEnv(name: string): string {
  const value = getEnv(name);
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}
