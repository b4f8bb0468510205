package org.platform.mdm.dg.scan;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.dg.crawl.CatalogSink;
import org.platform.mdm.dg.crawl.CrawlException;
import org.platform.mdm.dg.crawl.CrawledAsset;
import org.platform.mdm.dg.crawl.CrawledLink;
import org.platform.mdm.dg.crawl.CrawledTypes;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.Jobs;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Scans of a crawler instance over HTTP with a fake crawler: the assets and links written, a rescan
 * writing nothing when nothing changed, a dropped table and a new column, cleaning, a failing
 * crawl, a stop and a restart.
 */
class ScanApiTest extends RecordApiTest {

  private static final String SYSTEMS = "/api/v1/dg/meta/information-systems/";
  private static final String CLEAN = "/api/v1/data/clean/crawler-instance/";
  private static final PlatformUser ADMIN =
      new PlatformUser("admin", "admin", null, null, List.of(), true, Map.of());

  @Autowired DataModelService models;
  @Autowired RecordService records;
  @Autowired JdbcClient jdbc;
  @Autowired JsonMapper json;

  private String system;
  private String instance;
  private String source;
  private final List<String> dropped = new ArrayList<>();
  private final List<String> added = new ArrayList<>();

  @BeforeEach
  void target() {
    StandardTypesPublished.ensure(admin(), models, json);
    source = aSource(admin(), "dgsrc", 50);
    system = unique("is");
    instance = unique("pg");
    String catalog = unique("catalog");
    FakeCrawler.CATALOGS.put(catalog, this::shop);
    TestScanTargets.add(
        new ScanTarget(system, instance, source, FakeCrawler.TYPE, Map.of("catalog", catalog)));
  }

  @AfterEach
  void fast() {
    SlowBlocks.millisPerRecord = 0;
  }

  /**
   * A database shop, schema public, tables orders (id, customer_id, and total once {@link #added})
   * and customers (id, name) unless {@link #dropped}, a view big_orders (id) reading orders, and a
   * foreign key from orders.customer_id to customers.id.
   */
  private void shop(CatalogSink sink) {
    sink.asset(asset(CrawledTypes.DATABASE, "shop"));
    sink.asset(asset(CrawledTypes.SCHEMA, "shop", "public"));
    sink.asset(asset(CrawledTypes.TABLE, "shop", "public", "orders"));
    sink.asset(column(1, "shop", "public", "orders", "id"));
    sink.asset(column(2, "shop", "public", "orders", "customer_id"));
    if (added.contains("total")) {
      sink.asset(column(3, "shop", "public", "orders", "total"));
    }
    boolean customers = !dropped.contains("customers");
    if (customers) {
      sink.asset(asset(CrawledTypes.TABLE, "shop", "public", "customers"));
      sink.asset(column(1, "shop", "public", "customers", "id"));
      sink.asset(column(2, "shop", "public", "customers", "name"));
    }
    sink.asset(asset(CrawledTypes.VIEW, "shop", "public", "big_orders"));
    sink.asset(column(1, "shop", "public", "big_orders", "id"));
    if (customers) {
      sink.link(
          new CrawledLink(
              CrawledLink.FOREIGN_KEY,
              List.of("shop", "public", "orders", "customer_id"),
              List.of("shop", "public", "customers", "id"),
              "orders_customer_fk"));
    }
    sink.link(
        new CrawledLink(
            CrawledLink.READS,
            List.of("shop", "public", "big_orders"),
            List.of("shop", "public", "orders"),
            null));
  }

  private static CrawledAsset asset(String type, String... path) {
    return new CrawledAsset(
        List.of(path),
        type,
        Map.of("name", path[path.length - 1], "qualifiedName", String.join(".", path)));
  }

  private static CrawledAsset column(int position, String... path) {
    return new CrawledAsset(
        List.of(path),
        CrawledTypes.COLUMN,
        Map.of(
            "name",
            path[path.length - 1],
            "dataType",
            "text",
            "ordinalPosition",
            position,
            "nullable",
            true));
  }

  @Test
  void aScanWritesEveryAssetAndLinkAndARescanOfNothingNewWritesNothing() throws Exception {
    JsonNode run = scan();
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    assertThat(assets(true)).isEqualTo(10);
    assertThat(links("CONTAINS", "CASCADED")).isEqualTo(9);
    assertThat(links("dgForeignKey", "DIRECT")).isEqualTo(1);
    assertThat(links("dgViewReadsTable", "DIRECT")).isEqualTo(1);
    UUID orders = asset("orders");
    JsonNode values = attributesAt(admin(), CrawledTypes.TABLE, orders.toString(), "");
    assertThat(values.toString()).contains("shop.public.orders");

    Map<EtalonId, Long> versions = versions();
    JsonNode again = scan();
    assertThat(again.path("status").asString()).isEqualTo("COMPLETED");
    assertThat(versions()).isEqualTo(versions);
    JsonNode scans = scans();
    assertThat(scans.size()).isEqualTo(2);
    assertThat(scans.get(0).path("unchanged").asLong()).isEqualTo(10);
    assertThat(scans.get(0).path("written").asLong()).isZero();
    assertThat(scans.get(1).path("written").asLong()).isEqualTo(10);
    assertThat(scans.get(1).path("found").asLong()).isEqualTo(10);
  }

