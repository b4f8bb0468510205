package org.platform.mdm.bulk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.bulk.BulkOperationsTest.csv;
import static org.platform.mdm.bulk.BulkOperationsTest.download;
import static org.platform.mdm.bulk.BulkOperationsTest.execute;
import static org.platform.mdm.bulk.BulkOperationsTest.finished;
import static org.platform.mdm.bulk.BulkOperationsTest.searchCount;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * Loads of files through {@code POST /api/v2/core/import-data} over HTTP: an XLSX export loaded
 * back into the same golden records after a physical delete, a spreadsheet made by hand (no
 * metadata sheet, shared strings, gaps, bad cells) with its failed rows named by sheet and row, CSV
 * and NDJSON as runs, rights checked before anything starts, and bad files refused with nothing
 * left behind.
 */
class BulkImportTest extends RecordApiTest {

  static final String IMPORT = "/api/v2/core/import-data";
  static final String XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

  @Autowired BulkSettings settings;
  @Autowired BulkFiles files;

  @Test
  void anXlsxExportLoadsBackIntoTheSameGoldenRecordsAfterAPhysicalDelete() throws Exception {
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
    for (int i = 0; i < 30; i++) {
      written(
          admin,
          aRecord(entity, erp, "X" + i)
              .with("name", "Name, \"quoted\" " + i)
              .with("size", i * 1000)
              .with("price", i + 0.25)
              .with("vip", i % 3 == 0)
              .valid("2020-01-01T00:00:00Z", "2029-12-31T23:59:59.999Z"));
      written(
          admin,
          aRecord(entity, erp, "X" + i)
              .with("name", "Later " + i)
              .valid("2030-01-01T00:00:00Z", null));
    }
    Map<String, Object> selection = Map.of("entityName", entity);
    String before = csv(admin, selection);
    JsonNode exported =
        finished(admin, execute(admin, Map.of("operationType", "EXPORT", "selection", selection)));
    byte[] xlsx = download(admin, exported).body();
    JsonNode deleted =
        finished(
            admin,
            execute(
                admin, Map.of("operationType", "DELETE", "wipe", true, "selection", selection)));
    assertThat(deleted.path("status").asString()).isEqualTo("COMPLETED");
    assertThat(searchCount(admin, entity)).isZero();

    JsonNode run = loaded(admin, Map.of(), "export.xlsx", XLSX, xlsx);
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    assertThat(run.path("jobName").asString()).isEqualTo("importDataJob");
    assertThat(run.path("steps").findValuesAsString("name")).containsExactly("convert", "import");
    assertThat(run.path("failedItems").asLong()).as(run.toString()).isZero();
    assertThat(run.path("percent").asInt()).isEqualTo(100);
    // Each of the 60 periods' rows counted once: the convert step is a preparation, not counted.
    assertThat(run.path("processed").asLong()).as(run.toString()).isEqualTo(60);
    assertThat(csv(admin, selection)).isEqualTo(before);
  }

  @Test
  void aHandMadeSpreadsheetLoadsBySheetNameAndNamesEachFailedRowBySheetAndRow() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String entity =
        aRegister(admin, "BVT", attribute("name", "String"), attribute("size", "Integer"));
    byte[] file;
    try (XSSFWorkbook book = new XSSFWorkbook();
        ByteArrayOutputStream out = new ByteArrayOutputStream()) {
      Sheet sheet = book.createSheet(entity.toLowerCase());
      cells(sheet.createRow(0), "EXTERNAL_ID", "SOURCE_SYSTEM", "name", "size");
      cells(sheet.createRow(1), "H1", erp, "First", 10.0);
      cells(sheet.createRow(2), "H2", erp, "Bad size", "ten");
      // row 4 left empty: a gap
      cells(sheet.createRow(4), "H3", "", "Own source", "30");
      cells(sheet.createRow(5), "H4", erp, "Bad attribute", 1.0).createCell(4);
      sheet.getRow(0).createCell(4).setCellValue("colour");
      sheet.getRow(5).getCell(4).setCellValue("red");
      Sheet other = book.createSheet("Sheet2");
      cells(other.createRow(0), "EXTERNAL_ID", "name");
      cells(other.createRow(1), "N1", "Nowhere");
      book.write(out);
      file = out.toByteArray();
    }

