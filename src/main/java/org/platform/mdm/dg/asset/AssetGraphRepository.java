package org.platform.mdm.dg.asset;

import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.dg.model.LoadedAssets;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** SQL of the asset graph's copy: {@code dg_assets} and {@code dg_asset_links}. */
@Repository
public class AssetGraphRepository implements LoadedAssets {

  private final JdbcClient jdbc;

  AssetGraphRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /** An asset as the graph holds it. */
  public record Node(
      EtalonId etalonId,
      String assetType,
      String displayName,
      boolean active,
      String informationSystem,
      String crawlerInstance) {}

  @Override
  public long count(String informationSystem, String crawlerInstance) {
    return jdbc.sql(
            "select count(*) from dg_assets where information_system = ? and crawler_instance = ?")
        .params(informationSystem, crawlerInstance)
        .query(Long.class)
        .single();
  }

  /** A link between two assets as the graph holds it. */
  public record Edge(
      EtalonId relationEtalonId,
      String relationName,
      String relationType,
      EtalonId from,
      EtalonId to,
      String status,
      String operationType) {}

  /** An asset's row as a write stores it. */
  record NodeRow(EtalonId id, String type, String displayName, boolean active) {}

  /**
   * Writes the assets' rows in one statement; the information system and crawler instance stay. A
   * record told twice keeps the last row told.
   */
  void putNodes(List<NodeRow> rows, OffsetDateTime now) {
    if (rows.isEmpty()) {
      return;
    }
    java.util.Map<EtalonId, NodeRow> last = new java.util.LinkedHashMap<>();
    rows.forEach(r -> last.put(r.id(), r));
    List<NodeRow> unique = List.copyOf(last.values());
    jdbc.sql(
            "insert into dg_assets (etalon_id, asset_type, display_name, active, update_date)"
                + " select i, t, n, a, ? from unnest(?::uuid[], ?::text[], ?::text[], ?::boolean[])"
                + " as w(i, t, n, a) on conflict (etalon_id) do update set"
                + " asset_type = excluded.asset_type, display_name = excluded.display_name,"
                + " active = excluded.active, update_date = excluded.update_date")
        .params(
            now,
            unique.stream().map(r -> r.id().value()).toArray(UUID[]::new),
            unique.stream().map(NodeRow::type).toArray(String[]::new),
            unique.stream().map(NodeRow::displayName).toArray(String[]::new),
            unique.stream().map(NodeRow::active).toArray(Boolean[]::new))
        .update();
  }

  void removeNodes(Collection<EtalonId> ids) {
    UUID[] values = ids.stream().map(EtalonId::value).toArray(UUID[]::new);
    jdbc.sql("delete from dg_asset_links where from_etalon_id = any(?) or to_etalon_id = any(?)")
        .params(values, values)
        .update();
    jdbc.sql("delete from dg_assets where etalon_id = any(?)").param(values).update();
  }

  /** Removes every asset of these types, and the links from and to them. */
  void forgetTypes(Collection<String> types) {
    String[] names = types.toArray(String[]::new);
    jdbc.sql(
            "delete from dg_asset_links l using dg_assets a where a.asset_type = any(?)"
                + " and (l.from_etalon_id = a.etalon_id or l.to_etalon_id = a.etalon_id)")
        .param(names)
        .update();
    jdbc.sql("delete from dg_assets where asset_type = any(?)").param(names).update();
  }

  /** Marks these assets as found by a crawler instance of an information system. */
  public void claim(Collection<EtalonId> ids, String informationSystem, String crawlerInstance) {
    jdbc.sql(
            "update dg_assets set information_system = ?, crawler_instance = ?"
                + " where etalon_id = any(?)")
        .params(
            informationSystem,
            crawlerInstance,
            ids.stream().map(EtalonId::value).toArray(UUID[]::new))
        .update();
  }

  /** How many active links start or end at these assets. */
  public long linksTouching(Collection<EtalonId> ids) {
    UUID[] values = ids.stream().map(EtalonId::value).toArray(UUID[]::new);
    return jdbc.sql(
            "select count(*) from dg_asset_links where status = 'ACTIVE'"
                + " and (from_etalon_id = any(?) or to_etalon_id = any(?))")
        .params(values, values)
        .query(Long.class)
        .single();
  }

  /** Replaces every link starting at these assets with those given. */
  void replaceEdges(Collection<EtalonId> from, List<Edge> edges) {
    jdbc.sql("delete from dg_asset_links where from_etalon_id = any(?)")
        .param(from.stream().map(EtalonId::value).toArray(UUID[]::new))
        .update();
    if (edges.isEmpty()) {
      return;
    }
    jdbc.sql(
            "insert into dg_asset_links (relation_etalon_id, relation_name, relation_type,"
                + " from_etalon_id, to_etalon_id, status, operation_type)"
                + " select * from unnest(?::uuid[], ?::text[], ?::text[], ?::uuid[], ?::uuid[],"
                + " ?::text[], ?::text[])")
        .params(
            edges.stream().map(e -> e.relationEtalonId().value()).toArray(UUID[]::new),
            edges.stream().map(Edge::relationName).toArray(String[]::new),
            edges.stream().map(Edge::relationType).toArray(String[]::new),
            edges.stream().map(e -> e.from().value()).toArray(UUID[]::new),
            edges.stream().map(e -> e.to().value()).toArray(UUID[]::new),
            edges.stream().map(Edge::status).toArray(String[]::new),
            edges.stream().map(Edge::operationType).toArray(String[]::new))
        .update();
  }

  /** Of these records, those the graph holds as assets. */
  List<EtalonId> assets(Collection<EtalonId> ids) {
    if (ids.isEmpty()) {
      return List.of();
    }
    return jdbc.sql("select etalon_id from dg_assets where etalon_id = any(?)")
        .param(ids.stream().map(EtalonId::value).toArray(UUID[]::new))
        .query((rs, n) -> new EtalonId(rs.getObject(1, UUID.class)))
        .list();
  }

  public java.util.Optional<Node> node(EtalonId id) {
    return jdbc.sql(
            "select etalon_id, asset_type, display_name, active, information_system,"
                + " crawler_instance from dg_assets where etalon_id = ?")
        .param(id.value())
        .query(
            (rs, n) ->
                new Node(
                    new EtalonId(rs.getObject(1, UUID.class)),
                    rs.getString(2),
                    rs.getString(3),
                    rs.getBoolean(4),
                    rs.getString(5),
                    rs.getString(6)))
        .optional();
  }
}
