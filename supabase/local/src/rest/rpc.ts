/**
 * `/rpc/<fn>`: finds the function by name and argument names in the schema cache (as PostgREST
 * does, overloads included), passes arguments through `json_to_record` so Postgres converts them
 * to the declared types, and shapes the answer: a bare value for scalars, an array for sets, an
 * object for a single composite, 204 for void.
 */
import type { JsonBody } from './body';
import { invalidJson, isPlainObject } from './body';
import type { Catalog, FunctionInfo } from './catalog';
import { EXPOSED_SCHEMA } from './catalog';
import {
  cappedScope,
  createContext,
  ident,
  innerFilters,
  limitSql,
  orderSql,
  qualified,
  type Relation,
  selectListSql,
  UnknownName,
  whereSql,
  wrapBody,
} from './compile';
import { RestError } from './errors';
import { contentRange, rangeStatus } from './negotiate';
import { jsonResponse, type Prepared, type RequestOptions, singularityCheck } from './plan';
import { isReservedParam, type ParsedQuery, parseQuery } from './request';

function isSingleJsonParam(fn: FunctionInfo): boolean {
  const only = fn.inputs[0];
  return (
    fn.inputs.length === 1 &&
    only !== undefined &&
    only.name === '' &&
    (only.type === 'json' || only.type === 'jsonb')
  );
}

function accepts(fn: FunctionInfo, keys: string[]): boolean {
  if (fn.inputs.some((a) => a.name === '')) return false;
  const names = fn.inputs.map((a) => a.name);
  const required = names.slice(0, names.length - fn.defaults);
  return keys.every((k) => names.includes(k)) && required.every((r) => keys.includes(r));
}

