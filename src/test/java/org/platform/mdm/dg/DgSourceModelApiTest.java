package org.platform.mdm.dg;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import org.platform.mdm.testsupport.TestCrawler;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * The source-systems model over HTTP: information systems, connections (secrets sealed at rest,
 * never answered), crawler instances, optimistic locking, the checks of names and parameters, the
 * connection test through the test crawler type, rights and the audit trail.
 */
class DgSourceModelApiTest extends RecordApiTest {

  static final String META = "/api/v1/dg/meta";
  static final String SYSTEMS = META + "/information-systems";
  static final String CONNECTIONS = META + "/connections";

  @Autowired JdbcClient jdbc;

  static Map<String, Object> connection(String name, Map<String, Object> parameters) {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("name", name);
    body.put("displayName", "Connection " + name);
    body.put("crawlerType", TestCrawler.TYPE);
    body.put("parameters", parameters);
    return body;
  }

  static Map<String, Object> goodParameters() {
    return Map.of("host", "db.local", "port", 5433, "ssl", true, "password", "s3cret-value");
  }

  static String aConnection(Api admin) {
    String name = unique("conn");
    Api.Response r = admin.post(CONNECTIONS, connection(name, goodParameters()));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return name;
  }

  static String aSystem(Api admin, String source) {
    String name = unique("is");
    Api.Response r =
        admin.post(
            SYSTEMS, Map.of("name", name, "displayName", "System " + name, "sourceSystem", source));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return name;
  }

  @Test
  void crawlerTypesAreTheCrawlerBeansWithTheirParameters() {
    Api.Response r = admin().get(META + "/crawler-types");
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    JsonNode type = null;
    for (JsonNode t : r.json().path("crawlerTypes")) {
      if (t.path("type").asString().equals(TestCrawler.TYPE)) {
        type = t;
      }
    }
    assertThat(type).isNotNull();
    assertThat(type.path("displayName").asString()).isEqualTo("Test database");
    assertThat(texts(type.path("parameters"), "name"))
        .containsExactly("host", "port", "ssl", "password");
    assertThat(type.path("parameters").path(1).path("defaultValue").asString()).isEqualTo("5432");
    assertThat(type.path("parameters").path(3).path("type").asString()).isEqualTo("SECRET");
  }

