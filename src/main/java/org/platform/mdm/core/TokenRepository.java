package org.platform.mdm.core;

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
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Login tokens, stored by their SHA-256 only; table {@code auth_tokens}. */
@Repository
class TokenRepository {

  private final JdbcClient jdbc;

  TokenRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  void insert(byte[] hash, String userName, OffsetDateTime created, OffsetDateTime expires) {
    jdbc.sql(
            """
            insert into auth_tokens (token_hash, user_name, create_date, expires_at)
            values (:hash, :user, :created, :expires)
            """)
        .param("hash", hash)
        .param("user", userName)
        .param("created", created)
        .param("expires", expires)
        .update();
  }

  /**
   * The user of a valid token with the rights of all its roles, in one statement: this runs on
   * every request. Empty when the token is unknown or expired, or the user inactive.
   */
  Optional<PlatformUser> principal(byte[] hash, OffsetDateTime now) {
    PrincipalRows rows = new PrincipalRows();
    jdbc.sql(
            """
            select u.user_name, u.full_name, u.email, u.locale, r.name as role_name,
                   r.full_access, rr.resource_name, rr.can_create, rr.can_read, rr.can_update,
                   rr.can_delete
              from auth_tokens t
              join users u on u.user_name = t.user_name and u.active
              left join user_roles ur on ur.user_name = u.user_name
              left join roles r on r.name = ur.role_name
              left join role_rights rr on rr.role_name = r.name
             where t.token_hash = :hash and t.expires_at > :now
            """)
        .param("hash", hash)
        .param("now", now)
        .query(rows::add);
    return rows.user();
  }

  /** Adds up the rows of {@link #principal}: one per user, role and resource. */
  private static final class PrincipalRows {
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
        if (rs.getBoolean("can_create")) {
          set.add(Right.CREATE);
        }
        if (rs.getBoolean("can_read")) {
          set.add(Right.READ);
        }
        if (rs.getBoolean("can_update")) {
          set.add(Right.UPDATE);
        }
        if (rs.getBoolean("can_delete")) {
          set.add(Right.DELETE);
        }
      }
    }

    Optional<PlatformUser> user() {
      return userName == null
          ? Optional.empty()
          : Optional.of(
              new PlatformUser(
                  userName, fullName, email, locale, List.copyOf(roles), fullAccess, rights));
    }
  }

  void delete(byte[] hash) {
    jdbc.sql("delete from auth_tokens where token_hash = :hash").param("hash", hash).update();
  }

  void deleteOfUser(String userName) {
    jdbc.sql("delete from auth_tokens where user_name = :user").param("user", userName).update();
  }

  void deleteExpired(OffsetDateTime now) {
    jdbc.sql("delete from auth_tokens where expires_at <= :now").param("now", now).update();
  }
}
