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
