package org.platform.mdm.core.access;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.platform.mdm.core.ExternalUser;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.json.JsonMapper;

/** Users and their roles, tables {@code users} and {@code user_roles}. */
@Repository
public class UserRepository {

  private static final String SELECT =
      """
      select u.*, coalesce(array_agg(ur.role_name order by ur.role_name)
               filter (where ur.role_name is not null), '{}') as roles
        from users u left join user_roles ur on ur.user_name = u.user_name
      """;

  private final JdbcClient jdbc;
  private final JsonMapper json;

  UserRepository(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
  }

  /** The user of this name, its case aside. */
  public Optional<UserAccount> findIgnoringCase(String userName) {
    return jdbc.sql(SELECT + " where lower(u.user_name) = lower(:name) group by u.user_name")
        .param("name", userName)
        .query(this::map)
        .optional();
  }

  Optional<UserAccount> find(String userName) {
    return jdbc.sql(SELECT + " where u.user_name = :name group by u.user_name")
        .param("name", userName)
        .query(this::map)
        .optional();
  }

  List<UserAccount> all() {
    return jdbc.sql(SELECT + " group by u.user_name order by u.user_name").query(this::map).list();
  }

  Map<String, String> fullNames(Collection<String> userNames) {
    Map<String, String> names = new HashMap<>();
    jdbc.sql("select user_name, full_name from users where user_name = any(:names)")
        .param("names", userNames.toArray(String[]::new))
        .query(
            rs -> {
              names.put(rs.getString(1), rs.getString(2));
            });
    return names;
  }

  boolean existsIgnoringCase(String userName) {
    return jdbc.sql("select count(*) from users where lower(user_name) = lower(:name)")
            .param("name", userName)
            .query(Long.class)
            .single()
        > 0;
  }

  public Optional<String> passwordHash(String userName) {
    return jdbc.sql(
            "select password_hash from users where user_name = :name and active"
                + " and password_hash is not null")
        .param("name", userName)
        .query(String.class)
        .optional();
  }

  /** Inserts unless the name is taken; true when inserted. */
  public boolean insert(UserAccount user, String passwordHash) {
    int rows =
        jdbc.sql(
                """
                insert into users (user_name, full_name, email, locale, active, password_hash,
                                   properties, created_by, create_date)
                values (:name, :fullName, :email, :locale, :active, :hash,
                        cast(:properties as jsonb), :createdBy, :now)
                on conflict do nothing
                """)
            .param("name", user.userName())
            .param("fullName", user.fullName())
            .param("email", user.email())
            .param("locale", user.locale())
            .param("active", user.active())
            .param("hash", passwordHash)
            .param("properties", json.writeValueAsString(user.properties()))
            .param("createdBy", user.createdBy())
            .param("now", user.createDate())
            .update();
    return rows == 1;
  }

  /** Updates the fields when the stored version is {@code expectedVersion}; true when it was. */
  boolean update(UserAccount user, long expectedVersion) {
    return jdbc.sql(
                """
                update users set full_name = :fullName, email = :email, locale = :locale,
                       active = :active, properties = cast(:properties as jsonb),
                       updated_by = :updatedBy, update_date = :now,
                       version = version + 1
                 where user_name = :name and version = :version
                """)
            .param("name", user.userName())
            .param("fullName", user.fullName())
            .param("email", user.email())
            .param("locale", user.locale())
            .param("active", user.active())
            .param("properties", json.writeValueAsString(user.properties()))
            .param("updatedBy", user.updatedBy())
            .param("now", user.updateDate())
            .param("version", expectedVersion)
            .update()
        == 1;
  }

  void changePassword(String userName, String passwordHash) {
    jdbc.sql("update users set password_hash = :hash where user_name = :name")
        .param("name", userName)
        .param("hash", passwordHash)
        .update();
  }

  /** Ends the user's login tokens (table {@code auth_tokens}): a new password or a deactivation. */
  void deleteTokens(String userName) {
    jdbc.sql("delete from auth_tokens where user_name = :user").param("user", userName).update();
  }

  public void replaceRoles(String userName, List<String> roles) {
    jdbc.sql("delete from user_roles where user_name = :name").param("name", userName).update();
    for (String role : roles) {
      jdbc.sql(
              "insert into user_roles (user_name, role_name) values (:name, :role)"
                  + " on conflict do nothing")
          .param("name", userName)
          .param("role", role)
          .update();
    }
  }

