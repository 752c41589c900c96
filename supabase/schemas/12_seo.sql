-- Search engines (ADR 0016) ------------------------------------------------------------------------

-- Sitemap (ADR 0016): the active catalogue's product addresses with their last change, one
-- sitemap page at a time (the protocol allows 50,000 URLs per file). The web server builds
-- /sitemap.xml and its pages from this as anon; nothing here is not already public (active
-- products are readable by anyone), and inactive products are never listed.
--
-- Ordered by slug, the unique index products_slug_key, so a page is an index range read. One
-- jsonb value rather than a set of rows: the API caps row sets at max_rows (1,000) and a page
-- holds up to 50,000 addresses.
create or replace function public.get_sitemap_products(
  page_number integer default 1,
  page_size integer default 50000
)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_array(p.slug, p.updated_at) order by p.slug), '[]'::jsonb)
  from (
    select pr.slug, greatest(pr.updated_at, pr.created_at) as updated_at
    from public.products pr
    where pr.is_active
    order by pr.slug
    offset (greatest(coalesce(page_number, 1), 1) - 1)::bigint * least(greatest(coalesce(page_size, 1), 1), 50000)
    limit least(greatest(coalesce(page_size, 1), 1), 50000)
  ) p
$$;
comment on function public.get_sitemap_products(integer, integer) is
  'Sitemap page of active products: [[slug, last change], ...] ordered by slug, at most 50,000.';

-- The number of active products (how many sitemap pages there are).
create or replace function public.count_sitemap_products()
returns bigint
language sql
stable
security invoker
set search_path = ''
as $$
  select count(*) from public.products where is_active
$$;

revoke all on function public.get_sitemap_products(integer, integer), public.count_sitemap_products() from public;
grant execute on function public.get_sitemap_products(integer, integer), public.count_sitemap_products()
  to anon, authenticated, service_role;
