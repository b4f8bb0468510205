package org.platform.mdm.dg.catalog;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * SQL of lineage's steps over the asset graph's copy. A link that is no CONTAINS says that the
 * asset it starts at depends on the one it ends at (a column referencing another, a view reading a
 * table, a report using a table): the end is upstream of the start. A container also depends on
 * what the links of its children reach, through those assets' containers (a table whose column
 * references a column of another table depends on that table).
 */
@Repository
class LineageRepository {

  private final JdbcClient jdbc;

  LineageRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /**
   * One step of a walk: an edge from an asset of the frontier (or to it, downstream) and the asset
   * it reaches.
   *
   * @param from the dependent asset of the edge
   * @param to the asset it depends on
   * @param kind LINK (a link of the two) or THROUGH_CHILDREN (a link of their children)
   * @param reached the asset reached: {@code to} upstream, {@code from} downstream
   */
  record Hop(EtalonId from, EtalonId to, String relationName, String kind, AssetRef reached) {}

  List<Hop> step(
      Collection<EtalonId> frontier, boolean upstream, boolean includeInactive, Readable readable) {
    UUID[] ids = frontier.stream().map(EtalonId::value).toArray(UUID[]::new);
    String near = upstream ? "from_etalon_id" : "to_etalon_id";
    String far = upstream ? "to_etalon_id" : "from_etalon_id";
    List<Hop> hops = new ArrayList<>();
    String direct =
        "select l.from_etalon_id, l.to_etalon_id, l.relation_name, o.etalon_id, o.asset_type,"
            + " o.display_name, o.active from dg_asset_links l join dg_assets o on o.etalon_id = l."
            + far
            + " where l."
            + near
            + " = any(?) and l.relation_type <> 'CONTAINS' and l."
            + far
            + " <> l."
            + near
            + (includeInactive ? "" : " and l.status = 'ACTIVE' and o.active")
            + " and "
            + CatalogRepository.readable(readable, "o");
    hops.addAll(query(direct, ids, "LINK", upstream, false));
    // k: the frontier's asset contains c; l: c's link with d; p: o contains d.
    String throughChildren =
        "select k.from_etalon_id, p.from_etalon_id, l.relation_name, o.etalon_id, o.asset_type,"
            + " o.display_name, o.active from dg_asset_links k"
            + " join dg_assets c on c.etalon_id = k.to_etalon_id"
            + " join dg_asset_links l on l."
            + near
            + " = k.to_etalon_id and l.relation_type <> 'CONTAINS'"
            + " join dg_assets d on d.etalon_id = l."
            + far
            + " join dg_asset_links p on p.to_etalon_id = d.etalon_id and p.relation_type ="
            + " 'CONTAINS'"
            + " join dg_assets o on o.etalon_id = p.from_etalon_id"
            + " where k.from_etalon_id = any(?) and k.relation_type = 'CONTAINS'"
            + " and o.etalon_id <> k.from_etalon_id"
            + (includeInactive
                ? ""
                : " and k.status = 'ACTIVE' and c.active and l.status = 'ACTIVE' and d.active"
                    + " and p.status = 'ACTIVE' and o.active")
            + " and "
            + CatalogRepository.readable(readable, "o");
    hops.addAll(query(throughChildren, ids, "THROUGH_CHILDREN", upstream, true));
    return hops;
  }

  private List<Hop> query(
      String sql, UUID[] ids, String kind, boolean upstream, boolean pairIsNearFar) {
    return jdbc.sql(sql)
        .param(ids)
        .query(
            (rs, n) -> {
              EtalonId a = new EtalonId(rs.getObject(1, UUID.class));
              EtalonId b = new EtalonId(rs.getObject(2, UUID.class));
              // direct rows are (from, to) as stored; through-children rows are (near, far).
              EtalonId from = pairIsNearFar && !upstream ? b : a;
              EtalonId to = pairIsNearFar && !upstream ? a : b;
              return new Hop(
                  from,
                  to,
                  rs.getString(3),
                  kind,
                  new AssetRef(
                      rs.getObject(4, UUID.class).toString(),
                      rs.getString(5),
                      rs.getString(6),
                      rs.getBoolean(7)));
            })
        .list();
  }
}
