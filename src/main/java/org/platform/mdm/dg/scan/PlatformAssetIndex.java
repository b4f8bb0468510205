package org.platform.mdm.dg.scan;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.platform.mdm.dg.PlatformAssets;
import org.platform.mdm.dg.crawl.PlatformModelCrawler;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Finds the platform's registers in the scan ledger: the rows of crawler instances whose connection
 * is of type {@code platform}, their paths read back from their keys ({@code [database, schema,
 * table(, column)]}). Only assets active in the ledger and in the asset graph count.
 */
@Component
class PlatformAssetIndex implements PlatformAssets {

  private static final String ROWS =
      "select s.external_id, s.etalon_id, s.asset_type, s.information_system,"
          + " s.crawler_instance, a.display_name"
          + " from dg_connections k"
          + " join dg_crawler_instances c on c.connection = k.name"
          + " join dg_scan_assets s on s.information_system = c.information_system"
          + " and s.crawler_instance = c.name"
          + " join dg_assets a on a.etalon_id = s.etalon_id and a.active"
          + " where k.crawler_type = '"
          + PlatformModelCrawler.TYPE
          + "' and s.active";

  private final JdbcClient jdbc;

  PlatformAssetIndex(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  @Override
  public List<PlatformAsset> tablesOf(String entityName) {
    return jdbc
        .sql(
            ROWS
                + " and s.asset_type = 'dgTable'"
                + " and right(s.external_id, length(:name) + 1) = '/' || :name"
                + " order by s.information_system, s.crawler_instance")
        .param("name", AssetKeys.escaped(entityName))
        .query(PlatformAssetIndex::row)
        .stream()
        .flatMap(Optional::stream)
        .filter(asset -> entityName.equals(asset.entityName()) && asset.attributeName() == null)
        .toList();
  }

  @Override
  public Optional<PlatformAsset> get(UUID etalonId) {
    return jdbc
        .sql(ROWS + " and s.etalon_id = :id")
        .param("id", etalonId)
        .query(PlatformAssetIndex::row)
        .stream()
        .flatMap(Optional::stream)
        .findFirst();
  }

  private static Optional<PlatformAsset> row(ResultSet rs, int row) throws SQLException {
    List<String> path =
        AssetKeys.path(
            rs.getString("external_id"),
            rs.getString("information_system"),
            rs.getString("crawler_instance"));
    if (path.size() != 3 && path.size() != 4) {
      return Optional.empty();
    }
    return Optional.of(
        new PlatformAsset(
            rs.getObject("etalon_id", UUID.class),
            rs.getString("asset_type"),
            rs.getString("display_name"),
            rs.getString("information_system"),
            path.get(2),
            path.size() == 4 ? path.get(3) : null));
  }
}
