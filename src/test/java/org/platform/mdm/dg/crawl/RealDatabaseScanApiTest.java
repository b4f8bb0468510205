package org.platform.mdm.dg.crawl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.dg.DgTests.byName;
import static org.platform.mdm.dg.DgTests.id;
import static org.platform.mdm.dg.DgTests.names;
import static org.platform.mdm.dg.DgTests.ok;
import static org.platform.mdm.dg.DgTests.only;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dg.DgTests;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.Jobs;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * The whole path an administrator takes, against a real PostgreSQL: an information system, a
 * connection of the PostgreSQL crawler, a crawler instance, a scan; the catalog then shows every
 * table, view and column found, with containment written CASCADED and foreign keys DIRECT; a rescan
 * after a table is dropped and a column added; cleaning the crawler instance.
 */
class RealDatabaseScanApiTest extends RecordApiTest {

  private static final String META = "/api/v1/dg/meta/";
  private static final String DATA = "/api/v1/dg/data/";

  @Test
  void aScanOfARealDatabaseFillsTheCatalogAndARescanAndACleaningFollowIt() throws Exception {
    Api admin = admin();
    DgTests.standardTypes(admin);
    CrawledDatabase db = CrawledDatabase.shared();
    String schema = "e2e_" + UUID.randomUUID().toString().substring(0, 8);
    JdbcClient sql = db.newDatabase(schema);
    for (String statement :
        List.of(
            "create schema " + schema,
            "create table " + schema + ".customers (id integer primary key, name text)",
            "comment on table " + schema + ".customers is 'Who buys'",
            "create table "
                + schema
                + ".orders (id integer primary key, customer_id integer references "
                + schema
                + ".customers (id))",
            "create view "
                + schema
                + ".named_orders as select o.id, c.name from "
                + schema
                + ".orders o join "
                + schema
                + ".customers c on c.id = o.customer_id",
            "grant usage on schema " + schema + " to " + CrawledDatabase.USER,
            "grant select on all tables in schema " + schema + " to " + CrawledDatabase.USER)) {
      sql.sql(statement).update();
    }
    String source = aSource(admin, "dgreal", 40);
    String system = "real-" + UUID.randomUUID().toString().substring(0, 8);
    ok(
        admin.post(
            META + "information-systems",
            Map.of("name", system, "displayName", "Shop database", "sourceSystem", source)));
    Map<String, Object> parameters = new LinkedHashMap<>(db.postgresParameters());
    parameters.put("database", schema);
    parameters.put("schemas", schema);
    ok(
        admin.post(
            META + "connections",
            Map.of(
                "name",
                system + "-pg",
                "displayName",
                "Shop PostgreSQL",
                "crawlerType",
                "postgresql",
                "parameters",
                parameters)));
    ok(
        admin.post(
            META + "information-systems/" + system + "/crawler-instances",
            Map.of("name", "main", "displayName", "Main", "connection", system + "-pg")));

    JsonNode run = scan(admin, system);

    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    JsonNode database =
        only(nextLevel(admin, Map.of("informationSystem", system, "cascaded", true)));
    assertThat(database.path("displayName").asString()).isEqualTo(schema);
    JsonNode schemaNode = only(nextLevel(admin, Map.of("node", id(database), "cascaded", true)));
    assertThat(schemaNode.path("displayName").asString()).isEqualTo(schema);
    List<String> tables = names(nextLevel(admin, Map.of("node", id(schemaNode), "cascaded", true)));
    assertThat(tables).containsExactly("customers", "named_orders", "orders");
    assertThat(nextLevel(admin, Map.of("node", id(schemaNode))).size())
        .as("containment is written CASCADED: without cascaded it is not counted")
        .isZero();
    JsonNode orders =
        byName(nextLevel(admin, Map.of("node", id(schemaNode), "cascaded", true)), "orders");
    JsonNode customerId =
        byName(nextLevel(admin, Map.of("node", id(orders), "cascaded", true)), "customer_id");
    JsonNode links =
        ok(admin.post(
                DATA + "relations", Map.of("etalonId", id(customerId), "direction", "OUTGOING")))
            .path("items");
    assertThat(links.size()).isEqualTo(1);
    assertThat(links.get(0).path("relationName").asString()).isEqualTo("dgForeignKey");
    assertThat(links.get(0).path("operationType").asString()).isEqualTo("DIRECT");
    JsonNode customers =
        byName(nextLevel(admin, Map.of("node", id(schemaNode), "cascaded", true)), "customers");
    JsonNode card = ok(admin.get(DATA + "assets/" + id(customers))).path("asset");
    assertThat(card.path("attributes").path("description").asString()).isEqualTo("Who buys");
    assertThat(card.path("informationSystem").asString()).isEqualTo(system);

    sql.sql("drop view " + schema + ".named_orders").update();
    sql.sql("alter table " + schema + ".customers add column email text").update();
    JsonNode rescan = scan(admin, system);

    assertThat(rescan.path("status").asString()).as(rescan.toString()).isEqualTo("COMPLETED");
    assertThat(names(nextLevel(admin, Map.of("node", id(schemaNode), "cascaded", true))))
        .containsExactly("customers", "orders");
    assertThat(
            names(
                nextLevel(
                    admin,
                    Map.of("node", id(schemaNode), "cascaded", true, "includeInactive", true))))
        .containsExactly("customers", "named_orders", "orders");
    assertThat(names(nextLevel(admin, Map.of("node", id(customers), "cascaded", true))))
        .containsExactly("email", "id", "name");

    String instance = META + "information-systems/" + system + "/crawler-instances/main";
    Api.Response loaded = admin.delete(instance + "?version=" + version(admin, instance));
    assertThat(loaded.status()).as(loaded.toString()).isEqualTo(409);
    assertThat(loaded.toString()).contains("DG_CRAWLER_INSTANCE_HAS_ASSETS");

    Api.Response cleaned =
        admin.delete(
            "/api/v1/data/clean/crawler-instance/?informationSystemName="
                + system
                + "&crawlerInstanceName=main");
    assertThat(cleaned.status()).as(cleaned.toString()).isEqualTo(200);
    assertThat(nextLevel(admin, Map.of("informationSystem", system, "cascaded", true)).size())
        .isZero();
    assertThat(admin.get(DATA + "assets/" + id(customers)).status()).isEqualTo(404);
    Api.Response gone = admin.delete(instance + "?version=" + version(admin, instance));
    assertThat(gone.status()).as("cleaned, the instance goes: " + gone).isEqualTo(200);
    String systemPath = META + "information-systems/" + system;
    Api.Response systemGone = admin.delete(systemPath + "?version=" + version(admin, systemPath));
    assertThat(systemGone.status()).as(systemGone.toString()).isEqualTo(200);
  }