  @Test
  void aConnectionsSecretIsSealedAtRestNeverAnsweredAndKeptWhenLeftOut() {
    Api admin = admin();
    String name = unique("conn");
    Api.Response created = admin.post(CONNECTIONS, connection(name, goodParameters()));
    assertThat(created.status()).as(created.toString()).isEqualTo(200);
    JsonNode c = created.json().path("connection");
    assertThat(c.path("parameters").has("password")).isTrue();
    assertThat(c.path("parameters").path("password").isNull()).isTrue();
    assertThat(c.path("parameters").path("port").asString()).isEqualTo("5433");
    assertThat(c.path("parameters").path("ssl").asString()).isEqualTo("true");
    assertThat(c.path("secretsSet")).hasSize(1);
    assertThat(c.path("secretsSet").path(0).asString()).isEqualTo("password");
    assertThat(c.path("version").asLong()).isEqualTo(1);
    assertThat(created.text()).doesNotContain("s3cret-value");
    String stored = storedPassword(name);
    assertThat(stored).startsWith("enc:v1:").doesNotContain("s3cret-value");

    Api.Response read = admin.get(CONNECTIONS + "/" + name);
    assertThat(read.status()).as(read.toString()).isEqualTo(200);
    assertThat(read.text()).doesNotContain("s3cret-value").doesNotContain("enc:v1:");
    Api.Response list = admin.get(CONNECTIONS);
    assertThat(list.status()).isEqualTo(200);
    assertThat(list.text()).doesNotContain("s3cret-value").doesNotContain("enc:v1:");

    Map<String, Object> change = new LinkedHashMap<>();
    change.put("displayName", "Renamed");
    change.put("crawlerType", TestCrawler.TYPE);
    change.put("parameters", Map.of("host", "db2.local"));
    change.put("version", 1);
    Api.Response changed = admin.put(CONNECTIONS + "/" + name, change);
    assertThat(changed.status()).as(changed.toString()).isEqualTo(200);
    assertThat(changed.json().path("connection").path("version").asLong()).isEqualTo(2);
    assertThat(changed.json().path("connection").path("secretsSet").path(0).asString())
        .isEqualTo("password");
    assertThat(storedPassword(name)).isEqualTo(stored);

    Api.Response stale = admin.put(CONNECTIONS + "/" + name, change);
    assertThat(stale.status()).as(stale.toString()).isEqualTo(409);
    assertThat(stale.errorCodes()).contains("DG_VERSION_CONFLICT");

    Api.Response tested = admin.post(CONNECTIONS + "/" + name + "/test", Map.of());
    assertThat(tested.status()).as(tested.toString()).isEqualTo(200);
    assertThat(tested.json().path("reachable").asBoolean()).isTrue();
    // In words an administrator reads: the kind of object, not the asset type's name.
    assertThat(tested.json().path("message").asString())
        .isEqualTo("Reached; found the database db.");
    assertThat(TestCrawler.lastParameters)
        .containsEntry("password", "s3cret-value")
        .containsEntry("host", "db2.local")
        .containsEntry("port", "5432");
    assertThat(TestCrawler.lastTold).isEqualTo(1);

    Api.Response staleDelete = admin.delete(CONNECTIONS + "/" + name + "?version=1");
    assertThat(staleDelete.status()).as(staleDelete.toString()).isEqualTo(409);
    Api.Response deleted = admin.delete(CONNECTIONS + "/" + name + "?version=2");
    assertThat(deleted.status()).as(deleted.toString()).isEqualTo(200);
    assertThat(admin.get(CONNECTIONS + "/" + name).status()).isEqualTo(404);

    Api.Response audit =
        admin.get("/api/v2/core/audit-events?type=DG_CONNECTION_UPDATE&subject=" + name);
    assertThat(audit.status()).as(audit.toString()).isEqualTo(200);
    assertThat(audit.json().path("events")).hasSize(1);
    assertThat(audit.text()).doesNotContain("s3cret-value");
  }

  @Test
  void anUnreachableSourceIsAnAnswerNotAnError() {
    Api admin = admin();
    String name = unique("conn");
    Map<String, Object> parameters = Map.of("host", TestCrawler.UNREACHABLE, "password", "p");
    assertThat(admin.post(CONNECTIONS, connection(name, parameters)).status()).isEqualTo(200);
    Api.Response tested = admin.post(CONNECTIONS + "/" + name + "/test", Map.of());
    assertThat(tested.status()).as(tested.toString()).isEqualTo(200);
    assertThat(tested.json().path("reachable").asBoolean()).isFalse();
    assertThat(tested.json().path("message").asString()).contains("refused");
    assertThat(admin.post(CONNECTIONS + "/nope-" + name + "/test", Map.of()).status())
        .isEqualTo(404);
  }

