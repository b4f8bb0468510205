package org.platform.mdm.core.access;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.LabelInstance;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.json.JsonMapper;

/** The label instances roles and users hold, table {@code security_label_instances}. */
@Repository
class LabelInstanceRepository {

  private final JdbcClient jdbc;
  private final JsonMapper json;

  LabelInstanceRepository(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
  }

  /** The instances of each of the roles, in the order they were given. */
  Map<String, List<LabelInstance>> ofRoles(Collection<String> roles) {
    return load("role_name", roles);
  }

  /** The instances each of the users holds itself (not through roles). */
  Map<String, List<LabelInstance>> ofUsers(Collection<String> users) {
    return load("user_name", users);
  }

  void replaceForRole(String role, List<LabelInstance> instances) {
    replace("role_name", role, instances);
  }

  void replaceForUser(String user, List<LabelInstance> instances) {
    replace("user_name", user, instances);
  }

  private void replace(String owner, String name, List<LabelInstance> instances) {
    jdbc.sql("delete from security_label_instances where " + owner + " = ?").param(name).update();
    for (int i = 0; i < instances.size(); i++) {
      LabelInstance instance = instances.get(i);
      jdbc.sql(
              "insert into security_label_instances (label_name, "
                  + owner
                  + ", position, value_map) values (?, ?, ?, cast(? as jsonb))")
          .params(instance.label(), name, i, json.writeValueAsString(instance.values()))
          .update();
    }
  }

  private Map<String, List<LabelInstance>> load(String owner, Collection<String> names) {
    Map<String, List<LabelInstance>> found = new LinkedHashMap<>();
    if (names.isEmpty()) {
      return found;
    }
    jdbc.sql(
            "select "
                + owner
                + " as owner, label_name, value_map::text as value_map"
                + " from security_label_instances where "
                + owner
                + " = any(?) order by "
                + owner
                + ", position")
        .param(names.toArray(String[]::new))
        .query(
            rs -> {
              Map<String, Object> values = new LinkedHashMap<>();
              json.readTree(rs.getString("value_map"))
                  .properties()
                  .forEach(e -> values.put(e.getKey(), LabelInstance.plain(e.getValue())));
              found
                  .computeIfAbsent(rs.getString("owner"), k -> new ArrayList<>())
                  .add(new LabelInstance(rs.getString("label_name"), values));
            });
    return found;
  }
}
