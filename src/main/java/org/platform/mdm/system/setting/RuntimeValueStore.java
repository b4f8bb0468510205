package org.platform.mdm.system.setting;

import java.time.OffsetDateTime;
import java.util.HashMap;
import java.util.Map;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Run-time values of editable settings, table {@code system_parameters}. */
@Repository
public class RuntimeValueStore {

  private final JdbcClient jdbc;

  public RuntimeValueStore(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  public Map<String, String> all() {
    Map<String, String> values = new HashMap<>();
    jdbc.sql("select name, value from system_parameters")
        .query(
            rs -> {
              values.put(rs.getString("name"), rs.getString("value"));
            });
    return values;
  }

  public void put(String name, String value, String user) {
    jdbc.sql(
            """
            insert into system_parameters (name, value, updated_by, update_date)
            values (:name, :value, :user, :now)
            on conflict (name) do update
              set value = excluded.value, updated_by = excluded.updated_by,
                  update_date = excluded.update_date
            """)
        .param("name", name)
        .param("value", value)
        .param("user", user)
        .param("now", OffsetDateTime.now())
        .update();
  }

  public void remove(String name) {
    jdbc.sql("delete from system_parameters where name = :name").param("name", name).update();
  }
}
