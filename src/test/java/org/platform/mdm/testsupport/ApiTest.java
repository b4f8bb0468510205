package org.platform.mdm.testsupport;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.springframework.boot.test.web.server.LocalServerPort;

/** Base of the HTTP integration tests: clients for anonymous, admin and made-up users. */
@IntegrationTest
public abstract class ApiTest {

  @LocalServerPort protected int port;

  protected Api anonymous() {
    return Api.at(port);
  }

  protected Api admin() {
    return Api.at(port).bearer(login("admin", IntegrationTest.ADMIN_PASSWORD));
  }

  protected String login(String user, String password) {
    Api.Response response =
        anonymous()
            .post(
                "/api/v2/core/authentication/login",
                Map.of("userName", user, "password", password));
    assertThat(response.status()).as(response.toString()).isEqualTo(200);
    return response.json().path("token").asString();
  }

  /** Sets a system parameter at run time (null: back to its configured value); expects 200. */
  protected static void setting(Api admin, String name, String value) {
    Map<String, Object> parameter = new java.util.HashMap<>();
    parameter.put("name", name);
    parameter.put("value", value);
    Api.Response r =
        admin.put("/api/v2/core/system-parameters", Map.of("parameters", List.of(parameter)));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
  }

  protected static String unique(String prefix) {
    return prefix + "-" + UUID.randomUUID().toString().substring(0, 8);
  }

  /** Creates a role with the given grants, e.g. {@code grant("USER_MANAGEMENT", "READ")}. */
  protected String aRole(List<Map<String, Object>> rights) {
    String name = unique("role");
    Api.Response r = admin().post("/api/v2/core/roles", Map.of("name", name, "rights", rights));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return name;
  }

  protected static Map<String, Object> grant(String resource, String... rights) {
    return Map.of("resource", resource, "rights", List.of(rights));
  }

  /** Creates an active user with the given roles and returns a client logged in as it. */
  protected Api aUserWithRoles(String... roles) {
    return aUserNamed(unique("user"), roles);
  }

  /** Creates an active user of that name with the given roles; a client logged in as it. */
  protected Api aUserNamed(String name, String... roles) {
    String password = "password-" + name;
    Api.Response r =
        admin()
            .post(
                "/api/v2/core/users",
                Map.of(
                    "userName",
                    name,
                    "password",
                    password,
                    "fullName",
                    "Test " + name,
                    "roles",
                    List.of(roles)));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return anonymous().bearer(login(name, password));
  }
}
