package org.platform.mdm.dg.asset;

import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** SQL of the asset graph's copy: {@code dg_assets} and {@code dg_asset_links}. */
@Repository
public class AssetGraphRepository {

  private final JdbcClient jdbc;
  private final org.springframework.jdbc.core.JdbcTemplate batch;

  AssetGraphRepository(JdbcClient jdbc, org.springframework.jdbc.core.JdbcTemplate batch) {
    this.jdbc = jdbc;
    this.batch = batch;
  }

  /** An asset as the graph holds it. */
  public record Node(
      EtalonId etalonId,
      String assetType,
      String displayName,
      boolean active,
      String informationSystem,
      String crawlerInstance) {}

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

  /** Writes the assets' rows in one batch; the information system and crawler instance stay. */
  void putNodes(List<NodeRow> rows, OffsetDateTime now) {
    if (rows.isEmpty()) {
      return;
    }
    batch.batchUpdate(
        "insert into dg_assets (etalon_id, asset_type, display_name, active, update_date)"
            + " values (?, ?, ?, ?, ?) on conflict (etalon_id) do update set"
            + " asset_type = excluded.asset_type, display_name = excluded.display_name,"
            + " active = excluded.active, update_date = excluded.update_date",
        rows.stream()
            .map(r -> new Object[] {r.id().value(), r.type(), r.displayName(), r.active(), now})
            .toList());
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
    batch.batchUpdate(
        "insert into dg_asset_links (relation_etalon_id, relation_name, relation_type,"
            + " from_etalon_id, to_etalon_id, status, operation_type)"
            + " values (?, ?, ?, ?, ?, ?, ?)",
        edges.stream()
            .map(
                e ->
                    new Object[] {
                      e.relationEtalonId().value(),
                      e.relationName(),
                      e.relationType(),
                      e.from().value(),
                      e.to().value(),
                      e.status(),
                      e.operationType()
                    })
            .toList());
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
