package org.platform.mdm.data.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpRequest;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * Bulk loads: good lines land, bad lines are rejected alone with their reasons; the format, the
 * character set and the separator are told or found; a load that stops goes on from its last
 * committed batch and writes no line twice.
 */
class RecordImportTest extends RecordApiTest {

  @Autowired JdbcClient jdbc;
  @Autowired DataSource dataSource;
  @Autowired ImportSpool spool;

  @Test
  void anNdjsonImportLoadsGoodLinesAndRejectsBadOnesAlone() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer =
        aRegister(admin, "BVT", attribute("name", "String"), attribute("age", "Integer"));
    String ndjson =
        line(customer, erp, "N-1", "\"name\": \"one\", \"age\": 1")
            + line(customer, erp, "N-2", "\"name\": \"two\"")
            + "{not json\n"
            + line(customer, "no-such-source", "N-3", "\"name\": \"three\"")
            + "\n"
            + line(customer, erp, "N-1", "\"name\": \"one again\"")
            + line("NoSuchEntity", erp, "N-4", "\"name\": \"four\"");

    Api.Response started =
        admin.send("POST", "/api/v2/data/import", ndjson, "application/x-ndjson");

    assertThat(started.status()).as(started.toString()).isEqualTo(202);
    JsonNode done = importFinished(admin, started.json().path("importId").asLong());
    assertThat(done.path("state").asString()).isEqualTo("DONE");
    assertThat(done.path("linesRead").asLong()).isEqualTo(6);
    assertThat(done.path("loaded").asLong()).isEqualTo(2);
    assertThat(done.path("updated").asLong()).isEqualTo(1);
    assertThat(done.path("rejected").asLong()).isEqualTo(3);
    assertThat(texts(done.path("rejections"), "line")).containsExactly("3", "4", "7");
    assertThat(done.path("rejections").get(1).path("errors").get(0).path("code").asString())
        .isEqualTo("DATA_SOURCE_SYSTEM_UNKNOWN");
    // The reasons are kept with their values: each reader gets them in their own language.
    String path = "/api/v2/data/import/" + done.path("importId").asLong();
    JsonNode english = admin.get(path).json().path("rejections").get(1).path("errors").get(0);
    JsonNode russian =
        admin()
            .header("Accept-Language", "ru")
            .get(path)
            .json()
            .path("rejections")
            .get(1)
            .path("errors")
            .get(0);
    assertThat(english.path("message").asString()).contains("no-such-source");
    assertThat(russian.path("message").asString())
        .contains("no-such-source")
        .isNotEqualTo(english.path("message").asString())
        .containsPattern("[а-яА-Я]");
    assertThat(
            admin
                .get(DATA + "/" + customer + "/" + erp + "/N-1")
                .json()
                .path("attributes")
                .path("name")
                .asString())
        .isEqualTo("one again");
    assertThat(admin.get(DATA + "/" + customer + "/" + erp + "/N-2").status()).isEqualTo(200);
  }

  @Test
  void anImportUpdatesRecordsThatExistAndJoinsNewOriginsToThemByEtalonId() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String crm = aSource(admin, "crm", 60);
    String customer = aRegister(admin, "BVR", attribute("name", "String"));
    String etalonId =
        written(admin, aRecord(customer, erp, "X-1").with("name", "from erp"))
            .path("etalonId")
            .asString();
    String ndjson =
        line(customer, erp, "X-1", "\"name\": \"erp again\"")
            + "{\"entityName\": \""
            + customer
            + "\", \"sourceSystem\": \""
            + crm
            + "\", \"externalId\": \"Y-1\", \"etalonId\": \""
            + etalonId
            + "\", \"validFrom\": \"2030-01-01T00:00:00Z\", \"attributes\": {\"name\": \"from crm\"}}\n";

    Api.Response started =
        admin.send("POST", "/api/v2/data/import", ndjson, "application/x-ndjson");

    JsonNode done = importFinished(admin, started.json().path("importId").asLong());
    assertThat(done.path("updated").asLong()).as(done.toString()).isEqualTo(2);
    assertThat(attributesAt(admin, customer, etalonId, "").path("name").asString())
        .isEqualTo("erp again");
    assertThat(
            attributesAt(admin, customer, etalonId, "timelineDate=2031-01-01T00:00:00Z")
                .path("name")
                .asString())
        .isEqualTo("from crm");
    JsonNode timeline =
        admin.get("/api/v2/data/records/" + etalonId + "/timeline").json().path("timeline");
    assertThat(timeline).hasSize(2);
    assertThat(timeline.get(0).path("contributors").get(0).path("revision").asInt()).isEqualTo(2);
  }

  @Test
  void aCsvImportTypesCellsByTheModelAndRejectsBadRows() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer =
        aRegister(admin, "BVT", attribute("name", "String"), attribute("age", "Integer"));
    String csv =
        "externalId,sourceSystem,name,age,validFrom\n"
            + "C-1,"
            + erp
            + ",\"Smith, John\",42,\n"
            + "C-2,"
            + erp
            + ",Doe,not a number,\n"
            + "C-3,"
            + erp
            + ",\"Multi\nline\",7,2020-01-01T00:00:00\n"
            + "C-4,"
            + erp
            + ",short\n";

    Api.Response started =
        admin.send(
            "POST", "/api/v2/data/import?entityName=" + customer, csv, "text/csv; charset=utf-8");

    assertThat(started.status()).as(started.toString()).isEqualTo(202);
    JsonNode done = importFinished(admin, started.json().path("importId").asLong());
    assertThat(done.path("loaded").asLong()).as(done.toString()).isEqualTo(2);
    assertThat(done.path("rejected").asLong()).isEqualTo(2);
    JsonNode smith =
        admin.get(DATA + "/" + customer + "/" + erp + "/C-1").json().path("attributes");
    assertThat(smith.path("name").asString()).isEqualTo("Smith, John");
    assertThat(smith.path("age").asLong()).isEqualTo(42);
    assertThat(
            admin
                .get(DATA + "/" + customer + "/" + erp + "/C-3?timelineDate=2021-01-01T00:00:00")
                .json()
                .path("attributes")
                .path("name")
                .asString())
        .isEqualTo("Multi\nline");
  }

  @Test
  void aLookupLinkMayNameACodeLoadedEarlierInTheSameFile() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String countries = entityName("Countries");
    publishLookup(admin, countries, false);
    Map<String, Object> country = attribute("country", "LookupLink");
    country.put("lookupEntity", countries);
    String customer = aRegister(admin, "BVT", attribute("name", "String"), country);
    StringBuilder ndjson = new StringBuilder();
    // Three batches of countries, each customer right after its country (same batch or the next).
    int count = RecordImports.BATCH * 3 / 2;
    for (int i = 0; i < count; i++) {
      ndjson.append(line(countries, erp, "K-" + i, "\"code\": \"C" + i + "\""));
      ndjson.append(line(customer, erp, "P-" + i, "\"country\": \"C" + i + "\""));
    }
    ndjson.append(line(customer, erp, "P-bad", "\"country\": \"NOWHERE\""));

    Api.Response started =
        admin.send("POST", "/api/v2/data/import", ndjson.toString(), "application/x-ndjson");

    JsonNode done = importFinished(admin, started.json().path("importId").asLong());
    assertThat(done.path("loaded").asLong()).as(done.toString()).isEqualTo(2L * count);
    assertThat(done.path("rejected").asLong()).isEqualTo(1);
    assertThat(done.path("rejections").get(0).path("errors").get(0).path("code").asString())
        .isEqualTo("DATA_LOOKUP_CODE_UNKNOWN");
    assertThat(
            admin
                .get(DATA + "/" + customer + "/" + erp + "/P-" + (count - 1))
                .json()
                .path("attributes")
                .path("country")
                .asString())
        .isEqualTo("C" + (count - 1));
  }

  @Test
  void aBulkLoadIsNotHeldToTheRequestBodyLimit() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String body =
        line(customer, erp, "BIG-1", "\"name\": \"first\"")
            + "\n".repeat(11 * 1024 * 1024)
            + line(customer, erp, "BIG-2", "\"name\": \"last\"");

    Api.Response started = admin.send("POST", "/api/v2/data/import", body, "application/x-ndjson");

    assertThat(started.status()).as(started.toString()).isEqualTo(202);
    JsonNode done = importFinished(admin, started.json().path("importId").asLong());
    assertThat(done.path("loaded").asLong()).as(done.toString()).isEqualTo(2);
    Api.Response tooLarge =
        admin.send(
            "POST", DATA + "/batch", "[" + " ".repeat(11 * 1024 * 1024) + "]", "application/json");
    assertThat(tooLarge.status()).isEqualTo(413);
  }

  @Test
  void anNdjsonLineThatIsNotUtf8IsRejectedAloneAndTheLinesAroundItLoad() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    java.io.ByteArrayOutputStream body = new java.io.ByteArrayOutputStream();
    for (int i = 0; i < RecordImports.BATCH + 10; i++) {
      if (i == 1500) {
        byte[] bad =
            line(customer, erp, "BAD", "\"name\": \"x\u0001\"").getBytes(StandardCharsets.UTF_8);
        for (int j = 0; j < bad.length; j++) {
          if (bad[j] == 1) {
            bad[j] = (byte) 0xC3; // a two-byte UTF-8 sequence, cut short by the quote after it
          }
        }
        body.writeBytes(bad);
      }
      body.writeBytes(
          line(customer, erp, "U-" + i, "\"name\": \"n" + i + "\"")
              .getBytes(StandardCharsets.UTF_8));
    }

    Api.Response started =
        admin.send(
            admin
                .request("/api/v2/data/import")
                .header("Content-Type", "application/x-ndjson")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())));

    assertThat(started.status()).as(started.toString()).isEqualTo(202);
    JsonNode done = importFinished(admin, started.json().path("importId").asLong());
    assertThat(done.path("state").asString()).as(done.toString()).isEqualTo("DONE");
    assertThat(done.path("loaded").asLong()).isEqualTo(RecordImports.BATCH + 10);
    assertThat(done.path("rejected").asLong()).isEqualTo(1);
    assertThat(done.path("rejections").get(0).path("line").asLong()).isEqualTo(1501);
    assertThat(done.path("rejections").get(0).path("errors").get(0).path("code").asString())
        .isEqualTo("DATA_IMPORT_LINE_MALFORMED");
    assertThat(admin.get(DATA + "/" + customer + "/" + erp + "/BAD").status()).isEqualTo(404);
  }

  @Test
  void aCsvFileThatIsNotUtf8IsRefusedAtOnceNamingItsLineAndNothingIsWritten() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    byte[] csv =
        ("externalId,sourceSystem,name\nC-1,"
                + erp
                + ",one\nC-2,"
                + erp
                + ",two\nC-3,"
                + erp
                + ",x\u0001\n")
            .getBytes(StandardCharsets.UTF_8);
    csv[csv.length - 2] = (byte) 0xC3; // a two-byte UTF-8 sequence cut short by the line's end

    Api.Response refused =
        admin.send(
            admin
                .request("/api/v2/data/import?entityName=" + customer)
                .header("Content-Type", "text/csv")
                .POST(HttpRequest.BodyPublishers.ofByteArray(csv)));

    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(firstError(refused).path("code").asString()).isEqualTo("DATA_IMPORT_NOT_DECODABLE");
    assertThat(firstError(refused).path("internalMessage").asString())
        .startsWith(
            "Line 4 is not UTF-8 text. The file must be in UTF-8, or name its character set")
        .contains("charset=windows-1251");
    assertThat(admin.get(DATA + "/" + customer + "/" + erp + "/C-1").status()).isEqualTo(404);
  }

  @Test
  void aCsvFileInAnotherCharacterSetLoadsWhenItsContentTypeOrTheParameterNamesIt()
      throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    Charset cp1251 = Charset.forName("windows-1251");
    String text =
        "externalId,sourceSystem,name\nW-1," + erp + ",Иван Петров\nW-2," + erp + ",Ёлкина\n";

    Api.Response byContentType =
        admin.send(
            admin
                .request("/api/v2/data/import?entityName=" + customer)
                .header("Content-Type", "text/csv; charset=windows-1251")
                .POST(HttpRequest.BodyPublishers.ofByteArray(text.getBytes(cp1251))));
    Api.Response byParameter =
        admin.send(
            admin
                .request("/api/v2/data/import?format=csv&charset=KOI8-R&entityName=" + customer)
                .header("Content-Type", "application/octet-stream")
                .POST(
                    HttpRequest.BodyPublishers.ofByteArray(
                        text.replace("W-", "K-").getBytes(Charset.forName("KOI8-R")))));

    assertThat(byContentType.status()).as(byContentType.toString()).isEqualTo(202);
    JsonNode done = importFinished(admin, byContentType.json().path("importId").asLong());
    assertThat(done.path("loaded").asLong()).as(done.toString()).isEqualTo(2);
    assertThat(done.path("charset").asString()).isEqualTo("windows-1251");
    assertThat(importFinished(admin, byParameter.json().path("importId").asLong()).path("loaded"))
        .hasToString("2");
    for (String key : List.of("W-1", "K-1")) {
      assertThat(
              admin
                  .get(DATA + "/" + customer + "/" + erp + "/" + key)
                  .json()
                  .path("attributes")
                  .path("name")
                  .asString())
          .isEqualTo("Иван Петров");
    }
    assertThat(
            admin
                .send(
                    "POST",
                    "/api/v2/data/import?entityName=" + customer,
                    "a\n",
                    "text/csv; charset=UTF-16")
                .status())
        .as("a character set that does not write ASCII as ASCII")
        .isEqualTo(415);
    assertThat(
            admin
                .send(
                    "POST",
                    "/api/v2/data/import?entityName=" + customer,
                    "a\n",
                    "text/csv; charset=no-such-set")
                .status())
        .isEqualTo(415);
  }

  @Test
  void aSemicolonSeparatedCsvIsRefusedNamingTheDelimiterAndLoadsWithIt() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer =
        aRegister(admin, "BVT", attribute("name", "String"), attribute("age", "Integer"));
    String csv =
        "externalId;sourceSystem;name;age\nS-1;"
            + erp
            + ";\"Smith; John\";42\nS-2;"
            + erp
            + ";Doe;7\n";

    Api.Response refused =
        admin.send("POST", "/api/v2/data/import?entityName=" + customer, csv, "text/csv");
    Api.Response tabs =
        admin.send(
            "POST",
            "/api/v2/data/import?delimiter=;&entityName=" + customer,
            "externalId\tsourceSystem\n",
            "text/csv");
    Api.Response accepted =
        admin.send(
            "POST", "/api/v2/data/import?delimiter=;&entityName=" + customer, csv, "text/csv");
    Api.Response tabSeparated =
        admin.send(
            "POST",
            "/api/v2/data/import?delimiter=tab&entityName=" + customer,
            csv.replace(';', '\t').replace("S-", "T-"),
            "text/csv");

    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(firstError(refused).path("code").asString()).isEqualTo("DATA_IMPORT_CSV_ONE_COLUMN");
    assertThat(firstError(refused).path("internalMessage").asString())
        .contains("holding ';'")
        .contains("delimiter=;");
    assertThat(firstError(tabs).path("internalMessage").asString()).contains("delimiter=tab");
    assertThat(accepted.status()).as(accepted.toString()).isEqualTo(202);
    JsonNode done = importFinished(admin, accepted.json().path("importId").asLong());
    assertThat(done.path("loaded").asLong()).as(done.toString()).isEqualTo(2);
    assertThat(done.path("delimiter").asString()).isEqualTo(";");
    JsonNode smith =
        admin.get(DATA + "/" + customer + "/" + erp + "/S-1").json().path("attributes");
    assertThat(smith.path("name").asString()).isEqualTo("Smith; John");
    assertThat(smith.path("age").asLong()).isEqualTo(42);
    assertThat(importFinished(admin, tabSeparated.json().path("importId").asLong()).path("loaded"))
        .hasToString("2");
    assertThat(
            admin
                .send(
                    "POST",
                    "/api/v2/data/import?delimiter=x&entityName=" + customer,
                    csv,
                    "text/csv")
                .status())
        .isEqualTo(400);
  }

  @Test
  void aMultipartUploadTakesItsFormatFromThePartsTypeOrElseItsFileName() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String ndjson = line(customer, erp, "M-1", "\"name\": \"typed\"");

    Api.Response byType =
        multipart(admin, "", "file", "people.data", "application/x-ndjson", ndjson);
    Api.Response byExtension =
        multipart(
            admin,
            "",
            "file",
            "people.ndjson",
            "application/octet-stream",
            line(customer, erp, "M-2", "\"name\": \"named\""));
    Api.Response jsonl =
        multipart(
            admin, "", "file", "people.JSONL", null, line(customer, erp, "M-3", "\"name\": \"l\""));
    Api.Response csv =
        multipart(
            admin,
            "?entityName=" + customer,
            "file",
            "people.csv",
            "application/vnd.ms-excel",
            "externalId,sourceSystem,name\nM-4," + erp + ",csv\n");

    for (Api.Response started : List.of(byType, byExtension, jsonl, csv)) {
      assertThat(started.status()).as(started.toString()).isEqualTo(202);
      JsonNode done = importFinished(admin, started.json().path("importId").asLong());
      assertThat(done.path("loaded").asLong()).as(done.toString()).isEqualTo(1);
    }
    assertThat(
            admin
                .get(DATA + "/" + customer + "/" + erp + "/M-4")
                .json()
                .path("attributes")
                .path("name")
                .asString())
        .isEqualTo("csv");
    Api.Response unknown = multipart(admin, "", "file", "people.txt", "text/plain", ndjson);
    assertThat(unknown.status()).as(unknown.toString()).isEqualTo(415);
    assertThat(firstError(unknown).path("code").asString()).isEqualTo("DATA_IMPORT_FORMAT_UNKNOWN");
    assertThat(
            multipart(admin, "?format=ndjson", "file", "people.txt", "text/plain", ndjson).status())
        .as("format overrides")
        .isEqualTo(202);
    Api.Response noFile = multipart(admin, "", "upload", "people.ndjson", null, ndjson);
    assertThat(noFile.status()).isEqualTo(400);
    assertThat(firstError(noFile).path("code").asString())
        .isEqualTo("DATA_IMPORT_FILE_PART_MISSING");
  }

  @Test
  void aLargeMultipartUploadIsStreamedAndTheImportLimitAnswers413() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String body =
        line(customer, erp, "L-1", "\"name\": \"first\"")
            + "\n".repeat(11 * 1024 * 1024)
            + line(customer, erp, "L-2", "\"name\": \"last\"");

    Api.Response large = multipart(admin, "", "file", "big.ndjson", null, body);

    assertThat(large.status()).as("beyond the 10 MB request limit").isEqualTo(202);
    assertThat(importFinished(admin, large.json().path("importId").asLong()).path("loaded"))
        .hasToString("2");
    setting(admin, "org.platform.mdm.data.import.max-size", "1KB");
    try {
      String twoKb = line(customer, erp, "L-3", "\"name\": \"" + "x".repeat(2048) + "\"");
      Api.Response raw = admin.send("POST", "/api/v2/data/import", twoKb, "application/x-ndjson");
      Api.Response part = multipart(admin, "", "file", "big.ndjson", null, twoKb);
      for (Api.Response tooLarge : List.of(raw, part)) {
        assertThat(tooLarge.status()).as(tooLarge.toString()).isEqualTo(413);
        assertThat(firstError(tooLarge).path("code").asString()).isEqualTo("DATA_IMPORT_TOO_LARGE");
        assertThat(firstError(tooLarge).path("internalMessage").asString()).contains("1 KB");
      }
      Api.Response asRun =
          admin.upload(
              "/api/v2/core/import-data",
              java.util.Map.of("format", "NDJSON"),
              "big.ndjson",
              "application/x-ndjson",
              twoKb.getBytes(java.nio.charset.StandardCharsets.UTF_8));
      assertThat(asRun.status()).as(asRun.toString()).isEqualTo(413);
      assertThat(firstError(asRun).path("code").asString()).isEqualTo("BULK_IMPORT_FILE_TOO_LARGE");
      assertThat(firstError(asRun).path("internalMessage").asString()).contains("1 KB");
    } finally {
      setting(admin, "org.platform.mdm.data.import.max-size", null);
    }
    assertThat(admin.get(DATA + "/" + customer + "/" + erp + "/L-3").status()).isEqualTo(404);
  }

  @Test
  void anImportThatFailsInTheMiddleGoesOnFromItsLastCommittedBatchWhenResumed() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String loader = aUser(grant(customer, "CREATE", "READ", "UPDATE"));
    Api user = anonymous().bearer(login(loader, "password-" + loader));
    int count = RecordImports.BATCH * 3 + 10;
    StringBuilder ndjson = new StringBuilder();
    for (int i = 0; i < count; i++) {
      ndjson.append(line(customer, erp, "F-" + i, "\"name\": \"n" + i + "\""));
    }
    // The second batch's transaction fails as a whole, as a database that stops accepting writes
    // would make it fail: its records roll back with it.
    failImportsOf(loader, RecordImports.BATCH);
    JsonNode failed;
    long id;
    try {
      Api.Response started =
          user.send("POST", "/api/v2/data/import", ndjson.toString(), "application/x-ndjson");
      assertThat(started.status()).as(started.toString()).isEqualTo(202);
      id = started.json().path("importId").asLong();
      failed = importFinished(user, id);
    } finally {
      jdbc.sql("drop trigger test_fail_import on data_imports").update();
    }

    assertThat(failed.path("state").asString()).as(failed.toString()).isEqualTo("FAILED");
    assertThat(failed.path("linesRead").asLong()).isEqualTo(RecordImports.BATCH);
    assertThat(failed.path("loaded").asLong()).isEqualTo(RecordImports.BATCH);
    assertThat(failed.path("resumable").asBoolean()).isTrue();
    assertThat(failed.path("percent").asInt())
        .as("a third of the file's bytes: the percentage of a load that goes on from here")
        .isBetween(30, 34);
    assertThat(failed.path("error").asString())
        .startsWith("The import stopped after line 2000: an unexpected error")
        .contains("POST /api/v2/data/import/" + id + "/resume");
    assertThat(revisionsOf(customer)).as("the failed batch rolled back").isEqualTo(2000);
    assertThat(anotherUser().post("/api/v2/data/import/" + id + "/resume", Map.of()).status())
        .as("someone else's import")
        .isEqualTo(404);

    Api.Response resumed = user.post("/api/v2/data/import/" + id + "/resume", Map.of());

    assertThat(resumed.status()).as(resumed.toString()).isEqualTo(202);
    assertThat(resumed.json().path("state").asString()).isIn("QUEUED", "RUNNING", "DONE");
    JsonNode done = importFinished(user, id);
    assertThat(done.path("state").asString()).as(done.toString()).isEqualTo("DONE");
    assertThat(done.path("linesRead").asLong()).isEqualTo(count);
    assertThat(done.path("loaded").asLong()).isEqualTo(count);
    assertThat(done.path("updated").asLong()).as("no line written twice").isZero();
    assertThat(done.path("resumed").asInt()).isEqualTo(1);
    assertThat(done.path("percent").asInt()).isEqualTo(100);
    assertThat(done.path("error").isNull()).isTrue();
    assertThat(revisionsOf(customer)).as("one revision per line").isEqualTo(count);
    Api.Response again = user.post("/api/v2/data/import/" + id + "/resume", Map.of());
    assertThat(again.status()).isEqualTo(409);
    assertThat(firstError(again).path("code").asString()).isEqualTo("DATA_IMPORT_DONE");
    assertThat(user.post("/api/v2/data/import/999999999/resume", Map.of()).status()).isEqualTo(404);
  }

  @Test
  void anImportLeftRunningByAStoppedNodeGoesOnByItselfOnceNoNodeHoldsIt() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    int count = 2500;
    int written = 1200;
    StringBuilder file = new StringBuilder();
    StringBuilder head = new StringBuilder();
    for (int i = 0; i < count; i++) {
      String line = line(customer, erp, "R-" + i, "\"name\": \"r" + i + "\"");
      file.append(line);
      if (i < written) {
        head.append(line);
      }
    }
    // What a node wrote before it was killed: the first lines, committed.
    JsonNode first =
        importFinished(
            admin,
            admin
                .send("POST", "/api/v2/data/import", head.toString(), "application/x-ndjson")
                .json()
                .path("importId")
                .asLong());
    assertThat(first.path("loaded").asLong()).isEqualTo(written);
    String name = "import-" + UUID.randomUUID() + ".ndjson";
    Files.createDirectories(spool.directory());
    Files.writeString(spool.path(name), file.toString(), StandardCharsets.UTF_8);
    long offset = head.toString().getBytes(StandardCharsets.UTF_8).length;

    long id;
    try (Connection otherNode = dataSource.getConnection()) {
      // The import, RUNNING on another node that holds it, which has committed the first lines.
      otherNode.setAutoCommit(false);
      try (PreparedStatement insert =
              otherNode.prepareStatement(
                  "insert into data_imports (state, format, spool, resume_offset, resume_line,"
                      + " lines_read, loaded, runner, created_by, create_date, update_date)"
                      + " values ('RUNNING', 'NDJSON', ?, ?, ?, ?, ?, gen_random_uuid(), 'admin',"
                      + " now(), now()) returning id");
          PreparedStatement lock =
              otherNode.prepareStatement("select pg_advisory_lock(?, ?::int)")) {
        insert.setString(1, name);
        insert.setLong(2, offset);
        insert.setLong(3, written);
        insert.setLong(4, written);
        insert.setLong(5, written);
        try (ResultSet rs = insert.executeQuery()) {
          rs.next();
          id = rs.getLong(1);
        }
        lock.setInt(1, ImportLock.KEY);
        lock.setLong(2, id);
        lock.executeQuery().close();
      }
      otherNode.commit();

      Thread.sleep(2500); // longer than the worker waits between looks
      assertThat(admin.get("/api/v2/data/import/" + id).json().path("state").asString())
          .as("held by a live node: not taken")
          .isEqualTo("RUNNING");
      Api.Response refused = admin.post("/api/v2/data/import/" + id + "/resume", Map.of());
      assertThat(refused.status()).as(refused.toString()).isEqualTo(409);
      assertThat(firstError(refused).path("code").asString()).isEqualTo("DATA_IMPORT_RUNNING");
      // The other node is gone: its session ends, and its lock with it.
      try (PreparedStatement gone = otherNode.prepareStatement("select pg_advisory_unlock_all()")) {
        gone.executeQuery().close();
      }
      otherNode.commit();
    }

    JsonNode done = importFinished(admin, id);
    assertThat(done.path("state").asString()).as(done.toString()).isEqualTo("DONE");
    assertThat(done.path("linesRead").asLong()).isEqualTo(count);
    assertThat(done.path("loaded").asLong()).isEqualTo(count);
    assertThat(done.path("updated").asLong())
        .as("the committed lines were not written again")
        .isZero();
    assertThat(done.path("resumed").asInt()).isEqualTo(1);
    assertThat(revisionsOf(customer)).isEqualTo(count);
    assertThat(Files.exists(spool.path(name))).as("a done import's upload is removed").isFalse();
  }

  @Test
  void anImportWithoutAKnownFormatOrEntityIsRefusedAtOnce() {
    Api admin = admin();
    Api.Response plain = admin.send("POST", "/api/v2/data/import", "x", "text/plain");
    assertThat(plain.status()).isEqualTo(415);
    assertThat(firstError(plain).path("code").asString()).isEqualTo("DATA_IMPORT_FORMAT_UNKNOWN");
    assertThat(admin.send("POST", "/api/v2/data/import?format=xml", "x", "text/csv").status())
        .isEqualTo(400);
    assertThat(admin.send("POST", "/api/v2/data/import", "a,b\n", "text/csv").status())
        .as("CSV without entityName")
        .isEqualTo(400);
    assertThat(
            admin
                .send("POST", "/api/v2/data/import?entityName=NoSuch", "a,b\n", "text/csv")
                .status())
        .isEqualTo(404);
    assertThat(admin.get("/api/v2/data/import/999999999").status()).isEqualTo(404);
  }

  @Test
  void aCsvImportNeedsTheRightToWriteItsEntity() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String name = aUser(grant(customer, "READ"));
    Api reader = anonymous().bearer(login(name, "password-" + name));

    Api.Response refused =
        reader.send(
            "POST",
            "/api/v2/data/import?entityName=" + customer,
            "externalId,sourceSystem,name\nP-1," + erp + ",x\n",
            "text/csv");

    assertThat(refused.status()).as(refused.toString()).isEqualTo(403);
    assertThat(firstError(refused).path("code").asString()).isEqualTo("DATA_ACCESS_DENIED");

    // A CSV import of the user's that FAILED, when the user may no longer write its entity.
    String upload = "import-" + UUID.randomUUID() + ".csv";
    long id =
        jdbc.sql(
                "insert into data_imports (state, format, entity_name, charset, delimiter, spool,"
                    + " created_by, create_date, update_date) values ('FAILED', 'CSV', ?, 'UTF-8',"
                    + " ',', ?, ?, now(), now()) returning id")
            .params(customer, upload, name)
            .query(Long.class)
            .single();
    Api.Response resume = reader.post("/api/v2/data/import/" + id + "/resume", Map.of());
    assertThat(resume.status()).as(resume.toString()).isEqualTo(403);
    assertThat(reader.get("/api/v2/data/import/" + id).json().path("state").asString())
        .isEqualTo("FAILED");
  }

  @Test
  void theImportIsDocumentedWithItsMediaTypesTypedAnswersAndEveryStatus() {
    JsonNode paths = anonymous().get("/api/v2/data/openapi.json").json().path("paths");
    JsonNode start = paths.path("/api/v2/data/import").path("post");
    JsonNode content = start.path("requestBody").path("content");

    assertThat(content.propertyNames())
        .contains("application/x-ndjson", "text/csv", "multipart/form-data");
    assertThat(content.path("text/csv").path("schema").path("format").asString())
        .isEqualTo("binary");
    assertThat(content.path("text/csv").path("schema").path("description").asString())
        .contains("externalId")
        .contains("delimiter");
    JsonNode file =
        content.path("multipart/form-data").path("schema").path("properties").path("file");
    assertThat(file.path("type").toString()).contains("string");
    assertThat(file.path("format").asString()).isEqualTo("binary");
    assertThat(start.path("responses").propertyNames())
        .contains("202", "400", "401", "403", "404", "413", "415");
    assertThat(texts(start.path("parameters"), "name"))
        .contains("format", "entityName", "delimiter", "charset");
    JsonNode resume = paths.path("/api/v2/data/import/{id}/resume").path("post");
    assertThat(resume.path("responses").propertyNames())
        .contains("202", "400", "401", "403", "404", "409");
    assertThat(
            paths
                .path("/api/v2/data/import/{id}")
                .path("get")
                .path("responses")
                .path("200")
                .path("content")
                .path("application/json")
                .path("schema")
                .path("$ref")
                .asString())
        .endsWith("/ImportRO");
    JsonNode schemas = anonymous().get("/api/v2/data/openapi.json").json().path("components");
    List<String> required = new java.util.ArrayList<>();
    schemas
        .path("schemas")
        .path("ImportRO")
        .path("required")
        .forEach(n -> required.add(n.asString()));
    assertThat(required).contains("importId", "state", "error", "rejections");
    assertThat(schemas.path("schemas").path("LineErrorRO").path("properties").propertyNames())
        .containsExactlyInAnyOrder("code", "source", "message");
  }

  @Test
  void aLineWithRelationsIsRejectedNotWrittenWithoutItsLinks() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String partners = aRelation(admin, "MANY_TO_MANY", customer, customer);
    String target =
        written(admin, aRecord(customer, erp, "T-1").with("name", "t")).path("etalonId").asString();
    String ndjson =
        line(customer, erp, "R-1", "\"name\": \"plain\"")
            + line(customer, erp, "R-2", "\"name\": \"linked\"")
                .replace(
                    "}}\n",
                    "}, \"relations\": {\""
                        + partners
                        + "\": [{\"toEtalonId\": \""
                        + target
                        + "\"}]}}\n");

    Api.Response started =
        admin.send("POST", "/api/v2/data/import", ndjson, "application/x-ndjson");

    JsonNode done = importFinished(admin, started.json().path("importId").asLong());
    assertThat(done.path("loaded").asLong()).as(done.toString()).isEqualTo(1);
    assertThat(texts(done.path("rejections"), "line")).containsExactly("2");
    assertThat(done.path("rejections").get(0).path("errors").get(0).path("code").asString())
        .isEqualTo("DATA_RELATIONS_NOT_IMPORTED");
    assertThat(admin.get(DATA + "/" + customer + "/" + erp + "/R-2").status()).isEqualTo(404);
  }

  /** Fails the transaction that commits lines beyond {@code lines} of the user's imports. */
  private void failImportsOf(String userName, int lines) {
    jdbc.sql(
            "create or replace function test_fail_import() returns trigger language plpgsql as"
                + " $$ begin raise exception 'the disk is full (a test)'; end $$")
        .update();
    jdbc.sql(
            "create trigger test_fail_import before update on data_imports for each row when"
                + " (new.state = 'RUNNING' and new.lines_read > "
                + lines
                + " and new.created_by = '"
                + userName
                + "') execute function test_fail_import()")
        .update();
  }

  /** Revisions of the entity's records: one per line written. */
  private long revisionsOf(String entity) {
    return jdbc.sql(
            "select count(*) from revisions r join etalons e on e.etalon_id = r.etalon_id"
                + " where e.entity_name = ?")
        .param(entity)
        .query(Long.class)
        .single();
  }

  /** A user with one role of these rights; its name (password {@code password-<name>}). */
  private String aUser(Map<String, Object> rights) {
    String role = aRole(List.of(rights));
    String name = unique("user");
    Api.Response r =
        admin()
            .post(
                "/api/v2/core/users",
                Map.of(
                    "userName",
                    name,
                    "password",
                    "password-" + name,
                    "fullName",
                    "Loader",
                    "roles",
                    List.of(role)));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return name;
  }

  private Api anotherUser() {
    return aUserWithRoles(aRole(List.of(grant("USER_MANAGEMENT", "READ"))));
  }

  private static JsonNode firstError(Api.Response response) {
    return response.json().path("details").path("error").path(0);
  }

  /** POSTs a multipart body with one part to the import. */
  private static Api.Response multipart(
      Api client, String query, String part, String fileName, String type, String content) {
    String boundary = "----test-" + UUID.randomUUID();
    String head =
        "--"
            + boundary
            + "\r\nContent-Disposition: form-data; name=\""
            + part
            + "\"; filename=\""
            + fileName
            + "\"\r\n"
            + (type == null ? "" : "Content-Type: " + type + "\r\n")
            + "\r\n";
    byte[] body =
        (head + content + "\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8);
    return client.send(
        client
            .request("/api/v2/data/import" + query)
            .header("Content-Type", "multipart/form-data; boundary=" + boundary)
            .POST(HttpRequest.BodyPublishers.ofByteArray(body)));
  }

  private static String line(String entity, String source, String id, String attributes) {
    return "{\"entityName\": \""
        + entity
        + "\", \"sourceSystem\": \""
        + source
        + "\", \"externalId\": \""
        + id
        + "\", \"attributes\": {"
        + attributes
        + "}}\n";
  }
}
