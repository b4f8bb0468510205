package org.platform.mdm.bulk;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.poi.ss.usermodel.DataFormatter;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/**
 * Bulk operations on a search's selection over HTTP: an export to XLSX checked cell by cell with
 * its metadata sheet, an export to CSV that loads back into the same golden records after a
 * physical delete of the selection, the rights each operation needs (403 naming the user and the
 * operation), and bad requests.
 */
class BulkOperationsTest extends RecordApiTest {

  static final String BULK = "/api/v2/bulk-operations";

  @Test
  void anExportToXlsxHoldsEveryActivePeriodOfTheSelectionWithAMetadataSheet() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String entity =
        aRegister(
            admin,
            "BVT",
            attribute("name", "String"),
            attribute("size", "Integer"),
            attribute("price", "Number"),
            attribute("vip", "Boolean"));
    Map<String, List<Object>> expected = new HashMap<>();
    for (int i = 0; i < 7; i++) {
      JsonNode w =
          written(
              admin,
              aRecord(entity, erp, "K" + i)
                  .with("name", "Name " + i)
                  .with("size", i * 10)
                  .with("price", i + 0.5)
                  .with("vip", i % 2 == 0));
      expected.put(
          w.path("etalonId").asString(), List.of("Name " + i, i * 10.0, i + 0.5, i % 2 == 0));
    }
    written(admin, aRecord(entity, erp, "Other").with("name", "Skipped"));

    JsonNode run =
        finished(
            admin,
            execute(
                admin,
                Map.of(
                    "operationType",
                    "EXPORT",
                    "selection",
                    Map.of(
                        "entityName",
                        entity,
                        "filters",
                        Map.of("attribute", "name", "operator", "PREFIX", "value", "Name")))));
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    assertThat(run.path("steps").findValuesAsString("name")).containsExactly("select", "export");
    assertThat(run.path("file").path("fileName").asString()).endsWith(".xlsx");