  @Test
  void aRescanInactivatesADroppedTableAndAddsANewColumn() throws Exception {
    scan();
    dropped.add("customers");
    added.add("total");
    JsonNode run = scan();
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    assertThat(active("customers")).isFalse();
    assertThat(active("name")).isFalse();
    assertThat(active("total")).isTrue();
    assertThat(active("orders")).isTrue();
    assertThat(assets(true)).isEqualTo(8);
    assertThat(links("dgForeignKey", "DIRECT")).isZero();
    assertThat(scans().get(0).path("deleted").asLong()).isEqualTo(3);
    assertThat(scans().get(0).path("written").asLong()).isEqualTo(1);

    dropped.clear();
    scan();
    assertThat(active("customers")).isTrue();
    assertThat(assets(true)).isEqualTo(11);
    assertThat(links("dgForeignKey", "DIRECT")).isEqualTo(1);
  }

  @Test
  void cleaningRemovesExactlyWhatTheCrawlerInstanceLoaded() throws Exception {
    scan();
    String other = aSource(admin(), "dgother", 10);
    EtalonId orders = new EtalonId(asset("orders"));
    records.upsert(
        org.platform.mdm.data.RecordWrite.values(
            CrawledTypes.TABLE,
            "orders-elsewhere",
            other,
            orders,
            json.createObjectNode().put("name", "orders")),
        ADMIN);

    Api.Response r =
        admin()
            .delete(
                CLEAN + "?informationSystemName=" + system + "&crawlerInstanceName=" + instance);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    assertThat(r.json().path("removedAssets").asLong()).isEqualTo(9);
    assertThat(r.json().path("keptAssets").asLong()).isEqualTo(1);
    assertThat(r.json().path("removedLinks").asLong()).isEqualTo(11);
    assertThat(assets(false)).isZero();
    assertThat(
            jdbc.sql("select active from dg_assets where etalon_id = ?")
                .param(orders.value())
                .query(Boolean.class)
                .single())
        .isTrue();
    JsonNode values = attributesAt(admin(), CrawledTypes.TABLE, orders.toString(), "");
    assertThat(values.toString()).doesNotContain("shop.public.orders");
    assertThat(
            jdbc.sql("select count(*) from dg_asset_links where from_etalon_id = ?")
                .param(orders.value())
                .query(Long.class)
                .single())
        .isZero();
  }

  @Test
  void unknownTargetsAndMissingParametersAreTold() {
    Api admin = admin();
    Api.Response scan = admin.post(SYSTEMS + "nosuch/crawler-instances/x/scan", Map.of());
    assertThat(scan.status()).isEqualTo(404);
    assertThat(scan.toString()).contains("DG_INFORMATION_SYSTEM_NOT_FOUND");
    Api.Response list = admin.get(SYSTEMS + system + "/crawler-instances/nosuch/scans");
    assertThat(list.status()).isEqualTo(404);
    assertThat(list.toString()).contains("DG_CRAWLER_INSTANCE_NOT_FOUND");
    Api.Response clean =
        admin.delete(CLEAN + "?informationSystemName=" + system + "&crawlerInstanceName=nosuch");
    assertThat(clean.status()).isEqualTo(404);
    assertThat(clean.json().path("details").path("error").toString())
        .contains("DG_CRAWLER_INSTANCE_NOT_FOUND");
    Api.Response missing = admin.delete(CLEAN + "?informationSystemName=" + system);
    assertThat(missing.status()).isEqualTo(400);
    assertThat(missing.json().path("details").path("error").toString())
        .contains("crawlerInstanceName");
  }

  @Test
  void aCrawlThatFailsFailsTheRunAndWritesNothing() throws Exception {
    String catalog = unique("broken");
    FakeCrawler.CATALOGS.put(
        catalog,
        sink -> {
          sink.asset(asset(CrawledTypes.DATABASE, "shop"));
          throw new CrawlException("The database at db.example:5432 cannot be reached", null);
        });
    TestScanTargets.add(
        new ScanTarget(system, instance, source, FakeCrawler.TYPE, Map.of("catalog", catalog)));
    JsonNode run = scan();
    assertThat(run.path("status").asString()).isEqualTo("FAILED");
    assertThat(run.path("exitMessage").asString()).contains("cannot be reached");
    assertThat(assets(false)).isZero();
    assertThat(scans().get(0).path("status").asString()).isEqualTo("FAILED");
  }

