-- An origin has exactly one external key, so the key row now carries the origin (its status and
-- author) and the origins table goes: one table and one index less for every record written, and
-- an etalon's origins are read with the keys it needs anyway (index external_keys_etalon).
alter table external_keys
  add column status     text not null default 'ACTIVE',
  add column created_by text not null default '';

update external_keys k
   set status = o.status, created_by = o.created_by
  from origins o
 where o.etalon_id = k.etalon_id and o.origin_id = k.origin_id;

alter table external_keys alter column status drop default, alter column created_by drop default;

drop table origins;
