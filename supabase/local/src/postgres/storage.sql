-- The `storage` schema a hosted Supabase project has before its first migration (storage-api's
-- tenant migrations, summed up): buckets, objects with row-level security enabled and no policies
-- (projects write their own), the grants hosted gives the API roles, and the helpers policies use
-- (storage.foldername/filename/extension). Idempotent: runs on every start after bootstrap.sql.
-- Only the `storage` schema (and its admin role) is touched.

do $$
begin
  if not exists (select from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin login noinherit createrole password 'postgres';
  end if;
end
$$;

create schema if not exists storage authorization supabase_storage_admin;
grant usage on schema storage to postgres, anon, authenticated, service_role;
grant all on schema storage to supabase_storage_admin, postgres;

do $$
begin
  if not exists (select from pg_type t join pg_namespace n on n.oid = t.typnamespace
                 where n.nspname = 'storage' and t.typname = 'buckettype') then
    create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');
  end if;
end
$$;

create table if not exists storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid null,
  created_at timestamptz null default now(),
  updated_at timestamptz null default now(),
  public boolean null default false,
  avif_autodetection boolean null default false,
  file_size_limit bigint null,
  allowed_mime_types text[] null,
  owner_id text null,
  type storage.buckettype not null default 'STANDARD'
);
create unique index if not exists bname on storage.buckets using btree (name);
comment on column storage.buckets.owner is 'Field is deprecated, use owner_id instead';

create table if not exists storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text null,
  name text null,
  owner uuid null,
  created_at timestamptz null default now(),
  updated_at timestamptz null default now(),
  last_accessed_at timestamptz null default now(),
  metadata jsonb null,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text null,
  owner_id text null,
  user_metadata jsonb null,
  constraint "objects_bucketId_fkey" foreign key (bucket_id) references storage.buckets (id)
);
create unique index if not exists bucketid_objname on storage.objects using btree (bucket_id, name);
create index if not exists name_prefix_search on storage.objects using btree (name text_pattern_ops);
comment on column storage.objects.owner is 'Field is deprecated, use owner_id instead';

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- Path helpers for policies, e.g. `(storage.foldername(name))[1] = auth.uid()::text`.
create or replace function storage.foldername(name text) returns text[]
language sql immutable
as $$ select (string_to_array(name, '/'))[1:cardinality(string_to_array(name, '/')) - 1] $$;

create or replace function storage.filename(name text) returns text
language sql immutable
as $$ select (string_to_array(name, '/'))[cardinality(string_to_array(name, '/'))] $$;

create or replace function storage.extension(name text) returns text
language sql immutable
as $$ select reverse(split_part(reverse(storage.filename(name)), '.', 1)) $$;

create or replace function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end
$$;

-- Hosted refuses `delete from storage.*` unless the Storage API (which sets the flag) runs it:
-- deleting rows directly would orphan the files.
create or replace function storage.protect_delete() returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end
$$;

-- One level of a bucket as `.list(prefix)` shows it: folders (id null) and files, named relative
-- to the prefix. Security invoker, so the caller's select policies decide what is listed.
create or replace function storage.search(
  prefix text,
  bucketname text,
  limits int default 100,
  levels int default 1,
  offsets int default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
)
returns table (
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
language sql stable security invoker
as $$
  with matched as (
    select o.*, substr(o.name, length(coalesce(prefix, '')) + 1) as rest
    from storage.objects o
    where o.bucket_id = bucketname
      and lower(o.name) like lower(coalesce(prefix, '') || coalesce(search, '')) || '%'
  ),
  entries as (
    select distinct on (split_part(m.rest, '/', 1))
           split_part(m.rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
           null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata,
           true as folder
    from matched m where strpos(m.rest, '/') > 0
    union all
    select m.rest, m.id, m.updated_at, m.created_at, m.last_accessed_at, m.metadata, false
    from matched m where strpos(m.rest, '/') = 0
  )
  select e.name, e.id, e.updated_at, e.created_at, e.last_accessed_at, e.metadata
  from entries e
  order by
    -- By name, folders and files interleave; by a date, folders come first (they have none).
    case when lower(coalesce(sortcolumn, 'name')) = 'name' then false else not e.folder end,
    case when lower(coalesce(sortorder, 'asc')) = 'asc' then
      case lower(coalesce(sortcolumn, 'name'))
        when 'updated_at' then to_char(e.updated_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS')
        when 'created_at' then to_char(e.created_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS')
        when 'last_accessed_at' then to_char(e.last_accessed_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS')
        else lower(e.name) collate "C"
      end
    end asc,
    case when lower(coalesce(sortorder, 'asc')) <> 'asc' then
      case lower(coalesce(sortcolumn, 'name'))
        when 'updated_at' then to_char(e.updated_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS')
        when 'created_at' then to_char(e.created_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS')
        when 'last_accessed_at' then to_char(e.last_accessed_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS')
        else lower(e.name) collate "C"
      end
    end desc,
    e.name
  limit least(coalesce(limits, 100), 1500) offset coalesce(offsets, 0)
$$;

drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();
drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter type storage.buckettype owner to supabase_storage_admin;
alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
alter function storage.update_updated_at_column() owner to supabase_storage_admin;
alter function storage.protect_delete() owner to supabase_storage_admin;
alter function storage.search(text, text, int, int, int, text, text, text) owner to supabase_storage_admin;

-- As hosted grants them (storage-api migrations 0002, 0046, 0049): RLS, not grants, guards rows.
grant all on storage.buckets, storage.objects to postgres with grant option;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant usage on type storage.buckettype to anon, authenticated, service_role;
grant execute on all functions in schema storage to postgres, anon, authenticated, service_role;
