package org.platform.mdm.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;
import org.platform.mdm.testsupport.TestSettings;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/**
 * The spec's rule 7 over every secret the platform keeps: a secret parameter, a directory's bind
 * password, an identity provider's client secret and a webhook's signing secret are set and
 * changed, and neither the server's log, nor the audit trail, nor any answer shows a value; the log
 * and the audit trail say that the secret changed.
 */
@ExtendWith(OutputCaptureExtension.class)
class SecretsNeverShownTest extends ApiTest {

  @Test
  void noSecretValueReachesTheLogTheAuditTrailOrAnAnswer(CapturedOutput log) {
    Api admin = admin();
    String tag = unique("s").replace("-", "");
    List<String> secrets = new ArrayList<>();
    List<Api.Response> answers = new ArrayList<>();
    for (int i = 1; i <= 2; i++) {
      secrets.add("param-secret-" + i + "-" + tag);
      secrets.add("bind-password-" + i + "-" + tag);
      secrets.add("client-secret-" + i + "-" + tag);
      secrets.add("webhook-secret-long-enough-" + i + "-" + tag);
    }
    String changedSecret = "webhook-secret-changed-long-enough-" + tag;
    secrets.add(changedSecret);
    String ldap = "/api/v1/ldap/configuration/" + tag;
    String provider = "/api/v1/oauth2/provider/" + tag;
    List<Long> webhooks = new ArrayList<>();
    for (int i = 0; i < 2; i++) {
      Map<String, Object> parameter = new HashMap<>();
      parameter.put("name", TestSettings.SECRET.name());
      parameter.put("value", secrets.get(i * 4));
      answers.add(
          admin.put("/api/v2/core/system-parameters", Map.of("parameters", List.of(parameter))));
      answers.add(
          i == 0
              ? admin.post(ldap, directory(secrets.get(1)))
              : admin.put(ldap, directory(secrets.get(5))));
      answers.add(
          i == 0
              ? admin.post(provider, provider(secrets.get(2)))
              : admin.put(provider, provider(secrets.get(6))));
      Map<String, Object> hook = new HashMap<>();
      hook.put("url", "http://127.0.0.1:9/hook-" + tag);
      hook.put("secret", secrets.get(i * 4 + 3));
      // A webhook's secret is given when it is made (a change may replace it, never shows it).
      Api.Response saved = admin.post("/api/v2/notifications/webhooks", hook);
      answers.add(saved);
      webhooks.add(saved.json().path("webhook").path("id").asLong());
    }
    // A change replaces the secret, and the answer to it does not show the new one either.
    Map<String, Object> change = new HashMap<>();
    change.put("url", "http://127.0.0.1:9/hook-changed-" + tag);
    change.put("secret", changedSecret);
    answers.add(admin.put("/api/v2/notifications/webhooks/" + webhooks.get(0), change));
    answers.forEach(a -> assertThat(a.status()).as(a.toString()).isEqualTo(200));
    answers.add(admin.get("/api/v2/core/system-parameters"));
    answers.add(admin.get(ldap));
    answers.add(admin.get(provider));
    answers.add(admin.get("/api/v2/notifications/webhooks"));
    Api.Response audit = admin.get("/api/v2/core/audit-events?limit=1000");
    answers.add(audit);

    for (String secret : secrets) {
      assertThat(log.getAll()).as("the log").doesNotContain(secret);
      answers.forEach(a -> assertThat(a.text()).as(a.toString()).doesNotContain(secret));
    }
    assertThat(log.getAll())
        .contains("Parameter " + TestSettings.SECRET.name() + " changed by admin");
    assertThat(audit.text()).contains(TestSettings.SECRET.name());
    admin.put(
        "/api/v2/core/system-parameters",
        Map.of("parameters", List.of(nullValue(TestSettings.SECRET.name()))));
    admin.delete(ldap);
    admin.delete(provider);
    webhooks.forEach(id -> admin.delete("/api/v2/notifications/webhooks/" + id));
  }

  private static Map<String, Object> nullValue(String name) {
    Map<String, Object> parameter = new HashMap<>();
    parameter.put("name", name);
    parameter.put("value", null);
    return parameter;
  }

  private static Map<String, Object> directory(String password) {
    return Map.of(
        "displayName",
        "Secret test directory",
        "serverUrl",
        "ldap://127.0.0.1:9",
        "bindDn",
        "cn=reader,dc=example,dc=com",
        "password",
        password,
        "domains",
        List.of(
            Map.of(
                "name",
                "SECRETS",
                "baseDn",
                "ou=people,dc=example,dc=com",
                "userFilter",
                "(uid={0})")));
  }

  private static Map<String, Object> provider(String secret) {
    return Map.of(
        "displayName",
        "Secret test provider",
        "providerId",
        "secret-test",
        "issuerUri",
        "http://127.0.0.1:9",
        "clientId",
        "platform-mdm",
        "clientSecret",
        secret);
  }
}
