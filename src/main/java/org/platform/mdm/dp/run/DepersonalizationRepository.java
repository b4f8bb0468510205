package org.platform.mdm.dp.run;

import java.security.SecureRandom;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * What a depersonalization reads of the stored records besides their golden records (how many a
 * register has, a column's distinct golden values), and the secret keys of its runs.
 */
@Repository
class DepersonalizationRepository {

  private static final SecureRandom RANDOM = new SecureRandom();

  private final JdbcClient jdbc;

  DepersonalizationRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /** The records of the register or reference set (merged ones aside), for the progress. */
  long countRecords(String entityName) {
    return jdbc.sql("select count(*) from etalons where entity_name = ? and status <> 'MERGED'")
        .param(entityName)
        .query(Long.class)
        .single();
  }

  /**
   * A page of the register's records with a timeline after {@code after} (null: from the first), in
   * id order (as the golden records are paged).
   */
  List<EtalonId> etalonIds(String entityName, EtalonId after, int limit) {
    return jdbc.sql(
            "select etalon_id from timeline where entity_name = ? and etalon_id > ?"
                + " group by etalon_id order by etalon_id limit ?")
        .param(entityName)
        .param(after == null ? new UUID(0L, 0L) : after.value()) // the smallest in PostgreSQL
        .param(limit)
        .query((rs, n) -> new EtalonId(rs.getObject(1, UUID.class)))
        .list();
  }

  /**
   * The distinct golden values at the SQL/JSON path in the register's timelines in force, as JSON
   * texts; at most {@code limit} of them.
   */
  List<String> distinctValues(String entityName, String jsonPath, int limit) {
    return jdbc.sql(
            """
            select distinct v::text from timeline t,
              jsonb_path_query(t.data, cast(? as jsonpath)) v
            where t.entity_name = ? and t.active and jsonb_typeof(v) <> 'null'
            limit ?""")
        .param(jsonPath)
        .param(entityName)
        .param(limit)
        .query(String.class)
        .list();
  }

  /** Which of the keys the source system has in the register (the records already copied). */
  Set<String> keysPresent(String entityName, String sourceSystem, List<String> externalIds) {
    if (externalIds.isEmpty()) {
      return Set.of();
    }
    return new HashSet<>(
        jdbc.sql(
                "select external_id from external_keys where entity_name = ? and source_system = ?"
                    + " and external_id = any(?)")
            .param(entityName)
            .param(sourceSystem)
            .param(externalIds.toArray(String[]::new))
            .query(String.class)
            .list());
  }

  /** The secret key of the name, made at random the first time it is asked for. */
  byte[] key(String name, String userName) {
    byte[] made = new byte[32];
    RANDOM.nextBytes(made);
    jdbc.sql(
            "insert into dp_keys (name, secret, created_by) values (?, ?, ?)"
                + " on conflict (name) do nothing")
        .param(name)
        .param(made)
        .param(userName)
        .update();
    return jdbc.sql("select secret from dp_keys where name = ?")
        .param(name)
        .query(byte[].class)
        .single();
  }
}
