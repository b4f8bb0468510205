package org.platform.mdm.search.engine;

import java.util.List;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The records a run selected (table {@code record_selections}), numbered in the search's order. */
@Repository
public class SelectionRepository {

  /** A selected record and its number in the selection. */
  public record SelectedRow(long n, EtalonId etalonId) {}

  private final JdbcClient jdbc;

  SelectionRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /** The next {@code size} records of the run's selection after number {@code after}. */
  public List<SelectedRow> after(long executionId, long after, int size) {
    return jdbc.sql(
            "select n, etalon_id from record_selections where execution_id = ? and n > ?"
                + " order by n limit ?")
        .params(executionId, after, size)
        .query((rs, i) -> new SelectedRow(rs.getLong(1), new EtalonId(rs.getObject(2, UUID.class))))
        .list();
  }

  /** How many records the run selected. */
  public long count(long executionId) {
    return jdbc.sql("select count(*) from record_selections where execution_id = ?")
        .param(executionId)
        .query(Long.class)
        .single();
  }

  /** Forgets the run's selection. */
  public void forget(long executionId) {
    jdbc.sql("delete from record_selections where execution_id = ?").param(executionId).update();
  }
}
