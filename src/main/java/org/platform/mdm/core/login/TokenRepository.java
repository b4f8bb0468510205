package org.platform.mdm.core.login;

import java.time.OffsetDateTime;
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

  void delete(byte[] hash) {
    jdbc.sql("delete from auth_tokens where token_hash = :hash").param("hash", hash).update();
  }

  void deleteExpired(OffsetDateTime now) {
    jdbc.sql("delete from auth_tokens where expires_at <= :now").param("now", now).update();
  }
}
