-- Classifiers (issue 21), third slice: the data model's classifier section becomes the classifiers
-- module's. The classifiers of the current (latest) published model revision move into the
-- classifier tables; then every stored model document loses its "classifiers" field.
--
-- Mapping (docs/decisions.md, "Third slice: the model's classifiers moved"):
--   * each model classifier becomes a classifier (same name, displayName defaulting to the name,
--     description) with one version "v1" (displayName "1"), its default, whose root is named after
--     the classifier and carries its displayName and description, as ClassifierPublisher makes it;
--   * each node keeps its code as the node's code; its name is the code where the code is a valid
--     name ([A-Za-z][A-Za-z0-9_-]{0,99}), else the code with every other character made "_" and
--     "n" put in front when it does not start with a Latin letter (at most 100 characters); a name
--     taken twice in one tree (the root's included) gets "_2", "_3"… in code order;
--   * the old roots (no parentCode) become the children of the new root, the other nodes stay
--     under their parents; depth is the old depth plus one, at most 9 (deeper trees fail here);
--   * a node's displayName defaults to its code; attributes are copied in the node-attribute form
--     (the model's attribute fields a node attribute has) with "inheritable": false;
--   * each classifier becomes a security resource of category CLASSIFIER;
--   * a classifier already in the classifier tables (published through its drafts) is kept as it
--     is; the model's one of that name is not moved.
-- Safe on a fresh database (no revision) and on a model without classifiers: nothing is moved.

create temporary table moved_classifiers on commit drop as
with latest as (
  select content, published_by, publish_date from model_revisions
   order by revision desc limit 1
)
select c.value ->> 'name' as name,
       coalesce(nullif(c.value ->> 'displayName', ''), c.value ->> 'name') as display_name,
       c.value ->> 'description' as description,
       coalesce(c.value -> 'nodes', '[]'::jsonb) as nodes,
       l.published_by,
       l.publish_date
  from latest l
 cross join lateral jsonb_array_elements(
   case jsonb_typeof(l.content -> 'classifiers') when 'array' then l.content -> 'classifiers'
   else '[]'::jsonb end) c
 where c.value ->> 'name' is not null
   and not exists (select 1 from classifiers k where k.name = c.value ->> 'name');

insert into classifiers (name, display_name, description, create_date, created_by, update_date,
                         updated_by)
select name, display_name, description, publish_date, published_by, publish_date, published_by
  from moved_classifiers;

insert into classifier_versions (classifier, name, display_name, is_default, create_date,
                                 created_by, update_date, updated_by)
select name, 'v1', '1', true, publish_date, published_by, publish_date, published_by
  from moved_classifiers;

insert into security_resources (name, display_name, category)
select name, display_name, 'CLASSIFIER' from moved_classifiers
on conflict (name) do nothing;

-- Every node of every moved classifier, the new root first, each with its new id.
create temporary table moved_nodes on commit drop as
with recursive old_nodes as (
  select m.name as classifier,
         n.value ->> 'code' as code,
         coalesce(nullif(n.value ->> 'displayName', ''), n.value ->> 'code') as display_name,
         n.value ->> 'parentCode' as parent_code,
         coalesce((select jsonb_agg(jsonb_build_object(
                             'name', a.value -> 'name',
                             'displayName', a.value -> 'displayName',
                             'description', a.value -> 'description',
                             'type', a.value -> 'type',
                             'array', coalesce(a.value -> 'array', 'false'::jsonb),
                             'required', coalesce(a.value -> 'required', 'false'::jsonb),
                             'enumeration', a.value -> 'enumeration',
                             'lookupEntity', a.value -> 'lookupEntity',
                             'defaultValue', a.value -> 'defaultValue',
                             'inheritable', false) order by a.ordinality)
                     from jsonb_array_elements(
                       case jsonb_typeof(n.value -> 'attributes') when 'array'
                       then n.value -> 'attributes' else '[]'::jsonb end)
                       with ordinality a(value, ordinality)), '[]'::jsonb) as attributes
    from moved_classifiers m
   cross join lateral jsonb_array_elements(m.nodes) n
   where n.value ->> 'code' is not null
),
placed as (
  -- From the old roots down; a node whose parent is unknown or in a cycle is never reached (the
  -- model validator refused both, so a published model has neither).
  select o.classifier, o.code, o.parent_code, 1 as depth
    from old_nodes o
   where o.parent_code is null
  union all
  select o.classifier, o.code, o.parent_code, p.depth + 1
    from old_nodes o
    join placed p on p.classifier = o.classifier and p.code = o.parent_code
   where p.depth < 20
),
candidates as (
  select m.name as classifier, null::text as code, null::text as parent_code, 0 as depth,
         m.name as base_name, m.display_name, m.description, '[]'::jsonb as attributes, 0 as rank
    from moved_classifiers m
  union all
  select p.classifier, p.code, p.parent_code, p.depth,
         case when p.code ~ '^[A-Za-z][A-Za-z0-9_-]{0,99}$' then p.code
              else left(case when p.code ~ '^[A-Za-z]' then '' else 'n' end
                        || regexp_replace(p.code, '[^A-Za-z0-9_-]', '_', 'g'), 100) end,
         o.display_name, null, o.attributes, 1
    from placed p
    join old_nodes o on o.classifier = p.classifier and o.code = p.code
),
numbered as (
  select c.*, row_number() over (partition by classifier, base_name order by rank, code) as nth
    from candidates c
)
select gen_random_uuid() as node_id, classifier, code, parent_code, depth, display_name,
       description, attributes,
       case when nth = 1 then base_name
            else left(base_name, 100 - length('_' || nth)) || '_' || nth end as name
  from numbered;

do $$
declare
  deep record;
begin
  select classifier, code, depth into deep from moved_nodes where depth > 9 limit 1;
  if found then
    raise exception using message = format(
      'Classifier %s of the data model is deeper than 10 levels (node %s): a classifier version'
      || ' holds at most 10 levels with its root. Shorten the tree in the data model with the'
      || ' previous release, then upgrade again.', deep.classifier, deep.code);
  end if;
end
$$;

insert into classifier_nodes (node_id, classifier, version, name, code, display_name, description,
                              parent_id, depth, attributes)
select n.node_id, n.classifier, 'v1', n.name, n.code, n.display_name, n.description,
       case when n.depth = 0 then null
            when n.parent_code is null then r.node_id
            else p.node_id end,
       n.depth, n.attributes
  from moved_nodes n
  left join moved_nodes r on r.classifier = n.classifier and r.depth = 0
  left join moved_nodes p on p.classifier = n.classifier and p.code = n.parent_code
 order by n.depth;

-- The model no longer has a classifier section: every stored model document (published revisions
-- and the editions of data-model drafts) loses it, so that each reads as today's model document.
update model_revisions set content = content - 'classifiers' where content ? 'classifiers';

update editions e set content = e.content - 'classifiers'
  from drafts d
 where d.id = e.draft_id and d.provider = 'data-model' and e.content ? 'classifiers';
