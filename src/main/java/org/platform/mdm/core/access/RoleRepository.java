package org.platform.mdm.core.access;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.platform.mdm.core.ResourceRights;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SecurityResource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.json.JsonMapper;

/**
 * Roles, their rights and the resources, tables {@code roles}, {@code role_rights}, {@code
 * security_resources}.
 */
@Repository
public class RoleRepository {

  private final JdbcClient jdbc;
  private final JsonMapper json;

  RoleRepository(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
  }

  public List<Role> all() {
    return load("select * from roles order by name", Map.of());
  }

  public Optional<Role> find(String name) {
    return load("select * from roles where name = :name", Map.of("name", name)).stream()
        .findFirst();
  }

  boolean existsIgnoringCase(String name) {
    return jdbc.sql("select count(*) from roles where lower(name) = lower(:name)")
            .param("name", name)
            .query(Long.class)
            .single()
        > 0;
  }

  /** The names among {@code names} that are no role. */
  public List<String> missing(Collection<String> names) {
    List<String> known =
        jdbc.sql("select name from roles where name = any(:names)")
            .param("names", names.toArray(String[]::new))
            .query(String.class)
            .list();
    return names.stream().filter(n -> !known.contains(n)).distinct().toList();
  }

  boolean insert(Role role) {
    int rows =
        jdbc.sql(
                """
            insert into roles (name, display_name, description, properties, create_date)
            values (:name, :displayName, :description, cast(:properties as jsonb), :now)
            on conflict do nothing
            """)
            .param("name", role.name())
            .param("displayName", role.displayName())
            .param("description", role.description())
            .param("properties", json.writeValueAsString(role.properties()))
            .param("now", role.createDate())
            .update();
    if (rows == 1) {
      insertRights(role.name(), role.rights());
    }
    return rows == 1;
  }

  public boolean update(Role role, long expectedVersion) {
    int rows =
        jdbc.sql(
                """
            update roles set display_name = :displayName, description = :description,
                   properties = cast(:properties as jsonb), update_date = :now,
                   version = version + 1
             where name = :name and version = :version and not system_role
            """)
            .param("name", role.name())
            .param("displayName", role.displayName())
            .param("description", role.description())
            .param("properties", json.writeValueAsString(role.properties()))
            .param("now", role.updateDate())
            .param("version", expectedVersion)
            .update();
    if (rows == 1) {
      jdbc.sql("delete from role_rights where role_name = :name")
          .param("name", role.name())
          .update();
      insertRights(role.name(), role.rights());
    }
    return rows == 1;
  }

  boolean delete(String name) {
    return jdbc.sql("delete from roles where name = :name and not system_role")
            .param("name", name)
            .update()
        == 1;
  }

  List<SecurityResource> resources() {
    return jdbc.sql("select name, display_name, category from security_resources order by name")
        .query((rs, i) -> new SecurityResource(rs.getString(1), rs.getString(2), rs.getString(3)))
        .list();
  }

  List<String> missingResources(Collection<String> names) {
    List<String> known =
        jdbc.sql("select name from security_resources where name = any(:names)")
            .param("names", names.toArray(String[]::new))
            .query(String.class)
            .list();
    return names.stream().filter(n -> !known.contains(n)).distinct().toList();
  }

  void upsertResource(SecurityResource resource) {
    jdbc.sql(
            """
            insert into security_resources (name, display_name, category)
            values (:name, :displayName, :category)
            on conflict (name) do update set display_name = excluded.display_name,
                                             category = excluded.category
            """)
        .param("name", resource.name())
        .param("displayName", resource.displayName())
        .param("category", resource.category())
        .update();
  }

  void deleteResource(String name) {
    jdbc.sql("delete from security_resources where name = :name").param("name", name).update();
  }

  private static void add(Set<Right> set, boolean granted, Right right) {
    if (granted) {
      set.add(right);
    }
  }

  @SuppressWarnings("unchecked")
  private Map<String, Object> properties(String stored) {
    return json.readValue(stored, LinkedHashMap.class);
  }

  private void insertRights(String role, List<ResourceRights> rights) {
    for (ResourceRights r : rights) {
      jdbc.sql(
              """
              insert into role_rights (role_name, resource_name, can_create, can_read,
                                       can_update, can_delete)
              values (:role, :resource, :c, :r, :u, :d)
              """)
          .param("role", role)
          .param("resource", r.resource())
          .param("c", r.rights().contains(Right.CREATE))
          .param("r", r.rights().contains(Right.READ))
          .param("u", r.rights().contains(Right.UPDATE))
          .param("d", r.rights().contains(Right.DELETE))
          .update();
    }
  }

  private List<Role> load(String sql, Map<String, ?> params) {
    List<Role> roles = new ArrayList<>();
    jdbc.sql(sql)
        .params(params)
        .query(
            rs -> {
              roles.add(
                  new Role(
                      rs.getString("name"),
                      rs.getString("display_name"),
                      rs.getString("description"),
                      rs.getBoolean("full_access"),
                      rs.getBoolean("system_role"),
                      List.of(),
                      properties(rs.getString("properties")),
                      rs.getObject("create_date", OffsetDateTime.class),
                      rs.getObject("update_date", OffsetDateTime.class),
                      rs.getLong("version"),
                      List.of()));
            });
    if (roles.isEmpty()) {
      return roles;
    }
    Map<String, List<ResourceRights>> rights = new LinkedHashMap<>();
    jdbc.sql("select * from role_rights where role_name = any(:names) order by resource_name")
        .param("names", roles.stream().map(Role::name).toArray(String[]::new))
        .query(
            rs -> {
              Set<Right> set = EnumSet.noneOf(Right.class);
              add(set, rs.getBoolean("can_create"), Right.CREATE);
              add(set, rs.getBoolean("can_read"), Right.READ);
              add(set, rs.getBoolean("can_update"), Right.UPDATE);
              add(set, rs.getBoolean("can_delete"), Right.DELETE);
              rights
                  .computeIfAbsent(rs.getString("role_name"), n -> new ArrayList<>())
                  .add(new ResourceRights(rs.getString("resource_name"), set));
            });
    return roles.stream().map(r -> r.withRights(rights.getOrDefault(r.name(), List.of()))).toList();
  }
}