  @Test
  void aStoppedScanRestartsFromItsLastBlock() throws Exception {
    String catalog = unique("wide");
    int columns = 2500;
    FakeCrawler.CATALOGS.put(catalog, wide(columns));
    TestScanTargets.add(
        new ScanTarget(system, instance, source, FakeCrawler.TYPE, Map.of("catalog", catalog)));
    SlowBlocks.millisPerRecord = 2;
    long id = start();
    Instant end = Instant.now().plus(Duration.ofMinutes(1));
    while (Instant.now().isBefore(end)) {
      JsonNode e = execution(id);
      if (e.path("processed").asLong() >= ScanOperation.BLOCK) {
        break;
      }
      Thread.sleep(20);
    }
    Api.Response stop = admin().post(Jobs.JOBS + "/executions/stop/" + id, Map.of());
    assertThat(stop.status()).as(stop.toString()).isEqualTo(200);
    JsonNode stopped = Jobs.ended(admin(), id);
    assertThat(stopped.path("status").asString()).isEqualTo("STOPPED");
    long before = assets(false);
    assertThat(before).isGreaterThanOrEqualTo(ScanOperation.BLOCK).isLessThan(columns + 3);

    SlowBlocks.millisPerRecord = 0;
    Api.Response restart = admin().post(Jobs.JOBS + "/executions/restart/" + id, Map.of());
    assertThat(restart.status()).as(restart.toString()).isEqualTo(200);
    JsonNode done = Jobs.ended(admin(), id);
    assertThat(done.path("status").asString()).as(done.toString()).isEqualTo("COMPLETED");
    assertThat(assets(true)).isEqualTo(columns + 3);
    JsonNode scan = scans().get(0);
    assertThat(scan.path("found").asLong()).isEqualTo(columns + 3);
    assertThat(scan.path("written").asLong()).isEqualTo(columns + 3);
    assertThat(links("dgTableColumns", "CASCADED")).isEqualTo(columns);
  }

  private static Consumer<CatalogSink> wide(int columns) {
    return sink -> {
      sink.asset(asset(CrawledTypes.DATABASE, "big"));
      sink.asset(asset(CrawledTypes.SCHEMA, "big", "public"));
      sink.asset(asset(CrawledTypes.TABLE, "big", "public", "facts"));
      for (int i = 1; i <= columns; i++) {
        if (sink.stopped()) {
          return;
        }
        sink.asset(column(i, "big", "public", "facts", "c" + i));
      }
    };
  }

  private long start() {
    Api.Response r =
        admin().post(SYSTEMS + system + "/crawler-instances/" + instance + "/scan", Map.of());
    assertThat(r.status()).as(r.toString()).isEqualTo(202);
    return r.json().path("executionId").asLong();
  }

  private JsonNode scan() throws InterruptedException {
    return Jobs.ended(admin(), start());
  }

  private JsonNode execution(long id) {
    return admin().get(Jobs.JOBS + "/executions/" + id).json().path("execution");
  }

  private JsonNode scans() {
    Api.Response r = admin().get(SYSTEMS + system + "/crawler-instances/" + instance + "/scans");
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json().path("scans");
  }

  private long assets(boolean activeOnly) {
    return jdbc.sql(
            "select count(*) from dg_assets where information_system = ? and crawler_instance = ?"
                + (activeOnly ? " and active" : ""))
        .params(system, instance)
        .query(Long.class)
        .single();
  }

  private UUID asset(String name) {
    return jdbc.sql(
            "select etalon_id from dg_assets where crawler_instance = ? and display_name = ?")
        .params(instance, name)
        .query(UUID.class)
        .single();
  }

  private boolean active(String name) {
    return jdbc.sql("select active from dg_assets where crawler_instance = ? and display_name = ?")
        .params(instance, name)
        .query(Boolean.class)
        .single();
  }

  /** Active links between this crawler instance's assets, of a relation type or name. */
  private long links(String relation, String operationType) {
    return jdbc.sql(
            "select count(*) from dg_asset_links l join dg_assets a on a.etalon_id ="
                + " l.from_etalon_id where a.crawler_instance = ? and l.status = 'ACTIVE' and"
                + " (l.relation_type = ? or l.relation_name = ?) and l.operation_type = ?")
        .params(instance, relation, relation, operationType)
        .query(Long.class)
        .single();
  }

  private Map<EtalonId, Long> versions() {
    List<EtalonId> ids =
        jdbc
            .sql("select etalon_id from dg_assets where crawler_instance = ?")
            .param(instance)
            .query(UUID.class)
            .list()
            .stream()
            .map(EtalonId::new)
            .toList();
    return records.versions(ids);
  }
}
