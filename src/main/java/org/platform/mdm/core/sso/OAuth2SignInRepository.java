package org.platform.mdm.core.sso;

import java.time.OffsetDateTime;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The sign-ins sent to a provider and not yet back, table {@code oauth2_sign_ins}. */
@Repository
class OAuth2SignInRepository {

  private final JdbcClient jdbc;

  OAuth2SignInRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  void deleteExpired(OffsetDateTime now) {
    jdbc.sql("delete from oauth2_sign_ins where expires_at < ?").param(now).update();
  }

  void insert(String state, OAuth2SignIns.Pending p, OffsetDateTime expires) {
    jdbc.sql(
            """
            insert into oauth2_sign_ins
              (state, registration_id, issuer, client_id, nonce, code_verifier, redirect_uri,
               browser_hash, ui_nonce, expires_at)
            values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        .params(
            state,
            p.registrationId(),
            p.issuer(),
            p.clientId(),
            p.nonce(),
            p.verifier(),
            p.redirectUri(),
            p.browserHash(),
            p.uiNonce(),
            expires)
        .update();
  }

  /** The sign-in of this state, taken once; empty when there is none or it has expired. */
  Optional<OAuth2SignIns.Pending> take(String state, OffsetDateTime now) {
    return jdbc.sql(
            """
            delete from oauth2_sign_ins where state = ?
            returning registration_id, issuer, client_id, nonce, code_verifier, redirect_uri,
                      browser_hash, ui_nonce, expires_at
            """)
        .param(state)
        .query(
            (rs, row) ->
                rs.getObject("expires_at", OffsetDateTime.class).isAfter(now)
                    ? Optional.of(
                        new OAuth2SignIns.Pending(
                            rs.getString("registration_id"),
                            rs.getString("issuer"),
                            rs.getString("client_id"),
                            rs.getString("nonce"),
                            rs.getString("code_verifier"),
                            rs.getString("redirect_uri"),
                            rs.getString("browser_hash"),
                            rs.getString("ui_nonce")))
                    : Optional.<OAuth2SignIns.Pending>empty())
        .optional()
        .flatMap(p -> p);
  }
}
