package org.platform.mdm.dg.scan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.platform.mdm.dg.crawl.CrawledAsset;
import org.platform.mdm.dg.crawl.CrawledTypes;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.Jobs;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The scan of a catalog of 1,000 tables × 20 columns (21,002 assets) and its rescan with nothing
 * changed, timed. Run with {@code -Dbench.scan=true}; docs/benchmarks.md has the numbers.
 */
@EnabledIfSystemProperty(named = "bench.scan", matches = "true")
class ScanBenchmarkTest extends RecordApiTest {

  @Autowired DataModelService models;
  @Autowired JsonMapper json;

  @Test
  void scanAThousandTablesOfTwentyColumns() throws Exception {
    StandardTypesPublished.ensure(admin(), models, json);
    String source = aSource(admin(), "dgbench", 50);
    String system = unique("is");
    String instance = unique("pg");
    String catalog = unique("bench");
    FakeCrawler.CATALOGS.put(
        catalog,
        sink -> {
          sink.asset(new CrawledAsset(List.of("db"), CrawledTypes.DATABASE, Map.of("name", "db")));
          sink.asset(
              new CrawledAsset(
                  List.of("db", "public"), CrawledTypes.SCHEMA, Map.of("name", "public")));
          for (int t = 0; t < 1000; t++) {
            String table = "t" + t;
            sink.asset(
                new CrawledAsset(
                    List.of("db", "public", table), CrawledTypes.TABLE, Map.of("name", table)));
            for (int c = 0; c < 20; c++) {
              sink.asset(
                  new CrawledAsset(
                      List.of("db", "public", table, "c" + c),
                      CrawledTypes.COLUMN,
                      Map.of("name", "c" + c, "dataType", "integer", "ordinalPosition", c + 1)));
            }
          }
        });
    TestScanTargets.add(
        new ScanTarget(system, instance, source, FakeCrawler.TYPE, Map.of("catalog", catalog)));
    for (String pass : List.of("first scan", "rescan, nothing changed")) {
      long start = System.nanoTime();
      Api.Response r =
          admin()
              .post(
                  "/api/v1/dg/meta/information-systems/"
                      + system
                      + "/crawler-instances/"
                      + instance
                      + "/scan",
                  Map.of());
      JsonNode run = ended(r.json().path("executionId").asLong());
      double seconds = (System.nanoTime() - start) / 1e9;
      assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
      System.out.printf(
          "BENCH dgScanJob %s: 21002 assets in %.1f s, %.0f assets/s (%s)%n",
          pass, seconds, 21002 / seconds, run.path("exitMessage").asString());
    }
  }

  private JsonNode ended(long id) throws InterruptedException {
    while (true) {
      JsonNode e = admin().get(Jobs.JOBS + "/executions/" + id).json().path("execution");
      if (List.of("COMPLETED", "STOPPED", "FAILED").contains(e.path("status").asString())) {
        return e;
      }
      Thread.sleep(500);
    }
  }
}