  @Test
  void twoSystemsOnOneSourceWithInstancesOfOneNameKeepTheirOwnAssets() throws Exception {
    Api admin = admin();
    DgTests.standardTypes(admin);
    CrawledDatabase db = CrawledDatabase.shared();
    String schema = "two_" + UUID.randomUUID().toString().substring(0, 8);
    JdbcClient sql = db.newDatabase(schema);
    for (String statement :
        List.of(
            "create schema " + schema,
            "create table " + schema + ".customers (id integer primary key, name text)",
            "create table "
                + schema
                + ".orders (id integer primary key, customer_id integer references "
                + schema
                + ".customers (id))",
            "grant usage on schema " + schema + " to " + CrawledDatabase.USER,
            "grant select on all tables in schema " + schema + " to " + CrawledDatabase.USER)) {
      sql.sql(statement).update();
    }
    String source = aSource(admin, "dgtwo", 40);
    String suffix = UUID.randomUUID().toString().substring(0, 8);
    String sales = "sales-" + suffix;
    String audit = "audit-" + suffix;
    Map<String, Object> parameters = new LinkedHashMap<>(db.postgresParameters());
    parameters.put("database", schema);
    parameters.put("schemas", schema);
    ok(
        admin.post(
            META + "connections",
            Map.of(
                "name",
                "shared-" + suffix,
                "displayName",
                "One database",
                "crawlerType",
                "postgresql",
                "parameters",
                parameters)));
    for (String system : List.of(sales, audit)) {
      ok(
          admin.post(
              META + "information-systems",
              Map.of("name", system, "displayName", system, "sourceSystem", source)));
      ok(
          admin.post(
              META + "information-systems/" + system + "/crawler-instances",
              Map.of("name", "main", "displayName", "Main", "connection", "shared-" + suffix)));
    }

    assertThat(scan(admin, sales).path("status").asString()).isEqualTo("COMPLETED");
    assertThat(scan(admin, audit).path("status").asString()).isEqualTo("COMPLETED");

    JsonNode salesCustomers = table(admin, sales, schema, "customers");
    JsonNode auditCustomers = table(admin, audit, schema, "customers");
    assertThat(id(salesCustomers))
        .as("each system's scan writes assets of its own")
        .isNotEqualTo(id(auditCustomers));
    assertThat(card(admin, salesCustomers).path("informationSystem").asString()).isEqualTo(sales);
    assertThat(card(admin, auditCustomers).path("informationSystem").asString()).isEqualTo(audit);
    JsonNode rescan = scan(admin, audit);
    assertThat(rescan.path("status").asString()).isEqualTo("COMPLETED");
    JsonNode latest =
        ok(admin.get(META + "information-systems/" + audit + "/crawler-instances/main/scans"))
            .path("scans")
            .get(0);
    assertThat(latest.path("written").asLong()).as("the keys hold across rescans").isZero();
    assertThat(latest.path("unchanged").asLong()).isEqualTo(latest.path("found").asLong());

    Api.Response cleaned =
        admin.delete(
            "/api/v1/data/clean/crawler-instance/?informationSystemName="
                + sales
                + "&crawlerInstanceName=main");

    assertThat(cleaned.status()).as(cleaned.toString()).isEqualTo(200);
    assertThat(nextLevel(admin, Map.of("informationSystem", sales, "cascaded", true)).size())
        .isZero();
    assertThat(admin.get(DATA + "assets/" + id(salesCustomers)).status()).isEqualTo(404);
    JsonNode kept = table(admin, audit, schema, "customers");
    assertThat(id(kept)).isEqualTo(id(auditCustomers));
    assertThat(card(admin, kept).path("informationSystem").asString()).isEqualTo(audit);
    JsonNode orders = table(admin, audit, schema, "orders");
    assertThat(names(nextLevel(admin, Map.of("node", id(orders), "cascaded", true))))
        .containsExactly("customer_id", "id");
    JsonNode customerId =
        byName(nextLevel(admin, Map.of("node", id(orders), "cascaded", true)), "customer_id");
    assertThat(
            ok(admin.post(
                    DATA + "relations",
                    Map.of("etalonId", id(customerId), "direction", "OUTGOING")))
                .path("items")
                .size())
        .as("the other system's foreign key stays")
        .isEqualTo(1);
  }

