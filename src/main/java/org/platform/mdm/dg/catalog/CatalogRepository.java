package org.platform.mdm.dg.catalog;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.platform.mdm.data.EtalonId;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * SQL of the catalog's reads of the asset graph's copy ({@code dg_assets}, {@code dg_asset_links}):
 * an asset's links, a node's children, search by name, the links leaving an information system.
 * Names sort by {@link #NAME_ORDER}, which the name indexes of the module's migrations serve.
 */
@Repository
class CatalogRepository {

  /** The catalog's order of assets {@code o}: lower-case name byte-wise, then etalon id. */
  static final String NAME_ORDER = "lower(o.display_name) collate \"C\", o.etalon_id";

  private static final String ASSET_COLUMNS =
      "o.etalon_id, o.asset_type, o.display_name, o.active, o.information_system";

  private final JdbcClient jdbc;

  CatalogRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /**
   * The condition that the asset under {@code alias} is one the user may read: of a type it may
   * read, admitted by its security labels.
   */
  static String readable(Readable readable, String alias) {
    List<String> conditions = new ArrayList<>();
    if (readable.types() != null) {
      conditions.add(
          readable.types().isEmpty()
              ? "false"
              : alias
                  + ".asset_type in ("
                  + readable.types().stream()
                      .map(CatalogRepository::literal)
                      .sorted()
                      .collect(Collectors.joining(", "))
                  + ")");
    }
    readable
        .labelled()
        .forEach(
            (type, condition) ->
                conditions.add(
                    "("
                        + alias
                        + ".asset_type <> "
                        + literal(type)
                        + " or "
                        + condition.apply(alias + ".etalon_id")
                        + ")"));
    return conditions.isEmpty() ? "true" : String.join(" and ", conditions);
  }

  /**
   * The condition that the CONTAINS link {@code l} from {@code f} to {@code t} is counted: of a
   * counted operation type, and unless inactive ones are included, active with both ends active.
   */
  static String counted(String l, String f, String t, boolean includeInactive) {
    return l
        + ".relation_type = 'CONTAINS' and "
        + l
        + ".operation_type = any(:ops)"
        + (includeInactive
            ? ""
            : " and " + l + ".status = 'ACTIVE' and " + f + ".active and " + t + ".active");
  }

  private static String literal(String text) {
    return "'" + text.replace("'", "''") + "'";
  }

  // ---- relations

  /** An asset's links (already known to exist) as a relations query asks. */
  RelationPage relations(RelationsQuery q, boolean assetActive, Readable readable) {
    List<String> parts = new ArrayList<>();
    if (q.direction() != RelationDirection.INCOMING) {
      parts.add(
          "select l.relation_etalon_id, l.relation_name, l.relation_type, 'OUTGOING' as direction,"
              + " l.operation_type, l.status, l.to_etalon_id as other"
              + " from dg_asset_links l where l.from_etalon_id = :id");
    }
    if (q.direction() != RelationDirection.OUTGOING) {
      parts.add(
          "select l.relation_etalon_id, l.relation_name, l.relation_type, 'INCOMING' as direction,"
              + " l.operation_type, l.status, l.from_etalon_id as other"
              + " from dg_asset_links l where l.to_etalon_id = :id");
    }
    StringBuilder where =
        new StringBuilder(" from (")
            .append(String.join(" union all ", parts))
            .append(") r join dg_assets o on o.etalon_id = r.other")
            .append(" where r.operation_type = any(:ops) and ")
            .append(readable(readable, "o"));
    if (!q.filter().includeInactive()) {
      where.append(assetActive ? " and r.status = 'ACTIVE' and o.active" : " and false");
    }
    if (!q.relationNames().isEmpty()) {
      where.append(" and r.relation_name = any(:names)");
    }
    if (!q.relationTypes().isEmpty()) {
      where.append(" and r.relation_type = any(:types)");
    }
    Map<String, Object> params = new LinkedHashMap<>();
    params.put("id", q.etalonId().value());
    params.put("ops", q.filter().operationTypes());
    if (!q.relationNames().isEmpty()) {
      params.put("names", q.relationNames().toArray(String[]::new));
    }
    if (!q.relationTypes().isEmpty()) {
      params.put("types", q.relationTypes().stream().map(Enum::name).toArray(String[]::new));
    }
    long total = jdbc.sql("select count(*)" + where).params(params).query(Long.class).single();
    if (total <= q.offset()) {
      return new RelationPage(total, List.of());
    }
    List<AssetRelation> items =
        jdbc.sql(
                "select r.relation_etalon_id, r.relation_name, r.relation_type, r.direction,"
                    + " r.operation_type, r.status, o.etalon_id, o.asset_type, o.display_name,"
                    + " o.active"
                    + where
                    + " order by "
                    + NAME_ORDER
                    + ", r.relation_etalon_id, r.direction offset :offset limit :limit")
            .params(params)
            .param("offset", q.offset())
            .param("limit", q.limit())
            .query(
                (rs, n) ->
                    new AssetRelation(
                        rs.getObject(1, UUID.class).toString(),
                        rs.getString(2),
                        LinkType.valueOf(rs.getString(3)),
                        RelationDirection.valueOf(rs.getString(4)),
                        rs.getString(5),
                        rs.getString(6),
                        new AssetRef(
                            rs.getObject(7, UUID.class).toString(),
                            rs.getString(8),
                            rs.getString(9),
                            rs.getBoolean(10))))
            .list();
    return new RelationPage(total, items);
  }

  // ---- next level

  /** Where children come from: an asset's CONTAINS links, or the top of a system or layer. */
  record Parent(EtalonId asset, String informationSystem, boolean businessLayer) {}

  /** A page of a parent's children, with whether each has children in turn. */
  NodePage children(Parent parent, LinkFilter filter, Readable readable, int offset, int limit) {
    String where = childCondition(parent, filter, readable);
    Map<String, Object> params = params(parent, filter);
    long total =
        jdbc.sql("select count(*) from dg_assets o where " + where)
            .params(params)
            .query(Long.class)
            .single();
    if (total <= offset) {
      return new NodePage(total, List.of());
    }
    // The page is cut first, then one query asks which of its children have children, by their
    // ids. Asked per row, it was planned with from_etalon_id's average (one node of 20,000 children
    // makes it 10,000 links an asset): every link scanned for each row (docs/benchmarks.md).
    List<CatalogNode> page =
        jdbc.sql(
                "select "
                    + ASSET_COLUMNS
                    + " from dg_assets o where "
                    + where
                    + " order by "
                    + NAME_ORDER
                    + " offset :offset limit :limit")
            .params(params)
            .param("offset", offset)
            .param("limit", limit)
            .query(
                (rs, n) ->
                    new CatalogNode(
                        NodeKind.ASSET,
                        rs.getObject(1, UUID.class).toString(),
                        rs.getString(3),
                        rs.getString(2),
                        rs.getString(5),
                        rs.getBoolean(4),
                        false))
            .list();
    Set<String> parents = withChildren(page, filter, readable);
    return new NodePage(
        total, page.stream().map(c -> c.withChildren(parents.contains(c.etalonId()))).toList());
  }

  /** The etalon ids of the assets of the page that have children, as the filter counts them. */
  private Set<String> withChildren(List<CatalogNode> page, LinkFilter filter, Readable readable) {
    if (page.isEmpty()) {
      return Set.of();
    }
    // A plan for these ids: a generic plan cannot read the statistics of the values.
    jdbc.sql("set local plan_cache_mode = force_custom_plan").update();
    Set<String> parents =
        Set.copyOf(
            jdbc.sql(
                    "select distinct c.from_etalon_id from dg_asset_links c"
                        + " join dg_assets o on o.etalon_id = c.from_etalon_id"
                        + " join dg_assets g on g.etalon_id = c.to_etalon_id"
                        + " where c.from_etalon_id = any(:ids) and "
                        + counted("c", "o", "g", filter.includeInactive())
                        + " and "
                        + readable(readable, "g"))
                .param(
                    "ids",
                    page.stream().map(c -> UUID.fromString(c.etalonId())).toArray(UUID[]::new))
                .param("ops", filter.operationTypes())
                .query((rs, n) -> rs.getObject(1, UUID.class).toString())
                .list());
    jdbc.sql("set local plan_cache_mode = auto").update();
    return parents;
  }

  /** Whether the parent has at least one child. */
  boolean hasChildren(Parent parent, LinkFilter filter, Readable readable) {
    return jdbc.sql(
            "select exists (select 1 from dg_assets o where "
                + childCondition(parent, filter, readable)
                + ")")
        .params(params(parent, filter))
        .query(Boolean.class)
        .single();
  }

  private static Map<String, Object> params(Parent parent, LinkFilter filter) {
    Map<String, Object> params = new LinkedHashMap<>();
    params.put("ops", filter.operationTypes());
    if (parent.asset() != null) {
      params.put("node", parent.asset().value());
    } else if (!parent.businessLayer()) {
      params.put("system", parent.informationSystem());
    }
    return params;
  }

  private static String childCondition(Parent parent, LinkFilter filter, Readable readable) {
    String own = readable(readable, "o") + (filter.includeInactive() ? "" : " and o.active");
    if (parent.asset() != null) {
      // The node's links name its children: they are found from the links (one range of the
      // links' index), not by asking every asset whether the node links to it. The child's own
      // activity is in {@code own}.
      return own
          + " and o.etalon_id in (select l.to_etalon_id from dg_asset_links l join dg_assets p"
          + " on p.etalon_id = l.from_etalon_id where l.from_etalon_id = :node"
          + " and l.relation_type = 'CONTAINS' and l.operation_type = any(:ops)"
          + (filter.includeInactive() ? "" : " and l.status = 'ACTIVE' and p.active")
          + ")";
    }
    return (parent.businessLayer()
            ? "o.information_system is null"
            : "o.information_system = :system")
        + " and "
        + own
        + " and not exists (select 1 from dg_asset_links l join dg_assets p on p.etalon_id ="
        + " l.from_etalon_id where l.to_etalon_id = o.etalon_id and "
        + counted("l", "p", "o", filter.includeInactive())
        + " and "
        + readable(readable, "p")
        + ")";
  }

  /** An information system as the catalog's root shows it. */
  record SystemName(String name, String displayName) {}

  /**
   * The information systems: those the administration keeps and those assets are in (one index
   * probe per name), sorted by name.
   */
  List<SystemName> informationSystems() {
    return jdbc.sql(
            "with recursive s(name) as (select min(information_system) from dg_assets"
                + " where information_system is not null union all"
                + " select (select min(a.information_system) from dg_assets a"
                + " where a.information_system > s.name) from s where s.name is not null)"
                + " select name, max(display_name) from (select name, null::text display_name"
                + " from s where name is not null union all"
                + " select name, display_name from dg_information_systems) x"
                // By what the tree shows, as every other level is sorted (by display name).
                + " group by name order by coalesce(max(display_name), name), name collate \"C\"")
        .query((rs, n) -> new SystemName(rs.getString(1), rs.getString(2)))
        .list();
  }

  boolean informationSystemExists(String name) {
    return jdbc.sql(
            "select exists (select 1 from dg_information_systems where name = ?)"
                + " or exists (select 1 from dg_assets where information_system = ?)")
        .params(name, name)
        .query(Boolean.class)
        .single();
  }

  // ---- search

  /** Assets whose name holds the text, as the search asks. */
  AssetPage search(AssetSearch q, Readable readable) {
    StringBuilder where =
        new StringBuilder(" from dg_assets o where ").append(readable(readable, "o"));
    Map<String, Object> params = new LinkedHashMap<>();
    if (!q.text().isEmpty()) {
      where.append(" and lower(o.display_name) like '%' || lower(:text) || '%'");
      params.put("text", escapeLike(q.text()));
    }
    if (!q.assetTypes().isEmpty()) {
      where.append(" and o.asset_type = any(:types)");
      params.put("types", q.assetTypes().toArray(String[]::new));
    }
    if (q.informationSystem() != null) {
      where.append(" and o.information_system = :system");
      params.put("system", q.informationSystem());
    }
    if (!q.includeInactive()) {
      where.append(" and o.active");
    }
    // A plan for the text itself: a generic plan cannot use the trigram index for the pattern.
    jdbc.sql("set local plan_cache_mode = force_custom_plan").update();
    long total = jdbc.sql("select count(*)" + where).params(params).query(Long.class).single();
    if (total <= q.offset()) {
      jdbc.sql("set local plan_cache_mode = auto").update();
      return new AssetPage(total, List.of());
    }
    List<FoundAsset> items =
        jdbc.sql(
                "select "
                    + ASSET_COLUMNS
                    + where
                    + " order by "
                    + NAME_ORDER
                    + " offset :offset limit :limit")
            .params(params)
            .param("offset", q.offset())
            .param("limit", q.limit())
            .query(
                (rs, n) ->
                    new FoundAsset(
                        rs.getObject(1, UUID.class).toString(),
                        rs.getString(2),
                        rs.getString(3),
                        rs.getBoolean(4),
                        rs.getString(5)))
            .list();
    jdbc.sql("set local plan_cache_mode = auto").update();
    return new AssetPage(total, items);
  }

  private static String escapeLike(String text) {
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
  }

  // ---- has-relations

  /**
   * The active links between the system's assets and assets outside it, counted by the other end's
   * information system (the null key: the business layer).
   */
  Map<String, Long> linksLeaving(String informationSystem) {
    Map<String, Long> counts = new LinkedHashMap<>();
    jdbc.sql(
            "select b.information_system, count(*) from ("
                + " select l.to_etalon_id as other from dg_assets a join dg_asset_links l"
                + " on l.from_etalon_id = a.etalon_id"
                + " where a.information_system = :system and l.status = 'ACTIVE'"
                + " union all"
                + " select l.from_etalon_id from dg_assets a join dg_asset_links l"
                + " on l.to_etalon_id = a.etalon_id"
                + " where a.information_system = :system and l.status = 'ACTIVE'"
                + ") x join dg_assets b on b.etalon_id = x.other"
                + " where b.information_system is distinct from :system"
                + " group by b.information_system order by b.information_system nulls first")
        .param("system", informationSystem)
        .query((rs, n) -> counts.put(rs.getString(1), rs.getLong(2)))
        .list();
    return counts;
  }
}
