-- The catalog (issue 50) sorts assets by their display name in lower case, byte-wise (collation
-- "C", as search's name_key): the order is the same on every database whatever its locale, and
-- ties are broken by the etalon id. These indexes serve that order: the whole catalog (search
-- without a type), one type, and one information system (its top assets, the business layer).

drop index dg_assets_name;
drop index dg_assets_type_name;
create index dg_assets_name on dg_assets ((lower(display_name)) collate "C", etalon_id);
create index dg_assets_type_name
  on dg_assets (asset_type, (lower(display_name)) collate "C", etalon_id);
create index dg_assets_system_name
  on dg_assets (information_system, (lower(display_name)) collate "C", etalon_id);
