-- The declarative schema (docs/adr/0018-declarative-schema.md): what the database IS today, one
-- definition per object, one file per domain. Applied in name order after the platform's own
-- setup (roles anon, authenticated, service_role; schemas extensions and auth; pgcrypto,
-- uuid-ossp, pg_trgm, citext; Supabase's default privileges in public), with
-- check_function_bodies = off, so a function may come before the tables its body reads.
--
-- A change is made here, then `pnpm db:diff <name>` writes the migration that takes the
-- migrations' database to this one; the drift test (tests/schema) fails, naming the object, when
-- the two differ. Reference data (status transitions, search synonyms) and one-off data changes
-- are not schema: they stay in migrations and seed.

create extension if not exists fuzzystrmatch with schema extensions;

-- Internal helpers live in `private`: PostgREST exposes only `public`, so none of them is an RPC.
create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

-- Default privileges ------------------------------------------------------------------------------
-- Supabase's default privileges grant everything in public to the API roles. Found by the RLS
-- matrix (tests/db/rls-matrix.test.ts, docs/adr/0013): tables keep their default row privileges
-- (each domain narrows them, and the matrix checks the result), but never TRUNCATE (it ignores
-- RLS), REFERENCES or TRIGGER; sequences are not granted to the API roles (a guest could
-- nextval()/setval() the catalogue's id sequences; every API write goes through security definer
-- functions or tables keyed by uuid, so nothing needs them).
alter default privileges in schema public revoke truncate, references, trigger on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;

-- Helpers every domain uses -----------------------------------------------------------------------

-- The server owns the timestamps: a client-sent updated_at (the app sends one) or created_at is
-- replaced, so they can be trusted.
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
  end if;
  return new;
end;
$$;

-- Bad input from a client: SQLSTATE 22023, which PostgREST answers with 400 (never 500).
create or replace function private.invalid_parameter(p_message text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'invalid_parameter_value', message = p_message;
end;
$$;

-- The same, as the service requests call it.
create or replace function private.invalid(p_message text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'invalid_parameter_value', message = p_message;
end;
$$;

-- Checks shared by every paginated RPC.
create or replace function private.check_page(p_page_number integer, p_page_size integer, p_max_size integer)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_page_number is null or p_page_number < 1 then
    perform private.invalid_parameter('page_number must be 1 or more');
  end if;
  if p_page_size is null or p_page_size < 1 or p_page_size > p_max_size then
    perform private.invalid_parameter(format('page_size must be between 1 and %s', p_max_size));
  end if;
end;
$$;

-- A signed-in caller must still exist (found by the fuzzing, ADR 0014). An access token stays valid
-- until it expires (up to an hour) after its user is deleted; with such a token the cart and
-- wishlist RPCs would reach their insert and fail on the user foreign key (409 with Postgres'
-- words). Every RPC that takes the user from here refuses a user who is not in auth.users exactly
-- like a guest: 42501 with its login message (401).
-- Security invoker: every caller is a security definer RPC, which may read auth.users.
create or replace function private.require_user(p_message text default 'Please log in')
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null or not exists (select 1 from auth.users u where u.id = v_user) then
    raise exception using errcode = 'insufficient_privilege', message = p_message;
  end if;
  return v_user;
end;
$$;
comment on function private.require_user(text) is
  'The calling user (auth.uid()), who must exist in auth.users; otherwise 42501 (401) with p_message.';

-- Invisible format characters (bidi embeddings, overrides and isolates, zero-width space, word
-- joiner, LRM/RLM/ALM, BOM) are removed from short single-line fields people read as a name or a
-- label: profile name and address fields, review titles, game titles. Zero-width joiner and
-- non-joiner are kept between two visible characters (Indic scripts, Urdu and emoji need them)
-- and removed anywhere else. Long free text (review comments, repair descriptions) is stored as
-- typed (showing it isolated is the apps' job), but a value made only of such characters counts
-- as empty. Stripping comes before every length and 'required' check.
--
-- The text without invisible format characters (null stays null). Always removed: U+200B,
-- U+200E, U+200F, U+202A-U+202E, U+2060-U+206F, U+FEFF, U+061C. U+200C and U+200D survive only
-- as a single joiner between two non-space characters.
create or replace function private.strip_invisible(p_text text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    p_text,
    '[\u200B\u200E\u200F\u202A-\u202E\u2060-\u206F\uFEFF\u061C]', '', 'g'),
    '([\u200C\u200D])[\u200C\u200D]+', '\1', 'g'),
    '(^|[[:space:]])[\u200C\u200D]+', '\1', 'g'),
    '[\u200C\u200D]+($|[[:space:]])', '\1', 'g')
$$;

-- Internal helpers are not for the API roles (a function is executable by PUBLIC when created).
revoke all on function private.invalid_parameter(text), private.invalid(text),
  private.check_page(integer, integer, integer), private.require_user(text), private.strip_invisible(text)
  from public, anon, authenticated;

-- Display numbers (docs/product.md#display-numbers) ------------------------------------------------
-- What people read, say and type for an order or request: 'GG-26-7K3M9Q', the kind's prefix, the
-- India year and six characters of Crockford's base 32 (no I, L, O or U: nothing reads as 1 or 0).
-- 30 random bits from gen_random_uuid() (the server's strong random source), so one number says
-- nothing about the next, unlike a sequence. The uuid stays the id; the number is unique per table.
create or replace function private.new_display_number(p_prefix text, p_at timestamptz default now())
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  v_bits bigint := ('x' || left(replace(gen_random_uuid()::text, '-', ''), 8))::bit(32)::bigint;
  v_code text := '';
begin
  for i in 1..6 loop
    v_code := substr(v_alphabet, (v_bits % 32)::integer + 1, 1) || v_code;
    v_bits := v_bits / 32;
  end loop;
  return p_prefix || '-' || to_char(p_at at time zone 'Asia/Kolkata', 'YY') || '-' || v_code;
end;
$$;

-- BEFORE INSERT OR UPDATE of an order or request (TG_ARGV[0] = its prefix): a new row gets a number
-- no row of its table has (read past RLS: the definer's rights); an update keeps the number.
create or replace function private.assign_display_number()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_taken boolean;
begin
  if tg_op = 'UPDATE' then
    new.display_number := old.display_number;
    return new;
  end if;
  loop
    new.display_number := private.new_display_number(tg_argv[0]);
    execute format('select exists (select 1 from %I.%I t where t.display_number = $1)', tg_table_schema, tg_table_name)
      into v_taken using new.display_number;
    exit when not v_taken;
  end loop;
  return new;
end;
$$;

-- A display number as typed ('gg-26-7k3m9q ', '#GG-26-7K3M9Q'): trimmed, upper-cased, without '#';
-- null when it is not one.
create or replace function private.display_number_of(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when upper(ltrim(btrim(p_text), '#')) ~ '^[A-Z]{2}-[0-9]{2}-[0-9A-HJKMNP-TV-Z]{6}$'
              then upper(ltrim(btrim(p_text), '#')) end
$$;

revoke all on function private.new_display_number(text, timestamptz), private.assign_display_number(),
  private.display_number_of(text)
  from public, anon, authenticated;
