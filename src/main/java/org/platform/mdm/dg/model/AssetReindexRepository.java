package org.platform.mdm.dg.model;

import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.List;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** SQL of the asset types whose change the asset graph has not been rebuilt for. */
@Repository
class AssetReindexRepository {

  private final JdbcClient jdbc;

  AssetReindexRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  void mark(Collection<String> types, OffsetDateTime now) {
    for (String type : types) {
      jdbc.sql(
              "insert into dg_reindex_required (asset_type, change_date) values (?, ?)"
                  + " on conflict (asset_type) do update set change_date = excluded.change_date")
          .params(type, now)
          .update();
    }
  }

  List<String> types() {
    return jdbc.sql("select asset_type from dg_reindex_required order by asset_type")
        .query(String.class)
        .list();
  }

  /** The marks set before the moment (a change after a rebuild started is kept). */
  void clear(OffsetDateTime before) {
    jdbc.sql("delete from dg_reindex_required where change_date <= ?").param(before).update();
  }
}
