package org.platform.mdm.core.access;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.platform.mdm.core.LabelInstance;
import org.platform.mdm.core.LabelPaths;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.RecordLabels;
import org.platform.mdm.core.Right;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * The authenticated user of a request with the rights of all its roles added up, read in one
 * statement (this runs on every request), by token or by user name (HTTP Basic).
 */
@Repository
public class PrincipalRepository {

  private static final String SELECT =
      """
      select u.user_name, u.full_name, u.email, u.locale, r.name as role_name, r.full_access,
             rr.resource_name, rr.can_create, rr.can_read, rr.can_update, rr.can_delete
        from users u
        left join user_roles ur on ur.user_name = u.user_name
        left join roles r on r.name = ur.role_name
        left join role_rights rr on rr.role_name = r.name
       where u.active and %s
      """;

  /**
   * Every label with the instances the user holds (its own and its roles'); a label without one
   * comes once with null values.
   */
  private static final String LABELS =
      """
      select l.name, l.entity_name, i.value_map::text as value_map
        from security_labels l
        left join security_label_instances i on i.label_name = l.name
             and (i.user_name = :name
                  or i.role_name in (select role_name from user_roles where user_name = :name))
       order by l.name, i.role_name nulls first, i.position
      """;

  private final JdbcClient jdbc;
  private final tools.jackson.databind.json.JsonMapper json;

  PrincipalRepository(JdbcClient jdbc, tools.jackson.databind.json.JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
  }

  /** The user of a token that is known, unexpired, and whose user is active. */
  public Optional<PlatformUser> byToken(byte[] tokenHash, OffsetDateTime now) {
    Rows rows = new Rows();
    jdbc.sql(
            SELECT.formatted(
                """
            u.user_name = (select t.user_name from auth_tokens t
                            where t.token_hash = :hash and t.expires_at > :now)
            """))
        .param("hash", tokenHash)
        .param("now", now)
        .query(rows::add);
    return withLabels(rows.user());
  }

  /** An active user by name. */
  public Optional<PlatformUser> byUserName(String userName) {
    Rows rows = new Rows();
    jdbc.sql(SELECT.formatted("u.user_name = :name")).param("name", userName).query(rows::add);
    return withLabels(rows.user());
  }

  /** The user with the labels that restrict it (none with full access, nothing read then). */
  private Optional<PlatformUser> withLabels(Optional<PlatformUser> found) {
    if (found.isEmpty() || found.get().fullAccess()) {
      return found;
    }
    PlatformUser u = found.get();
    Map<String, Map<String, List<Map<String, Object>>>> byEntity = new java.util.LinkedHashMap<>();
    jdbc.sql(LABELS)
        .param("name", u.userName())
        .query(
            rs -> {
              List<Map<String, Object>> instances =
                  byEntity
                      .computeIfAbsent(
                          rs.getString("entity_name"), e -> new java.util.LinkedHashMap<>())
                      .computeIfAbsent(rs.getString("name"), l -> new java.util.ArrayList<>());
              String values = rs.getString("value_map");
              if (values != null) {
                instances.add(byAttribute(values));
              }
            });
    Map<String, List<RecordLabels.Label>> labels = new java.util.LinkedHashMap<>();
    byEntity.forEach(
        (entity, named) ->
            labels.put(
                entity,
                named.entrySet().stream()
                    .map(e -> new RecordLabels.Label(e.getKey(), e.getValue()))
                    .toList()));
    return Optional.of(
        new PlatformUser(
            u.userName(),
            u.fullName(),
            u.email(),
            u.locale(),
            u.roles(),
            false,
            u.rights(),
            new RecordLabels(labels)));
  }

  /** An instance's values by attribute name (the stored keys are paths). */
  private Map<String, Object> byAttribute(String stored) {
    Map<String, Object> values = new java.util.LinkedHashMap<>();
    json.readTree(stored)
        .properties()
        .forEach(
            e -> values.put(LabelPaths.attribute(e.getKey()), LabelInstance.plain(e.getValue())));
    return values;
  }

  /** Adds up the rows of one user: one per role and resource. */
  private static final class Rows {
    private String userName;
    private String fullName;
    private String email;
    private String locale;
    private boolean fullAccess;
    private final TreeSet<String> roles = new TreeSet<>();
    private final Map<String, Set<Right>> rights = new HashMap<>();

    void add(ResultSet rs) throws SQLException {
      userName = rs.getString("user_name");
      fullName = rs.getString("full_name");
      email = rs.getString("email");
      locale = rs.getString("locale");
      String role = rs.getString("role_name");
      if (role != null) {
        roles.add(role);
        fullAccess |= rs.getBoolean("full_access");
      }
      String resource = rs.getString("resource_name");
      if (resource != null) {
        Set<Right> set = rights.computeIfAbsent(resource, r -> EnumSet.noneOf(Right.class));
        grant(set, rs.getBoolean("can_create"), Right.CREATE);
        grant(set, rs.getBoolean("can_read"), Right.READ);
        grant(set, rs.getBoolean("can_update"), Right.UPDATE);
        grant(set, rs.getBoolean("can_delete"), Right.DELETE);
      }
    }

    Optional<PlatformUser> user() {
      return userName == null
          ? Optional.empty()
          : Optional.of(
              new PlatformUser(
                  userName, fullName, email, locale, List.copyOf(roles), fullAccess, rights));
    }

    private static void grant(Set<Right> set, boolean granted, Right right) {
      if (granted) {
        set.add(right);
      }
    }
  }
}