  @Test
  void badConnectionsAreRefusedWithTheProblemAtItsField() {
    Api admin = admin();
    Map<String, Object> unknownType = connection(unique("conn"), goodParameters());
    unknownType.put("crawlerType", "nosuchcrawler");
    assertRefused(admin.post(CONNECTIONS, unknownType), "DG_CRAWLER_TYPE_UNKNOWN", "crawlerType");

    assertRefused(
        admin.post(CONNECTIONS, connection(unique("conn"), Map.of("port", 1))),
        "DG_PARAMETER_REQUIRED",
        "parameters.host");
    Map<String, Object> extra = new LinkedHashMap<>(goodParameters());
    extra.put("database", "x");
    assertRefused(
        admin.post(CONNECTIONS, connection(unique("conn"), extra)),
        "DG_PARAMETER_UNKNOWN",
        "parameters.database");
    Map<String, Object> badPort = new LinkedHashMap<>(goodParameters());
    badPort.put("port", "fifty");
    assertRefused(
        admin.post(CONNECTIONS, connection(unique("conn"), badPort)),
        "DG_PARAMETER_INVALID",
        "parameters.port");
    Map<String, Object> badFlag = new LinkedHashMap<>(goodParameters());
    badFlag.put("ssl", "yes");
    assertRefused(
        admin.post(CONNECTIONS, connection(unique("conn"), badFlag)),
        "DG_PARAMETER_INVALID",
        "parameters.ssl");

    assertRefused(
        admin.post(CONNECTIONS, connection("bad\u0000name", goodParameters())),
        "SYSTEM_NUL_CHARACTER",
        "name");
    assertRefused(
        admin.post(CONNECTIONS, connection("n".repeat(200), goodParameters())),
        "DG_NAME_INVALID",
        "name");
    assertRefused(
        admin.post(CONNECTIONS, connection("with space", goodParameters())),
        "DG_NAME_INVALID",
        "name");

    Api.Response malformed =
        admin.send("POST", CONNECTIONS, "{\"name\": \"x\", ", "application/json");
    assertThat(malformed.status()).as(malformed.toString()).isEqualTo(400);

    String name = aConnection(admin);
    assertThat(admin.post(CONNECTIONS, connection(name, goodParameters())).status()).isEqualTo(409);
    Map<String, Object> noVersion = new LinkedHashMap<>(connection(name, goodParameters()));
    noVersion.remove("name");
    assertRefused(admin.put(CONNECTIONS + "/" + name, noVersion), "DG_FIELD_REQUIRED", "version");
    assertRefused(admin.delete(CONNECTIONS + "/" + name), "DG_FIELD_REQUIRED", "version");
    noVersion.put("version", 1);
    assertThat(admin.put(CONNECTIONS + "/no-such-" + name, noVersion).status()).isEqualTo(404);
  }