  /** A table of the only database and schema of a system's catalog. */
  private static JsonNode table(Api admin, String system, String schema, String name) {
    JsonNode database =
        only(nextLevel(admin, Map.of("informationSystem", system, "cascaded", true)));
    assertThat(database.path("displayName").asString()).isEqualTo(schema);
    JsonNode schemaNode = only(nextLevel(admin, Map.of("node", id(database), "cascaded", true)));
    return byName(nextLevel(admin, Map.of("node", id(schemaNode), "cascaded", true)), name);
  }

  private static JsonNode card(Api admin, JsonNode asset) {
    return ok(admin.get(DATA + "assets/" + id(asset))).path("asset");
  }

  @Test
  void aScanOfAnUnreachableDatabaseFailsSayingWhyAndWritesNothing() throws Exception {
    Api admin = admin();
    DgTests.standardTypes(admin);
    String source = aSource(admin, "dgdown", 40);
    String system = "down-" + UUID.randomUUID().toString().substring(0, 8);
    ok(
        admin.post(
            META + "information-systems",
            Map.of("name", system, "displayName", "Gone database", "sourceSystem", source)));
    Map<String, Object> parameters =
        new LinkedHashMap<>(CrawledDatabase.shared().postgresParameters());
    // A port nothing listens on: the connection is refused at once.
    parameters.put("port", 1);
    ok(
        admin.post(
            META + "connections",
            Map.of(
                "name",
                system + "-pg",
                "displayName",
                "Gone",
                "crawlerType",
                "postgresql",
                "parameters",
                parameters)));
    ok(
        admin.post(
            META + "information-systems/" + system + "/crawler-instances",
            Map.of("name", "main", "displayName", "Main", "connection", system + "-pg")));

    JsonNode run = scan(admin, system);

    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("FAILED");
    JsonNode scans =
        ok(admin.get(META + "information-systems/" + system + "/crawler-instances/main/scans"))
            .path("scans");
    assertThat(scans.get(0).path("status").asString()).isEqualTo("FAILED");
    assertThat(scans.get(0).path("exitMessage").asString())
        .as("the reason, without the password")
        .containsIgnoringCase("connect")
        .doesNotContain(String.valueOf(parameters.get("password")));
    assertThat(scans.get(0).path("written").asLong()).isZero();
    assertThat(nextLevel(admin, Map.of("informationSystem", system, "cascaded", true)).size())
        .isZero();
  }

  private static long version(Api admin, String path) {
    Api.Response read = admin.get(path);
    assertThat(read.status()).as(read.toString()).isEqualTo(200);
    JsonNode body = read.json();
    JsonNode one =
        body.has("crawlerInstance") ? body.path("crawlerInstance") : body.path("informationSystem");
    return one.path("version").asLong();
  }

  private static JsonNode scan(Api admin, String system) throws InterruptedException {
    Api.Response started =
        admin.post(
            META + "information-systems/" + system + "/crawler-instances/main/scan", Map.of());
    assertThat(started.status()).as(started.toString()).isEqualTo(202);
    return Jobs.ended(admin, started.json().path("executionId").asLong());
  }

  private static JsonNode nextLevel(Api admin, Map<String, Object> body) {
    return ok(admin.post(DATA + "catalog/next-level", body)).path("items");
  }
}
