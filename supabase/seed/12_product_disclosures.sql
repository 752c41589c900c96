-- Disclosures of the demo catalogue (docs/product.md#catalogue-and-search, "Disclosures"): the
-- country of origin by brand where the brand's hardware sold in India is commonly made there, the
-- manufacturer's warranty by kind. Products of other brands keep the column defaults ('Not
-- specified', 12 months, 7-day returns). A real catalogue states these per product. Re-runnable.

update public.products p
set country_of_origin = v.country
from (values
  ('Sony', 'China'), ('Nintendo', 'China'), ('Microsoft', 'China'), ('Valve', 'China'),
  ('ASUS', 'China'), ('MSI', 'China'), ('Gigabyte', 'China'), ('Lenovo', 'China'), ('Dell', 'China'),
  ('HP', 'China'), ('Acer', 'China'), ('Apple', 'China'), ('Logitech', 'China'), ('Razer', 'China'),
  ('Corsair', 'China'), ('HyperX', 'China'), ('SteelSeries', 'China'), ('Deepcool', 'China'),
  ('Cooler Master', 'China'), ('Lian Li', 'Taiwan'), ('Elgato', 'China'), ('Zotac', 'China'),
  ('Sapphire', 'China'), ('PowerColor', 'China'), ('NZXT', 'China'), ('Redragon', 'China'),
  ('Intel', 'Malaysia'), ('AMD', 'Malaysia'), ('Samsung', 'South Korea'), ('WD', 'Thailand'),
  ('Seagate', 'Thailand'), ('Kingston', 'Taiwan'), ('Crucial', 'Malaysia'), ('LG', 'India'),
  ('GameGear', 'India'), ('Ant Esports', 'China'), ('Cosmic Byte', 'China'), ('EvoFox', 'China')
) as v(brand, country)
where p.brand = v.brand and p.country_of_origin is distinct from v.country;

-- Games carry no manufacturer's warranty; processors and storage carry longer ones.
update public.products p
set warranty_months = case
      when c.slug = 'games' then 0
      when p.brand in ('Intel', 'AMD') and s.slug ilike '%processor%' then 36
      when p.brand in ('Samsung', 'WD', 'Crucial', 'Kingston', 'Seagate') then 36
      else p.warranty_months
    end
from public.categories c, public.subcategories s
where c.category_id = p.category_id and s.subcategory_id = p.subcategory_id
  and p.warranty_months is distinct from (case
      when c.slug = 'games' then 0
      when p.brand in ('Intel', 'AMD') and s.slug ilike '%processor%' then 36
      when p.brand in ('Samsung', 'WD', 'Crucial', 'Kingston', 'Seagate') then 36
      else p.warranty_months
    end);

-- GST (docs/product.md#tax-invoices): the HSN code of each category's goods, and the subcategories
-- whose goods are classified otherwise. 18% throughout today (the column default).
update public.categories c
set hsn_code = v.hsn
from (values ('consoles', '9504'), ('computers', '8471'), ('pc-parts', '8473'), ('monitors', '8528'),
             ('accessories', '8471'), ('games', '8523')) as v(slug, hsn)
where c.slug = v.slug and c.hsn_code is distinct from v.hsn;

update public.subcategories s
set hsn_code = v.hsn
from (values ('storage', '8471'), ('headsets', '8518'), ('controllers', '9504'),
             ('console-accessories', '9504')) as v(slug, hsn)
where s.slug = v.slug and s.hsn_code is distinct from v.hsn;

-- Return and replacement windows by kind (docs/product.md#returns-and-replacements): accessories
-- 10 days each; games, once opened, are replaced when faulty but not returned; everything else
-- keeps the defaults (7-day returns, 7-day replacement).
update public.products p
set return_window_days = case c.slug when 'accessories' then 10 when 'games' then 0 else p.return_window_days end,
    replacement_window_days = case c.slug when 'accessories' then 10 else p.replacement_window_days end
from public.categories c
where c.category_id = p.category_id and c.slug in ('accessories', 'games');