  @Test
  void informationSystemsAndTheirCrawlerInstances() {
    Api admin = admin();
    String source = aSource(admin, "dgsrc", 10);
    String system = aSystem(admin, source);
    String connection = aConnection(admin);
    String instances = SYSTEMS + "/" + system + "/crawler-instances";

    Api.Response read = admin.get(SYSTEMS + "/" + system);
    assertThat(read.status()).as(read.toString()).isEqualTo(200);
    assertThat(read.json().path("informationSystem").path("sourceSystem").asString())
        .isEqualTo(source);
    assertThat(texts(admin.get(SYSTEMS).json().path("informationSystems"), "name"))
        .contains(system);
    assertThat(
            admin
                .post(SYSTEMS, Map.of("name", system, "displayName", "x", "sourceSystem", source))
                .status())
        .isEqualTo(409);
    assertRefused(
        admin.post(
            SYSTEMS,
            Map.of("name", unique("is"), "displayName", "x", "sourceSystem", "noSuchSource")),
        "DG_SOURCE_SYSTEM_UNKNOWN",
        "sourceSystem");
    assertRefused(
        admin.post(
            SYSTEMS, Map.of("name", unique("is"), "displayName", "x", "sourceSystem", "platform")),
        "DG_SOURCE_SYSTEM_PLATFORM",
        "sourceSystem");
    assertRefused(
        admin.post(
            SYSTEMS, Map.of("name", "x".repeat(65), "displayName", "x", "sourceSystem", source)),
        "DG_NAME_INVALID",
        "name");

    Map<String, Object> change =
        Map.of("displayName", "Changed", "sourceSystem", source, "version", 1);
    Api.Response changed = admin.put(SYSTEMS + "/" + system, change);
    assertThat(changed.status()).as(changed.toString()).isEqualTo(200);
    assertThat(changed.json().path("informationSystem").path("version").asLong()).isEqualTo(2);
    assertThat(admin.put(SYSTEMS + "/" + system, change).status()).isEqualTo(409);

    assertRefused(
        admin.post(
            instances,
            Map.of("name", "main", "displayName", "Main", "connection", "no-such-connection")),
        "DG_CONNECTION_UNKNOWN",
        "connection");
    Api.Response created =
        admin.post(
            instances, Map.of("name", "main", "displayName", "Main", "connection", connection));
    assertThat(created.status()).as(created.toString()).isEqualTo(200);
    assertThat(created.json().path("crawlerInstance").path("version").asLong()).isEqualTo(1);
    assertThat(
            admin
                .post(
                    instances, Map.of("name", "main", "displayName", "M", "connection", connection))
                .status())
        .isEqualTo(409);
    assertThat(texts(admin.get(instances).json().path("crawlerInstances"), "name"))
        .containsExactly("main");
    assertThat(admin.get(SYSTEMS + "/no-such-system/crawler-instances").status()).isEqualTo(404);
    assertThat(admin.get(instances + "/other").status()).isEqualTo(404);

    Api.Response instanceChange =
        admin.put(
            instances + "/main",
            Map.of("displayName", "Main crawler", "connection", connection, "version", 1));
    assertThat(instanceChange.status()).as(instanceChange.toString()).isEqualTo(200);
    assertThat(
            admin
                .put(
                    instances + "/main",
                    Map.of("displayName", "Again", "connection", connection, "version", 1))
                .status())
        .isEqualTo(409);

    Api.Response connectionInUse = admin.delete(CONNECTIONS + "/" + connection + "?version=1");
    assertThat(connectionInUse.status()).as(connectionInUse.toString()).isEqualTo(409);
    assertThat(connectionInUse.errorCodes()).contains("DG_CONNECTION_IN_USE");
    assertThat(connectionInUse.text()).contains(system + "/main");
    Api.Response systemInUse = admin.delete(SYSTEMS + "/" + system + "?version=2");
    assertThat(systemInUse.status()).as(systemInUse.toString()).isEqualTo(409);
    assertThat(systemInUse.errorCodes()).contains("DG_INFORMATION_SYSTEM_IN_USE");

    assertThat(admin.delete(instances + "/main?version=1").status()).isEqualTo(409);
    assertThat(admin.delete(instances + "/main?version=2").status()).isEqualTo(200);
    assertThat(admin.delete(SYSTEMS + "/" + system + "?version=2").status()).isEqualTo(200);
    assertThat(admin.get(SYSTEMS + "/" + system).status()).isEqualTo(404);
    assertThat(admin.delete(CONNECTIONS + "/" + connection + "?version=1").status()).isEqualTo(200);

    Api.Response audit =
        admin.get(
            "/api/v2/core/audit-events?type=DG_CRAWLER_INSTANCE_DELETE&subject="
                + system
                + "/main");
    assertThat(audit.json().path("events")).hasSize(1);
  }

  @Test
  void onlyAdministratorsOfTheDataModelSeeTheSourceSystemsModel() {
    Api user = aUserWithRoles(aRole(List.of(grant("USER_MANAGEMENT", "READ"))));
    assertThat(user.get(SYSTEMS).status()).isEqualTo(403);
    assertThat(user.get(CONNECTIONS).status()).isEqualTo(403);
    assertThat(user.post(CONNECTIONS, connection(unique("c"), goodParameters())).status())
        .isEqualTo(403);
    assertThat(anonymous().get(META + "/crawler-types").status()).isEqualTo(401);
  }

  private String storedPassword(String connection) {
    return jdbc.sql("select parameters ->> 'password' from dg_connections where name = ?")
        .param(connection)
        .query(String.class)
        .single();
  }

  static void assertRefused(Api.Response r, String code, String source) {
    assertThat(r.status()).as(r.toString()).isEqualTo(400);
    assertThat(r.errorCodes()).as(r.toString()).contains(code);
    boolean at = false;
    for (JsonNode e : r.json().path("details").path("error")) {
      at |= e.path("code").asString().equals(code) && e.path("source").asString().equals(source);
    }
    assertThat(at).as(r.toString()).isTrue();
  }
}
