-- Product photos (docs/product.md#running-the-shop, docs/adr/0022-product-photos.md): staff upload
-- photos to the public Storage bucket `product-photos` (objects `products/<product id>/<file>`),
-- then set a product's ordered photos with staff_set_product_images(). Shoppers load them through
-- the bucket's public URLs (smaller sizes through the image transformation), which need no read
-- policy. The bucket row (public, 5 MiB, JPEG/PNG/WebP: the server refuses anything else) is data:
-- it is written by the migration that adds these policies.

create policy "Staff add product photos" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'product-photos' and (storage.foldername(name))[1] = 'products'
              and (select public.is_staff()));
create policy "Staff read product photos" on storage.objects
  for select to authenticated
  using (bucket_id = 'product-photos' and (select public.is_staff()));
create policy "Staff replace product photos" on storage.objects
  for update to authenticated
  using (bucket_id = 'product-photos' and (select public.is_staff()))
  with check (bucket_id = 'product-photos' and (storage.foldername(name))[1] = 'products'
              and (select public.is_staff()));
create policy "Staff remove product photos" on storage.objects
  for delete to authenticated
  using (bucket_id = 'product-photos' and (select public.is_staff()));

-- A product's photos, in order (the first is the primary one).
create or replace function private.product_images_json(p_product_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('url', i.url, 'width', i.width, 'height', i.height, 'alt', i.alt)
                            order by i.position), '[]'::jsonb)
  from public.product_images i
  where i.product_id = p_product_id
$$;

-- Replaces a product's photos with p_images ([{ url, width, height, alt }], first = primary), with
-- productImagesInputSchema's rules and messages. Answers the photos as stored.
create or replace function public.staff_set_product_images(p_product_id uuid, p_images jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_image jsonb;
begin
  perform private.require_staff('Only staff can change the catalogue.');
  if not exists (select 1 from public.products p where p.product_id = p_product_id for update) then
    raise exception using errcode = 'PT404', message = 'Product not found.';
  end if;
  if p_images is null or jsonb_typeof(p_images) <> 'array' then
    perform private.bad_input('Send the photos as a list.');
  end if;
  if jsonb_array_length(p_images) > 10 then
    perform private.bad_input('A product has at most 10 photos.');
  end if;
  for v_image in select e from jsonb_array_elements(p_images) as e loop
    if jsonb_typeof(v_image) <> 'object' or jsonb_typeof(v_image -> 'url') <> 'string'
       or (v_image ->> 'url') !~ '^(https://|http://|/)' or char_length(v_image ->> 'url') > 2048 then
      perform private.bad_input('Each photo needs its web address.');
    end if;
    if jsonb_typeof(v_image -> 'width') <> 'number' or jsonb_typeof(v_image -> 'height') <> 'number'
       or (v_image ->> 'width')::numeric not between 1 and 10000 or (v_image ->> 'height')::numeric not between 1 and 10000
       or (v_image ->> 'width')::numeric <> round((v_image ->> 'width')::numeric)
       or (v_image ->> 'height')::numeric <> round((v_image ->> 'height')::numeric) then
      perform private.bad_input('Each photo needs its width and height in pixels.');
    end if;
    if jsonb_typeof(v_image -> 'alt') <> 'string' or char_length(btrim(v_image ->> 'alt')) not between 1 and 300 then
      perform private.bad_input('Describe each photo in 1 to 300 characters (its alt text).');
    end if;
  end loop;
  if (select count(distinct e ->> 'url') from jsonb_array_elements(p_images) as e) <> jsonb_array_length(p_images) then
    perform private.bad_input('The same photo is in the list twice.');
  end if;

  delete from public.product_images i where i.product_id = p_product_id;
  insert into public.product_images (product_id, position, url, width, height, alt)
  select p_product_id, (x.n - 1)::smallint, x.e ->> 'url', (x.e ->> 'width')::integer, (x.e ->> 'height')::integer,
         btrim(x.e ->> 'alt')
  from jsonb_array_elements(p_images) with ordinality as x(e, n);
  -- The catalogue's answers change with the primary photo: the product counts as changed.
  update public.products p set updated_at = now() where p.product_id = p_product_id;
  perform private.bump_catalogue_version();
  return private.product_images_json(p_product_id);
end;
$$;
comment on function public.staff_set_product_images(uuid, jsonb) is
  'Staff only: replaces a product''s photos (at most 10; url, width, height, alt; the first is the primary one). Answers them.';

revoke all on function private.product_images_json(uuid) from public, anon, authenticated;
revoke all on function public.staff_set_product_images(uuid, jsonb) from public, anon;
grant execute on function public.staff_set_product_images(uuid, jsonb) to authenticated, service_role;
