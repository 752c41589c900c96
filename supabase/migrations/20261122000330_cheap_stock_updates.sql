-- Every placed order updates its products' stock: keep that update cheap.
--
-- 1. Room on each page (fillfactor 85) so a stock update can be a HOT update: the new row version
--    stays on its page and none of the twelve indexes (three of them GIN) gets a new entry. Only
--    stock_units and updated_at change, neither indexed. Applies to the pages the seed writes next.
alter table public.products set (fillfactor = 85);

-- 2. Stock and price updates no longer touch the search-term dictionary. The statement-level
--    update trigger captured transition tables of whole product rows (vectors and specification
--    included) for every update, then compared them: ~0.15 ms of each order (docs/adr/0008).
--    Postgres forbids column lists on triggers with transition tables, so the update case becomes
--    a row-level trigger limited to the searchable columns and visibility; inserts and deletes
--    keep their statement-level triggers (bulk loads stay one dictionary upsert).

drop trigger products_search_terms_update on public.products;

create or replace function private.products_sync_search_terms_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_terms text[];
  v_deltas integer[];
begin
  if (old.name, old.search_keywords, old.brand, old.label_id, old.subcategory_id, old.category_id,
      old.technical_specification, old.is_active)
     is not distinct from
     (new.name, new.search_keywords, new.brand, new.label_id, new.subcategory_id, new.category_id,
      new.technical_specification, new.is_active) then
    return null;
  end if;
  -- Old words -1 (when the product was visible), new words +1 (when it is).
  with moved as (
    select -1 as delta, old.name, old.search_keywords, old.brand, old.label_id, old.subcategory_id,
           old.category_id, old.technical_specification
    where old.is_active
    union all
    select 1, new.name, new.search_keywords, new.brand, new.label_id, new.subcategory_id,
           new.category_id, new.technical_specification
    where new.is_active
  )
  select array_agg(x.term), array_agg(x.delta) into v_terms, v_deltas
  from (
    select w.term, sum(m.delta)::integer as delta
    from moved m
    join public.categories c on c.category_id = m.category_id
    join public.subcategories s on s.subcategory_id = m.subcategory_id
    left join public.labels l on l.label_id = m.label_id
    cross join lateral unnest(private.product_search_words(
      m.name, m.search_keywords, m.brand, l.name, s.name, c.name, m.technical_specification)) as w(term)
    where char_length(w.term) between 2 and 40 and w.term !~ '[^a-z0-9]'
    group by w.term
    having sum(m.delta) <> 0
  ) as x;
  if v_terms is not null then
    perform private.apply_search_term_delta(v_terms, v_deltas);
  end if;
  return null;
end;
$$;

create trigger products_search_terms_update
  after update of name, search_keywords, brand, label_id, subcategory_id, category_id,
    technical_specification, is_active
  on public.products
  for each row execute function private.products_sync_search_terms_row();

revoke all on function private.products_sync_search_terms_row() from public, anon, authenticated;