function notFound(name: string, keys: string[], known: string[]): UnknownName {
  const sorted = [...keys].sort();
  const fn = `${EXPOSED_SCHEMA}.${name}`;
  const withArgs = sorted.length > 0;
  return new UnknownName(
    404,
    'PGRST202',
    withArgs
      ? `Could not find the function ${fn}(${sorted.join(', ')}) in the schema cache`
      : `Could not find the function ${fn} without parameters in the schema cache`,
    {
      details: withArgs
        ? `Searched for the function ${fn} with parameters ${sorted.join(', ')} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`
        : `Searched for the function ${fn} without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      hint: known.length > 0 ? `Perhaps you meant to call the function ${EXPOSED_SCHEMA}.${known[0]}` : null,
    },
  );
}

function ambiguous(name: string, fns: FunctionInfo[]): RestError {
  const list = fns
    .map((f) => `${EXPOSED_SCHEMA}.${name}(${f.inputs.map((a) => `${a.name} => ${a.type}`).join(', ')})`)
    .join(', ');
  return new RestError(300, 'PGRST203', `Could not choose the best candidate function between: ${list}`, {
    hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  });
}

/** Names of other functions that share a prefix: PostgREST's "Perhaps you meant" hint. */
function similar(catalog: Catalog, name: string): string[] {
  const stem = name.slice(0, 4).toLowerCase();
  return [...catalog.functions.keys()].filter(
    (n) => n !== name && stem.length > 0 && n.toLowerCase().startsWith(stem),
  );
}

interface Call {
  fn: FunctionInfo;
  /** FROM items providing the arguments (json_to_record), or '' without arguments. */
  argsFrom: string;
  call: string;
}

function buildCall(
  ctx: ReturnType<typeof createContext>,
  name: string,
  fn: FunctionInfo,
  args: Record<string, unknown>,
  argsText: string,
): Call {
  if (isSingleJsonParam(fn)) {
    const type = (fn.inputs[0] as { type: string }).type;
    return { fn, argsFrom: '', call: `${qualified(name)}(${ctx.params.add(argsText)}::text::${type})` };
  }
  const keys = Object.keys(args);
  if (keys.length === 0) return { fn, argsFrom: '', call: `${qualified(name)}()` };
  const types = new Map(fn.inputs.map((a) => [a.name, a.type]));
  const definition = keys.map((k) => `${ident(k)} ${types.get(k)}`).join(', ');
  const json = ctx.params.add(argsText);
  return {
    fn,
    argsFrom: `json_to_record(${json}::text::json) as pgrst_args(${definition})`,
    call: `${qualified(name)}(${keys.map((k) => `${ident(k)} := pgrst_args.${ident(k)}`).join(', ')})`,
  };
}

function choose(catalog: Catalog, name: string, keys: string[], hasBody: boolean): FunctionInfo {
  const fns = catalog.functions.get(name) ?? [];
  const exact = fns.filter((f) => accepts(f, keys));
  const candidates = exact.length > 0 ? exact : hasBody ? fns.filter(isSingleJsonParam) : [];
  if (candidates.length === 0) throw notFound(name, keys, similar(catalog, name));
  if (candidates.length > 1) throw ambiguous(name, candidates);
  return candidates[0] as FunctionInfo;
}

/** GET /rpc: parameters naming an argument are arguments; the others filter the result. */
function chooseForGet(catalog: Catalog, name: string, params: URLSearchParams): FunctionInfo {
  const keys = [...new Set([...params.keys()].filter((k) => !isReservedParam(k) && !k.includes('.')))];
  const fns = (catalog.functions.get(name) ?? []).filter((f) => !f.inputs.some((a) => a.name === ''));
  let best: FunctionInfo[] = [];
  let bestCount = -1;
  for (const fn of fns) {
    const names = new Set(fn.inputs.map((a) => a.name));
    const matched = keys.filter((k) => names.has(k));
    const required = fn.inputs.slice(0, fn.inputs.length - fn.defaults).map((a) => a.name);
    // Leftover keys must be filters on returned columns; a scalar function takes none.
    const leftovers = keys.filter((k) => !names.has(k));
    if (!required.every((r) => matched.includes(r))) continue;
    if (leftovers.length > 0 && !fn.columns) continue;
    if (matched.length > bestCount) {
      best = [fn];
      bestCount = matched.length;
    } else if (matched.length === bestCount) {
      best.push(fn);
    }
  }
  if (best.length === 0) throw notFound(name, keys, similar(catalog, name));
  if (best.length > 1) throw ambiguous(name, best);
  return best[0] as FunctionInfo;
}

export function prepareRpc(
  catalog: Catalog,
  name: string,
  params: URLSearchParams,
  body: JsonBody | null,
  opts: RequestOptions,
): Prepared {
  const isGet = opts.method === 'GET' || opts.method === 'HEAD';
  let fn: FunctionInfo;
  let query: ParsedQuery;
  let args: Record<string, unknown>;
  let argsText: string;
  if (isGet) {
    fn = chooseForGet(catalog, name, params);
    query = parseQuery(params, new Set(fn.inputs.map((a) => a.name)));
    args = Object.fromEntries(query.args);
    argsText = JSON.stringify(args);
  } else {
    query = parseQuery(params);
    const value = body?.value ?? {};
    const keys = isPlainObject(value) ? Object.keys(value) : [];
    fn = choose(catalog, name, keys, body !== null);
    if (!isSingleJsonParam(fn) && !isPlainObject(value))
      throw invalidJson('Expected a JSON object of arguments');
    args = isPlainObject(value) ? value : {};
    argsText = body?.text ?? '{}';
  }

  const ctx = createContext(catalog, query);
  const { argsFrom, call } = buildCall(ctx, name, fn, args, argsText);
  // Like PostgREST: GET, and any call of a stable or immutable function, runs read-only.
  const readOnly = isGet || fn.volatility !== 'v';
  const minimal = opts.prefer.get('return') === 'minimal';

  if (fn.returnsVoid || !fn.columns) {
    // Scalars: PostgREST answers the bare JSON value, or an array of them for `setof`.
    const from = argsFrom ? ` from ${argsFrom}` : '';
    const lateral = argsFrom ? `${argsFrom} cross join lateral ` : '';
    const sql = fn.returnsVoid
      ? `select null::bigint as total, count(*) as page_total, null::text as body from (select ${call}${from}) as pgrst_void`
      : fn.returnsSet
        ? `select null::bigint as total, count(*) as page_total, coalesce(json_agg(pgrst_scalar), '[]')::text as body from ${lateral}${call} as pgrst_scalar`
        : `select null::bigint as total, 1 as page_total, to_json(${call})::text as body${from}`;
    return {
      sql,
      params: ctx.params.values,
      readOnly,
      // A single scalar needs no check: the commit travels with the call (rest/execute.ts).
      check: fn.returnsSet ? (outcome) => singularityCheck(opts.media, outcome) : undefined,
      respond: (outcome) => {
        if (fn.returnsVoid || minimal) return new Response(null, { status: 204 });
        if (fn.returnsSet && opts.media.single) {
          const single = JSON.parse(outcome.body ?? '[]') as unknown[];
          return jsonResponse(200, JSON.stringify(single[0] ?? null), opts.media);
        }
        return jsonResponse(200, outcome.body ?? 'null', opts.media, {
          'Content-Range': contentRange(0, outcome.pageTotal, null),
        });
      },
    };
  }

  // Rows: filters, select, order and ranges apply to the function's result like to a table.
  const rel: Relation = {
    alias: name,
    label: name,
    columns: new Map(fn.columns.map((c) => [c.name, c])),
    table: catalog.tables.get(fn.returnType) ?? null,
  };
  const from = ` from ${argsFrom ? `${argsFrom} cross join lateral ` : ''}${call} as ${ident(rel.alias)}`;
  const list = selectListSql(ctx, rel, query.select);
  const where = whereSql(ctx, rel, query.root.filters, innerFilters(ctx, rel));
  const scope = fn.returnsSet ? cappedScope(query.root) : query.root;
  const source = `select ${list}${from}${where}${orderSql(ctx, rel, scope.order)}${limitSql(scope)}`;
  const count = opts.prefer.has('count');
  // A function returning one composite (not setof) answers an object, like PostgREST.
  const single = opts.media.single || !fn.returnsSet;
  const media = { ...opts.media, single };
  const sql = wrapBody(
    source,
    { single, stripNulls: opts.media.stripNulls, count },
    count ? `select count(*)${from}${where}` : null,
  );
  const offset = query.root.offset ?? 0;
  return {
    sql,
    params: ctx.params.values,
    readOnly,
    check: opts.media.single ? (outcome) => singularityCheck(opts.media, outcome) : undefined,
    respond: (outcome) => {
      const range = { 'Content-Range': contentRange(offset, outcome.pageTotal, outcome.total) };
      if (minimal) return new Response(null, { status: 204, headers: range });
      const status = fn.returnsSet ? rangeStatus(offset, outcome.pageTotal, outcome.total) : 200;
      return jsonResponse(status, outcome.body ?? 'null', media, range);
    },
  };
}