    JsonNode run = loaded(admin, Map.of("sourceSystem", erp), "hand.xlsx", XLSX, file);
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    Map<String, String> failed = failures(run);
    assertThat(failed.keySet())
        .as(run.toString())
        .containsExactlyInAnyOrder(
            "sheet", entity.toLowerCase() + " row 3", entity.toLowerCase() + " row 6");
    assertThat(failed.get("sheet")).contains("Sheet2");
    assertThat(failed.get(entity.toLowerCase() + " row 3")).contains("size");
    assertThat(failed.get(entity.toLowerCase() + " row 6")).contains("colour");
    assertThat(searchCount(admin, entity)).isEqualTo(2);
    assertThat(csv(admin, Map.of("entityName", entity)))
        .contains(",First,10")
        .contains(",Own source,30");

    // The sheet nothing maps goes to the register named by entityName.
    JsonNode second =
        loaded(admin, Map.of("entityName", entity, "sourceSystem", erp), "hand.xlsx", XLSX, file);
    assertThat(second.path("status").asString()).isEqualTo("COMPLETED");
    assertThat(searchCount(admin, entity)).isEqualTo(3);
  }

  @Test
  void csvAndNdjsonLoadAsRunsAndEveryRegisterNeedsTheRightToWriteIt() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String entity = aRegister(admin, "BVT", attribute("name", "String"));
    StringBuilder csv = new StringBuilder("externalId,sourceSystem,name\n");
    StringBuilder ndjson = new StringBuilder();
    for (int i = 0; i < 40; i++) {
      csv.append("C").append(i).append(',').append(erp).append(",Name ").append(i).append('\n');
      ndjson
          .append("{\"entityName\":\"")
          .append(entity)
          .append("\",\"sourceSystem\":\"")
          .append(erp)
          .append("\",\"externalId\":\"N")
          .append(i)
          .append("\",\"attributes\":{\"name\":\"Line ")
          .append(i)
          .append("\"}}\n");
    }
    ndjson.append("{\"entityName\":\"").append(entity).append("\",\"attributes\":{}}\n");
    JsonNode fromCsv =
        loaded(admin, Map.of("entityName", entity), "load.csv", "text/csv", bytes(csv));
    assertThat(fromCsv.path("status").asString()).as(fromCsv.toString()).isEqualTo("COMPLETED");
    assertThat(fromCsv.path("processed").asLong()).isEqualTo(40);
    assertThat(fromCsv.path("total").asLong()).isEqualTo(40);
    JsonNode fromNdjson =
        loaded(admin, Map.of(), "load.ndjson", "application/octet-stream", bytes(ndjson));
    assertThat(fromNdjson.path("status").asString()).isEqualTo("COMPLETED");
    assertThat(fromNdjson.path("processed").asLong()).isEqualTo(41);
    assertThat(fromNdjson.path("failedItems").asLong()).isEqualTo(1);
    assertThat(fromNdjson.toString()).contains("line 41");
    assertThat(searchCount(admin, entity)).isEqualTo(80);

    Api reader = aUserWithRoles(aRole(List.of(grant(entity, "READ"))));
    for (Api.Response refused :
        List.of(
            reader.upload(IMPORT, Map.of("entityName", entity), "a.csv", "text/csv", bytes(csv)),
            reader.upload(IMPORT, Map.of(), "a.xlsx", XLSX, oneSheet(entity)))) {
      assertThat(refused.status()).as(refused.toString()).isEqualTo(403);
      assertThat(refused.errorCodes()).containsExactly("BULK_ACCESS_DENIED");
      assertThat(refused.toString()).contains("user-").contains(entity).contains("import");
    }
    assertThat(uploadsLeft()).isEmpty();
  }

  @Test
  void aLoadSentToTheDataApiIsFollowedByOneRunAndAFileSentHereByItsOwnRunOnly() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String entity = aRegister(admin, "BVT", attribute("name", "String"));
    StringBuilder ndjson = new StringBuilder();
    for (int i = 0; i < 3; i++) {
      ndjson
          .append("{\"entityName\":\"")
          .append(entity)
          .append("\",\"sourceSystem\":\"")
          .append(erp)
          .append("\",\"externalId\":\"D")
          .append(i)
          .append("\",\"attributes\":{\"name\":\"D ")
          .append(i)
          .append("\"}}\n");
    }
    ndjson.append("{\"entityName\":\"").append(entity).append("\",\"attributes\":{}}\n");
    Api.Response load =
        admin.send(
            "POST", "/api/v2/data/import?format=ndjson", ndjson.toString(), "application/x-ndjson");
    assertThat(load.status()).as(load.toString()).isEqualTo(202);
    List<JsonNode> following =
        runsOf(admin, "data-import:" + load.json().path("importId").asLong());
    assertThat(following).hasSize(1);
    JsonNode run = finished(admin, following.get(0).path("id").asLong());
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    assertThat(run.path("startedBy").asString()).isEqualTo("admin");
    assertThat(run.path("processed").asLong()).isEqualTo(4);
    assertThat(run.path("failedItems").asLong()).isEqualTo(1);
    assertThat(run.toString()).contains("line 4");

    JsonNode viaImportData =
        loaded(admin, Map.of(), "load.ndjson", "application/x-ndjson", bytes(ndjson));
    String file =
        admin
            .get("/api/v2/core/jobs/executions/" + viaImportData.path("executionId").asLong())
            .json()
            .path("execution")
            .path("parameters")
            .path("file")
            .asString();
    assertThat(file).startsWith("data-import:");
    assertThat(runsOf(admin, file)).hasSize(1);
  }

  /** The importDataJob runs whose file is this one (waits up to 10 s for the first). */
  private static List<JsonNode> runsOf(Api admin, String file) throws InterruptedException {
    return runsOf(admin, file, 100);
  }

  /** The importDataJob runs whose file is this one, looking up to {@code tries} times. */
  static List<JsonNode> runsOf(Api admin, String file, int tries) throws InterruptedException {
    List<JsonNode> found = new java.util.ArrayList<>();
    for (int i = 0; i < tries && found.isEmpty(); i++) {
      Api.Response page = admin.get("/api/v2/core/jobs/executions?jobName=importDataJob&limit=500");
      assertThat(page.status()).as(page.toString()).isEqualTo(200);
      for (JsonNode e : page.json().path("executions")) {
        if (file.equals(e.path("parameters").path("file").asString())) {
          found.add(e);
        }
      }
      if (found.isEmpty()) {
        Thread.sleep(100);
      }
    }
    return found;
  }

  /** A template filled in by hand loads; its columns are the register's, as an export's are. */
  @Test
  void aTemplateFilledInLoadsAndAskingForOneIsChecked() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String entity =
        aRegister(admin, "BVT", attribute("name", "String"), attribute("size", "Integer"));
    java.net.http.HttpResponse<byte[]> xlsx =
        admin.sendForBytes(
            admin
                .request(IMPORT + "/template")
                .header("Content-Type", "application/json")
                .POST(
                    java.net.http.HttpRequest.BodyPublishers.ofString(
                        Api.JSON.writeValueAsString(Map.of("entityName", entity)))));
    assertThat(xlsx.statusCode()).isEqualTo(200);
    assertThat(xlsx.headers().firstValue("Content-Type").orElse("")).isEqualTo(XLSX);
    assertThat(xlsx.headers().firstValue("Content-Disposition").orElse(""))
        .contains(entity + "-template.xlsx");
    byte[] filled;
    try (XSSFWorkbook book = new XSSFWorkbook(new ByteArrayInputStream(xlsx.body()))) {
      Sheet sheet = book.getSheet(entity);
      List<String> names = new ArrayList<>();
      sheet.getRow(1).forEach(c -> names.add(c.getStringCellValue()));
      assertThat(names)
          .containsExactly(
              "ETALON_ID", "EXTERNAL_ID", "SOURCE_SYSTEM", "FROM", "TO", "PARENT", "name", "size");
      assertThat(sheet.getLastRowNum()).isEqualTo(2); // title, names, labels: no record
      cells(sheet.createRow(3), "", "T1", erp, "", "", "", "Filled in", 7.0);
      cells(sheet.createRow(4), "", "T2", erp, "", "", "", "By hand", 8.0);
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      book.write(out);
      filled = out.toByteArray();
    }
    JsonNode run = loaded(admin, Map.of(), "filled.xlsx", XLSX, filled);
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    assertThat(run.path("failedItems").asLong()).isZero();
    assertThat(searchCount(admin, entity)).isEqualTo(2);

    Api.Response csv =
        admin.post(IMPORT + "/template", Map.of("entityName", entity, "format", "CSV"));
    assertThat(csv.status()).isEqualTo(200);
    assertThat(csv.text())
        .isEqualTo("etalonId,externalId,sourceSystem,validFrom,validTo,parent,name,size\r\n");

    Api.Response unknown = admin.post(IMPORT + "/template", Map.of("entityName", "NoSuch"));
    assertThat(unknown.status()).isEqualTo(404);
    assertThat(unknown.errorCodes()).containsExactly("BULK_IMPORT_ENTITY_UNKNOWN");
    Api.Response bad =
        admin.post(
            IMPORT + "/template", Map.of("entityName", entity, "format", "PDF", "target", 7));
    assertThat(bad.status()).isEqualTo(400);
    assertThat(bad.errorCodes()).containsExactly("BULK_FIELD_INVALID");
    assertThat(admin.post(IMPORT + "/template", Map.of()).errorCodes())
        .containsExactly("BULK_FIELD_REQUIRED");
    assertThat(
            admin
                .post(IMPORT + "/template", Map.of("entityName", entity, "colour", "red"))
                .status())
        .isEqualTo(400);
    Api stranger = aUserWithRoles(aRole(List.of()));
    Api.Response refused = stranger.post(IMPORT + "/template", Map.of("entityName", entity));
    assertThat(refused.status()).isEqualTo(403);
    assertThat(refused.errorCodes()).containsExactly("CORE_NO_ENTITY_RIGHT");
    Api otherReader =
        aUserWithRoles(
            aRole(List.of(grant(aRegister(admin, "BVT", attribute("name", "String")), "READ"))));
    Api.Response notThis = otherReader.post(IMPORT + "/template", Map.of("entityName", entity));
    assertThat(notThis.status()).isEqualTo(403);
    assertThat(notThis.errorCodes()).containsExactly("BULK_ACCESS_DENIED");
  }

  @Test
  void badFilesAndFieldsAreRefusedAndNothingIsLeftBehind() throws Exception {
    Api admin = admin();
    String entity = aRegister(admin, "BVT", attribute("name", "String"));
    Api.Response handlers = admin.get(IMPORT);
    assertThat(handlers.status()).isEqualTo(200);
    assertThat(handlers.json().path("handlers").get(0).path("id").asString())
        .isEqualTo("records-and-relations");
    assertThat(handlers.json().path("handlers").get(0).path("formats").toString())
        .contains("XLSX", "CSV", "NDJSON");

    record Case(Api.Response response, int status, String code) {}
    List<Case> cases =
        List.of(
            new Case(admin.post(IMPORT, Map.of("file", "x")), 415, "BULK_IMPORT_NOT_MULTIPART"),
            new Case(
                admin.send(
                    "POST",
                    IMPORT,
                    "--b\r\nContent-Disposition: form-data; name=\"format\"\r\n\r\nCSV\r\n--b--\r\n",
                    "multipart/form-data; boundary=b"),
                400,
                "BULK_IMPORT_FILE_MISSING"),
            new Case(
                admin.send("POST", IMPORT, "--b\r\ngarbage", "multipart/form-data; boundary=b"),
                400,
                "CORE_MULTIPART_MALFORMED"),
            new Case(
                admin.upload(IMPORT, Map.of(), "a.pdf", "application/pdf", new byte[] {1}),
                415,
                "BULK_IMPORT_FORMAT_UNKNOWN"),
            new Case(
                admin.upload(IMPORT, Map.of("format", "PDF"), "a.csv", "text/csv", new byte[] {1}),
                415,
                "BULK_IMPORT_FORMAT_UNKNOWN"),
            new Case(
                admin.upload(IMPORT, Map.of(), "a.xlsx", XLSX, bytes("not a zip")),
                400,
                "BULK_IMPORT_FILE_UNREADABLE"),
            new Case(
                admin.upload(IMPORT, Map.of(), "a.csv", "text/csv", bytes("externalId\n")),
                400,
                "BULK_IMPORT_ENTITY_REQUIRED"),
            new Case(
                admin.upload(
                    IMPORT, Map.of("entityName", "NoSuch"), "a.csv", "text/csv", bytes("x\n")),
                404,
                "BULK_IMPORT_ENTITY_UNKNOWN"),
            new Case(
                admin.upload(
                    IMPORT, Map.of("target", "classifiers"), "a.csv", "text/csv", bytes("x\n")),
                400,
                "BULK_FIELD_INVALID"),
            new Case(
                admin.upload(
                    IMPORT, Map.of("entityName", "a\u0000b"), "a.csv", "text/csv", bytes("x\n")),
                400,
                "SYSTEM_NUL_CHARACTER"),
            new Case(
                admin.upload(IMPORT, Map.of(), "a.xlsx", XLSX, oneSheet("NotARegister")),
                400,
                "BULK_IMPORT_NO_SHEET"),
            new Case(
                admin.raw(
                    "POST",
                    IMPORT + "?entityName=%zz",
                    "--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.csv\""
                        + "\r\n\r\nexternalId\n\r\n--b--\r\n",
                    "Content-Type",
                    "multipart/form-data; boundary=b"),
                400,
                "SYSTEM_PARAMETER_NOT_DECODED"));
    for (Case c : cases) {
      assertThat(c.response().status()).as(c.response().toString()).isEqualTo(c.status());
      assertThat(c.response().errorCodes()).as(c.response().toString()).contains(c.code());
    }
    assertThat(uploadsLeft()).isEmpty();
  }

  @Test
  void filesKeptLongerThanTheRetentionAreRemovedAndTheirDownloadSaysSo() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String entity = aRegister(admin, "BVT", attribute("name", "String"));
    written(admin, aRecord(entity, erp, "T1").with("name", "x"));
    JsonNode run =
        finished(
            admin,
            execute(
                admin,
                Map.of(
                    "operationType",
                    "EXPORT",
                    "format",
                    "CSV",
                    "selection",
                    Map.of("entityName", entity))));
    assertThat(download(admin, run).statusCode()).isEqualTo(200);
    java.nio.file.Path stray = settings.filesDirectory().resolve("import-stray.upload");
    Files.writeString(stray, "left by a load that failed");

    files.tidy(java.time.OffsetDateTime.now().minusDays(1));
    assertThat(download(admin, run).statusCode()).as("younger than the retention").isEqualTo(200);
    assertThat(stray).exists();

    assertThat(files.tidy(java.time.OffsetDateTime.now().plusMinutes(1))).isGreaterThanOrEqualTo(2);
    assertThat(download(admin, run).statusCode()).isEqualTo(409);
    assertThat(stray).doesNotExist();
  }

  static JsonNode loaded(
      Api client, Map<String, String> fields, String name, String type, byte[] content)
      throws InterruptedException {
    Api.Response r = client.upload(IMPORT, fields, name, type, content);
    assertThat(r.status()).as(r.toString()).isEqualTo(202);
    return finished(client, r.json().path("run").path("executionId").asLong());
  }

  private List<String> uploadsLeft() throws IOException {
    if (!Files.isDirectory(settings.filesDirectory())) {
      return List.of();
    }
    try (Stream<java.nio.file.Path> files = Files.list(settings.filesDirectory())) {
      return files
          .map(p -> p.getFileName().toString())
          .filter(n -> n.startsWith("import-"))
          .toList();
    }
  }

  private static byte[] oneSheet(String name) throws IOException {
    try (XSSFWorkbook book = new XSSFWorkbook();
        ByteArrayOutputStream out = new ByteArrayOutputStream()) {
      Sheet sheet = book.createSheet(name);
      cells(sheet.createRow(0), "EXTERNAL_ID", "name");
      cells(sheet.createRow(1), "1", "x");
      book.write(out);
      return out.toByteArray();
    }
  }

  /** A run's failed items: each item with its reason. */
  static Map<String, String> failures(JsonNode run) {
    Map<String, String> failed = new java.util.HashMap<>();
    run.path("steps")
        .forEach(
            s ->
                s.path("failures")
                    .forEach(
                        f -> failed.put(f.path("item").asString(), f.path("reason").asString())));
    return failed;
  }

  static Row cells(Row row, Object... values) {
    List<Object> all = new ArrayList<>(List.of(values));
    for (int i = 0; i < all.size(); i++) {
      Object v = all.get(i);
      if (v instanceof Double d) {
        row.createCell(i).setCellValue(d);
      } else if (!"".equals(v)) {
        row.createCell(i).setCellValue((String) v);
      }
    }
    return row;
  }

  private static byte[] bytes(CharSequence text) {
    return text.toString().getBytes(StandardCharsets.UTF_8);
  }
}
