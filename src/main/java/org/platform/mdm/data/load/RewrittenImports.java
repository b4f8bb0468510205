package org.platform.mdm.data.load;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.List;
import org.platform.mdm.data.RewriteListener;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Bulk loads made before registers' values were rewritten in place hold the earlier values: their
 * uploads (kept for an import that stopped or failed, to go on with it) and the reasons of their
 * rejected lines (which quote the values). Those of loads into the registers rewritten go, and
 * those of NDJSON loads, whose lines may be of any register; the loads' counts stay. A load under
 * way is left to finish.
 */
@Component
class RewrittenImports implements RewriteListener {

  private final JdbcClient jdbc;
  private final ImportSpool spool;

  RewrittenImports(JdbcClient jdbc, ImportSpool spool) {
    this.jdbc = jdbc;
    this.spool = spool;
  }

  @Override
  public void rewritten(Collection<String> entityNames, OffsetDateTime before) {
    String loads =
        "select id from data_imports where create_date < ? and state not in ('QUEUED', 'RUNNING')"
            + " and (entity_name is null or entity_name = any(?::text[]))";
    String[] names = entityNames.toArray(String[]::new);
    jdbc.sql(
            "update data_imports set rejections_removed = ? where rejections_removed is null and"
                + " id in (select import_id from data_import_rejections) and id in ("
                + loads
                + ")")
        .params(before, before, names)
        .update();
    jdbc.sql("delete from data_import_rejections where import_id in (" + loads + ")")
        .params(before, names)
        .update();
    List<String> uploads =
        jdbc.sql(
                "with kept as (select id, spool from data_imports where spool is not null and id"
                    + " in ("
                    + loads
                    + ") for update) update data_imports d set spool = null from kept where d.id ="
                    + " kept.id returning kept.spool")
            .params(before, names)
            .query(String.class)
            .list();
    for (String name : uploads) {
      try {
        spool.delete(name);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
