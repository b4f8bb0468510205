package org.platform.mdm.core.access;

import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.List;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Definitions of user-defined properties, table {@code user_defined_properties}. */
@Repository
class UserPropertyRepository {

  private final JdbcClient jdbc;

  UserPropertyRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  List<UserProperty> all() {
    return jdbc.sql(
            "select name, display_name, type, required, read_only from user_defined_properties"
                + " order by name")
        .query(
            (rs, n) ->
                new UserProperty(
                    rs.getString("name"),
                    rs.getString("display_name"),
                    rs.getString("type"),
                    rs.getBoolean("required"),
                    rs.getBoolean("read_only")))
        .list();
  }

  /** Of these names, those (in any case) already defined. */
  List<String> taken(Collection<String> names) {
    return jdbc.sql(
            "select name from user_defined_properties where lower(name) in"
                + " (select lower(n) from unnest(?::text[]) n) order by name")
        .param(names.toArray(String[]::new))
        .query(String.class)
        .list();
  }

  /** False when a property of the name (in any case) exists, made meanwhile by another request. */
  boolean insert(UserProperty p, String user, OffsetDateTime now) {
    return jdbc.sql(
                "insert into user_defined_properties (name, display_name, type, required,"
                    + " read_only, created_by, create_date) values (?, ?, ?, ?, ?, ?, ?)"
                    + " on conflict do nothing")
            .params(p.name(), p.displayName(), p.type(), p.required(), p.readOnly(), user, now)
            .update()
        > 0;
  }

  /** Removes the definitions and every user's and role's value of them. */
  void delete(Collection<String> names) {
    String[] array = names.toArray(String[]::new);
    jdbc.sql("delete from user_defined_properties where name = any(?)").param(array).update();
    for (String table : List.of("users", "roles")) {
      jdbc.sql(
              "update "
                  + table
                  + " set properties = properties - ?::text[] where properties <> '{}'::jsonb")
          .param(array)
          .update();
    }
  }
}