    HttpResponse<byte[]> file = download(admin, run);
    assertThat(file.statusCode()).isEqualTo(200);
    try (XSSFWorkbook book = new XSSFWorkbook(new ByteArrayInputStream(file.body()))) {
      Sheet meta = book.getSheet("META");
      assertThat(book.isSheetHidden(book.getSheetIndex(meta))).isTrue();
      DataFormatter f = new DataFormatter();
      assertThat(f.formatCellValue(meta.getRow(1).getCell(0))).isEqualTo(entity);
      assertThat(f.formatCellValue(meta.getRow(1).getCell(1))).isEqualTo("E");
      assertThat(f.formatCellValue(meta.getRow(1).getCell(2))).isEqualTo(entity);
      Sheet sheet = book.getSheet(entity);
      List<String> names = new ArrayList<>();
      sheet.getRow(1).forEach(c -> names.add(c.getStringCellValue()));
      assertThat(names)
          .containsExactly(
              "ETALON_ID",
              "EXTERNAL_ID",
              "SOURCE_SYSTEM",
              "FROM",
              "TO",
              "PARENT",
              "name",
              "size",
              "price",
              "vip");
      Map<String, List<Object>> found = new HashMap<>();
      for (int r = 3; r <= sheet.getLastRowNum(); r++) {
        Row row = sheet.getRow(r);
        found.put(
            row.getCell(0).getStringCellValue(),
            List.of(
                row.getCell(6).getStringCellValue(),
                row.getCell(7).getNumericCellValue(),
                row.getCell(8).getNumericCellValue(),
                row.getCell(9).getBooleanCellValue()));
        assertThat(row.getCell(2).getStringCellValue()).isEqualTo("platform");
        assertThat(row.getCell(3, Row.MissingCellPolicy.RETURN_BLANK_AS_NULL)).isNull();
      }
      assertThat(found).isEqualTo(expected);
    }
  }

  @Test
  void aCsvExportLoadsBackIntoTheSameGoldenRecordsAfterAPhysicalDelete() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String entity =
        aRegister(admin, "BVT", attribute("name", "String"), attribute("tags", "String"));
    for (int i = 0; i < 25; i++) {
      written(
          admin,
          aRecord(entity, erp, "C" + i)
              .with("name", "Name, \"quoted\" " + i)
              .valid("2020-01-01T00:00:00Z", "2029-12-31T23:59:59.999Z"));
      written(
          admin,
          aRecord(entity, erp, "C" + i)
              .with("name", "Later " + i)
              .valid("2030-01-01T00:00:00Z", null));
    }
    Map<String, Object> selection = Map.of("entityName", entity);
    String before = csv(admin, selection);
    assertThat(before.split("\r\n")).hasSize(1 + 50);

    JsonNode deleted =
        finished(
            admin,
            execute(
                admin, Map.of("operationType", "DELETE", "wipe", true, "selection", selection)));
    assertThat(deleted.path("status").asString()).as(deleted.toString()).isEqualTo("COMPLETED");
    // The selection taken first is a preparation: the run counts the 25 records deleted.
    assertThat(deleted.path("processed").asLong()).isEqualTo(25);
    assertThat(deleted.path("total").asLong()).isEqualTo(25);
    assertThat(searchCount(admin, entity)).isZero();

    Api.Response load =
        admin.send(
            "POST", "/api/v2/data/import?format=csv&entityName=" + entity, before, "text/csv");
    assertThat(load.status()).as(load.toString()).isEqualTo(202);
    JsonNode loaded = importFinished(admin, load.json().path("importId").asLong());
    assertThat(loaded.path("state").asString()).as(loaded.toString()).isEqualTo("DONE");

    assertThat(csv(admin, selection)).isEqualTo(before);
  }

  /**
   * The selection an export takes (one statement) holds what the search finds and in its order: the
   * search read page by page is the reference, for sorts with ties and missing values, a descending
   * relevance, a fuzzy filter and paging fields that the selection ignores.
   */
  @Test
  void anExportHoldsTheSearchsMatchesInTheSearchsOrder() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String entity =
        aRegister(admin, "BVT", attribute("name", "String"), attribute("size", "Integer"));
    java.util.Random random = new java.util.Random(7);
    List<String> words = List.of("alpha", "beta", "gamma", "delta", "alpine", "gamut");
    for (int i = 0; i < 40; i++) {
      var record =
          aRecord(entity, erp, "S" + i)
              .with(
                  "name",
                  words.get(random.nextInt(words.size()))
                      + " "
                      + words.get(random.nextInt(words.size())));
      if (random.nextInt(4) > 0) {
        record = record.with("size", random.nextInt(6));
      }
      written(admin, record);
    }
    List<Map<String, Object>> selections =
        List.of(
            Map.of(
                "entityName",
                entity,
                "sort",
                List.of(
                    Map.of("attribute", "size", "order", "DESC"),
                    Map.of("attribute", "name", "order", "ASC"))),
            Map.of(
                "entityName",
                entity,
                "text",
                "alpha | gamma",
                "sort",
                List.of(Map.of("attribute", "$score", "order", "DESC"))),
            Map.of(
                "entityName",
                entity,
                "filters",
                Map.of("attribute", "name", "operator", "FUZZY", "value", "alpin gamm")));
    for (Map<String, Object> selection : selections) {
      List<String> expected = searched(admin, selection);
      assertThat(expected).as("the search finds something").isNotEmpty();
      JsonNode run =
          finished(
              admin,
              execute(
                  admin,
                  Map.of("operationType", "EXPORT", "format", "CSV", "selection", selection)));
      assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
      assertThat(run.path("steps").get(0).path("total").asLong()).isEqualTo(expected.size());
      assertThat(run.path("processed").asLong()).isEqualTo(expected.size());
      String[] lines =
          new String(download(admin, run).body(), StandardCharsets.UTF_8).split("\r\n");
      List<String> exported = new ArrayList<>();
      for (int i = 1; i < lines.length; i++) {
        exported.add(lines[i].substring(0, lines[i].indexOf(',')));
      }
      assertThat(exported).as(selection.toString()).isEqualTo(expected);
    }
  }

  /** The etalon ids the search finds, read in pages of 7 with its cursor. */
  private static List<String> searched(Api admin, Map<String, Object> selection) {
    List<String> ids = new ArrayList<>();
    String cursor = null;
    do {
      Map<String, Object> body = new HashMap<>(selection);
      body.put("limit", 7);
      if (cursor != null) {
        body.put("searchAfter", cursor);
      }
      Api.Response r = admin.post("/api/v2/search/records", body);
      assertThat(r.status()).as(r.toString()).isEqualTo(200);
      r.json().path("hits").forEach(h -> ids.add(h.path("etalonId").asString()));
      cursor = r.json().path("hits").size() < 7 ? null : r.json().path("searchAfter").asString();
    } while (cursor != null);
    return ids;
  }

  @Test
  void eachOperationNeedsItsRightAndARefusalNamesTheUserAndTheOperation() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String entity = aRegister(admin, "BVT", attribute("name", "String"));
    written(admin, aRecord(entity, erp, "R1").with("name", "x"));
    String role = aRole(List.of(grant(entity, "READ")));
    Api reader = aUserWithRoles(role);
    Map<String, Object> selection = Map.of("entityName", entity);

    for (String operation : List.of("DELETE", "REMATCH", "REINDEX")) {
      Api.Response refused =
          reader.post(
              BULK + "/execute", Map.of("operationType", operation, "selection", selection));
      assertThat(refused.status()).as(refused.toString()).isEqualTo(403);
      assertThat(refused.errorCodes()).containsExactly("BULK_ACCESS_DENIED");
      assertThat(refused.toString()).contains("user-").contains(entity);
    }
    JsonNode exported =
        finished(
            reader,
            execute(
                reader,
                Map.of("operationType", "EXPORT", "format", "CSV", "selection", selection)));
    assertThat(exported.path("status").asString()).isEqualTo("COMPLETED");
    assertThat(download(reader, exported).statusCode()).isEqualTo(200);
    Api other = aUserWithRoles(role);
    assertThat(other.get(BULK + "/" + exported.path("executionId").asLong()).status())
        .as("another user's run is not found")
        .isEqualTo(404);
  }

  @Test
  void badRequestsAreRefusedWithEveryProblem() {
    Api admin = admin();
    Api.Response r =
        admin.post(BULK + "/execute", Map.of("operationType", "SHRED", "colour", "red"));
    assertThat(r.status()).isEqualTo(400);
    assertThat(r.errorCodes()).containsExactly("SYSTEM_UNKNOWN_FIELD");
    r = admin.post(BULK + "/execute", Map.of("operationType", 7));
    assertThat(r.status()).isEqualTo(400);
    assertThat(r.errorCodes()).contains("BULK_FIELD_REQUIRED");
    r =
        admin.post(
            BULK + "/execute",
            Map.of("operationType", "SHRED", "selection", Map.of("entityName", "x")));
    assertThat(r.status()).isEqualTo(400);
    assertThat(r.errorCodes()).containsExactly("BULK_OPERATION_UNKNOWN");
    r =
        admin.post(
            BULK + "/execute",
            Map.of(
                "operationType",
                "EXPORT",
                "format",
                "PDF",
                "selection",
                Map.of("entityName", "x")));
    assertThat(r.status()).isEqualTo(400);
    assertThat(r.errorCodes()).containsExactly("BULK_FORMAT_UNKNOWN");
    r =
        admin.post(
            BULK + "/execute",
            Map.of("operationType", "EXPORT", "selection", Map.of("entityName", "NoSuchEntity")));
    assertThat(r.status()).as(r.toString()).isEqualTo(400);
    r = admin.send("POST", BULK + "/execute", "{\"operationType\": ", "application/json");
    assertThat(r.status()).isEqualTo(400);
    r = admin.post(BULK + "/execute", List.of(1, 2));
    assertThat(r.status()).isEqualTo(400);
    assertThat(admin.get(BULK + "/987654321").status()).isEqualTo(404);
    assertThat(admin.get(BULK + "/987654321/file").status()).isEqualTo(404);
  }

  static String csv(Api admin, Map<String, Object> selection) throws Exception {
    JsonNode run =
        finished(
            admin,
            execute(
                admin, Map.of("operationType", "EXPORT", "format", "CSV", "selection", selection)));
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    String text = new String(download(admin, run).body(), StandardCharsets.UTF_8);
    // Rows come in the search's order; compared as a set of lines under the header.
    String[] lines = text.split("\r\n");
    List<String> rows = new ArrayList<>(List.of(lines).subList(1, lines.length));
    rows.sort(null);
    return lines[0] + "\r\n" + String.join("\r\n", rows) + "\r\n";
  }

  static long searchCount(Api admin, String entity) {
    Api.Response r = admin.post("/api/v2/search/records", Map.of("entityName", entity));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json().path("totalCount").asLong();
  }

  static long execute(Api client, Map<String, Object> body) {
    Api.Response r = client.post(BULK + "/execute", body);
    assertThat(r.status()).as(r.toString()).isEqualTo(202);
    return r.json().path("run").path("executionId").asLong();
  }

  static HttpResponse<byte[]> download(Api client, JsonNode run) {
    return client.sendForBytes(
        client.request(BULK + "/" + run.path("executionId").asLong() + "/file"));
  }

  /** The run once it is over (waits up to 60 s). */
  static JsonNode finished(Api client, long id) throws InterruptedException {
    for (int i = 0; i < 600; i++) {
      Api.Response r = client.get(BULK + "/" + id);
      assertThat(r.status()).as(r.toString()).isEqualTo(200);
      String status = r.json().path("run").path("status").asString();
      if (List.of("COMPLETED", "FAILED", "STOPPED").contains(status)) {
        return r.json().path("run");
      }
      Thread.sleep(100);
    }
    throw new AssertionError("run " + id + " did not end");
  }
}
