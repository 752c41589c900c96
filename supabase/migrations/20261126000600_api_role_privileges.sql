-- Found by the RLS matrix (tests/db/rls-matrix.test.ts): privileges the API roles never need and
-- that row-level security does not guard.
--
-- 1. user_profiles kept Supabase's default TRUNCATE, TRIGGER and REFERENCES for authenticated
--    (its migration revoked anon only and granted the four row privileges on top). TRUNCATE
--    ignores RLS: `set role authenticated; truncate public.user_profiles;` emptied every
--    shopper's profile. PostgREST never sends TRUNCATE, but any SQL run as `authenticated`
--    could; the row privileges (select/insert/update/delete, each guarded by an owner policy)
--    stay as they are.
revoke truncate, references, trigger on table public.user_profiles from anon, authenticated;

-- 2. Sequences of public keep Supabase's default USAGE/SELECT/UPDATE for the API roles: a guest
--    could nextval()/setval() the catalogue's id sequences. Every API write goes through
--    security-definer functions (owner's privileges) or tables keyed by uuid, so nothing needs them.
revoke all on all sequences in schema public from anon, authenticated;

-- 3. The same for what later migrations create in public (as this role): tables keep their
--    default row privileges (each migration narrows them, and the RLS matrix checks the result),
--    but never TRUNCATE, REFERENCES or TRIGGER; sequences are not granted to the API roles.
alter default privileges in schema public revoke truncate, references, trigger on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