  /** Active users holding any of the roles, by name. */
  List<String> activeUsersIn(Collection<String> roleNames) {
    return jdbc.sql(
            """
            select distinct u.user_name from users u
              join user_roles ur on ur.user_name = u.user_name
             where u.active and ur.role_name = any(:roles)
             order by u.user_name
            """)
        .param("roles", roleNames.toArray(String[]::new))
        .query(String.class)
        .list();
  }

  /** Active users holding a full-access role, locked for the rest of the transaction. */
  List<String> activeFullAccessUsers() {
    return jdbc.sql(
            """
            select u.user_name from users u
              join user_roles ur on ur.user_name = u.user_name
              join roles r on r.name = ur.role_name
             where u.active and r.full_access
             order by u.user_name
               for update of u
            """)
        .query(String.class)
        .list();
  }

  @SuppressWarnings("unchecked")
  private UserAccount map(ResultSet rs, int row) throws SQLException {
    String[] roles = (String[]) rs.getArray("roles").getArray();
    Map<String, Object> properties =
        json.readValue(rs.getString("properties"), LinkedHashMap.class);
    return new UserAccount(
        rs.getString("user_name"),
        rs.getString("full_name"),
        rs.getString("email"),
        rs.getString("locale"),
        rs.getBoolean("active"),
        new ArrayList<>(Arrays.asList(roles)),
        properties,
        rs.getString("created_by"),
        rs.getObject("create_date", OffsetDateTime.class),
        rs.getString("updated_by"),
        rs.getObject("update_date", OffsetDateTime.class),
        rs.getLong("version"),
        List.of(),
        rs.getString("source"));
  }

  /**
   * Creates an external user, or brings the one of that name (its case aside) up to date as its
   * source tells it, in one statement: a stored user that is local, deactivated or of another
   * source is left alone. Answers the user's name as stored and whether it was created; empty when
   * it was left alone.
   */
  public Optional<Kept> upsertExternal(ExternalUser user, String fullName, OffsetDateTime now) {
    return jdbc.sql(
            """
            insert into users (user_name, full_name, email, locale, active, password_hash,
                               source, external_subject, created_by, create_date)
            values (:name, :fullName, :email, 'en', true, null, :source, :subject, :source, :now)
            on conflict ((lower(user_name))) do update
               set full_name = excluded.full_name, email = excluded.email,
                   external_subject = coalesce(users.external_subject, excluded.external_subject),
                   updated_by = excluded.created_by, update_date = excluded.create_date,
                   version = users.version + 1
             where users.source = excluded.source and users.active
               and (users.external_subject is null or excluded.external_subject is null
                    or users.external_subject = excluded.external_subject)
            returning user_name, (xmax = 0) as created
            """)
        .param("name", user.userName())
        .param("subject", user.subject())
        .param("fullName", fullName)
        .param("email", user.email())
        .param("source", user.source())
        .param("now", now)
        .query((rs, i) -> new Kept(rs.getString("user_name"), rs.getBoolean("created")))
        .optional();
  }

  /** The subject an external user is bound to; empty when it is bound to none (or unknown). */
  public Optional<String> externalSubject(String userName) {
    return jdbc.sql("select external_subject from users where user_name = :name")
        .param("name", userName)
        .query((rs, i) -> Optional.ofNullable(rs.getString(1)))
        .optional()
        .flatMap(s -> s);
  }

  /** An external user as stored by a login: its name as stored, and whether it was new. */
  public record Kept(String userName, boolean created) {}

  /**
   * The user of this name, its case aside, as a login through a directory finds it; empty when
   * there is none.
   */
  public Optional<UserSource> source(String userName) {
    return jdbc.sql(
            "select user_name, active, source from users where lower(user_name) = lower(:name)")
        .param("name", userName)
        .query(
            (rs, i) ->
                new UserSource(
                    rs.getString("user_name"), rs.getBoolean("active"), rs.getString("source")))
        .optional();
  }

  /**
   * A stored user as a directory login sees it: its name as stored, active, where it comes from.
   */
  public record UserSource(String userName, boolean active, String source) {}
}
