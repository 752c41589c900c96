-- What a hosted Supabase project provides before the first migration runs: the API roles, the
-- `extensions` and `auth` schemas, `auth.users` with GoTrue's columns and the `auth.*` helpers.
-- Idempotent: it runs on every start, over a fresh or an existing database.

-- Roles ---------------------------------------------------------------------------------------
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit password 'postgres';
  end if;
  if not exists (select from pg_roles where rolname = 'supabase_admin') then
    create role supabase_admin login superuser createdb createrole replication bypassrls password 'postgres';
  end if;
  if not exists (select from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin login noinherit createrole password 'postgres';
  end if;
  if not exists (select from pg_roles where rolname = 'postgres') then
    create role postgres login superuser password 'postgres';
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;

-- Hosted Supabase caps API statements per role (service_role has no cap of its own); the REST
-- layer applies a role's settings to each request, as PostgREST does. Set only when absent, so a
-- migration's own value survives the next start.
do $$
declare
  cap record;
begin
  for cap in select * from (values ('anon', '3s'), ('authenticated', '8s')) as v(role, timeout) loop
    if not exists (
      select from pg_roles r, unnest(r.rolconfig) as setting
      where r.rolname = cap.role and setting like 'statement\_timeout=%'
    ) then
      execute format('alter role %I set statement_timeout = %L', cap.role, cap.timeout);
    end if;
  end loop;
end
$$;

-- Schemas and extensions ----------------------------------------------------------------------
create schema if not exists extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists citext with schema extensions;

-- Supabase resolves unqualified extension objects (similarity, crypt, ...) through the path.
do $$
begin
  execute format('alter database %I set search_path to "$user", public, extensions', current_database());
end
$$;
alter role authenticator set search_path to "$user", public, extensions;
set search_path to "$user", public, extensions;

-- Supabase's default privileges: API roles may use `public`; row-level security guards rows.
-- Set once, when the project is new, as hosted Supabase does: migrations narrow them later, and
-- this file runs on every start, so granting them again would undo that for later tables.
grant usage on schema public to postgres, anon, authenticated, service_role;
do $$
begin
  if not exists (
    select 1 from pg_default_acl d join pg_namespace n on n.oid = d.defaclnamespace where n.nspname = 'public'
  ) then
    alter default privileges in schema public grant all on tables to postgres, anon, authenticated, service_role;
    alter default privileges in schema public grant all on functions to postgres, anon, authenticated, service_role;
    alter default privileges in schema public grant all on sequences to postgres, anon, authenticated, service_role;
  end if;
end
$$;

-- auth schema ---------------------------------------------------------------------------------
create schema if not exists auth authorization supabase_auth_admin;
grant usage on schema auth to anon, authenticated, service_role;
grant all on schema auth to supabase_auth_admin, postgres;

create table if not exists auth.users (
  instance_id uuid null,
  id uuid not null primary key,
  aud varchar(255) null,
  role varchar(255) null,
  email varchar(255) null,
  encrypted_password varchar(255) null,
  email_confirmed_at timestamptz null,
  invited_at timestamptz null,
  confirmation_token varchar(255) null default '',
  confirmation_sent_at timestamptz null,
  recovery_token varchar(255) null default '',
  recovery_sent_at timestamptz null,
  email_change_token_new varchar(255) null default '',
  email_change varchar(255) null default '',
  email_change_sent_at timestamptz null,
  last_sign_in_at timestamptz null,
  raw_app_meta_data jsonb null,
  raw_user_meta_data jsonb null,
  is_super_admin bool null,
  created_at timestamptz null,
  updated_at timestamptz null,
  phone text null unique default null,
  phone_confirmed_at timestamptz null,
  phone_change text null default '',
  phone_change_token varchar(255) null default '',
  phone_change_sent_at timestamptz null,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) null default '',
  email_change_confirm_status smallint null default 0
    check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  banned_until timestamptz null,
  reauthentication_token varchar(255) null default '',
  reauthentication_sent_at timestamptz null,
  is_sso_user boolean not null default false,
  deleted_at timestamptz null,
  is_anonymous boolean not null default false
);
comment on table auth.users is 'Auth: Stores user login data within a secure schema.';
create index if not exists users_instance_id_idx on auth.users (instance_id);
create index if not exists users_instance_id_email_idx on auth.users (instance_id, lower(email::text));
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);
create unique index if not exists confirmation_token_idx on auth.users (confirmation_token)
  where confirmation_token::text !~ '^[0-9 ]*$';
create unique index if not exists recovery_token_idx on auth.users (recovery_token)
  where recovery_token::text !~ '^[0-9 ]*$';
create unique index if not exists email_change_token_current_idx on auth.users (email_change_token_current)
  where email_change_token_current::text !~ '^[0-9 ]*$';
create unique index if not exists email_change_token_new_idx on auth.users (email_change_token_new)
  where email_change_token_new::text !~ '^[0-9 ]*$';
create index if not exists users_is_anonymous_idx on auth.users (is_anonymous);
alter table auth.users owner to supabase_auth_admin;
grant all on auth.users to postgres, supabase_auth_admin;

-- The request helpers, as Supabase defines them: PostgREST sets `request.jwt.claims` per
-- transaction; older versions set one `request.jwt.claim.<name>` per claim.
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;
comment on function auth.uid() is 'Deprecated. Use auth.jwt() -> ''sub'' instead.';

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;
comment on function auth.role() is 'Deprecated. Use auth.jwt() -> ''role'' instead.';

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;
comment on function auth.email() is 'Deprecated. Use auth.jwt() -> ''email'' instead.';

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
alter function auth.email() owner to supabase_auth_admin;
alter function auth.jwt() owner to supabase_auth_admin;
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to public, anon, authenticated, service_role;

-- Migration history, as the Supabase CLI records it ------------------------------------------
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text not null primary key,
  statements text[] null,
  name text null,
  applied_at timestamptz not null default now()
);
