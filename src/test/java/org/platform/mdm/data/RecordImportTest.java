package org.platform.mdm.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/** Bulk loads: good lines land, bad lines are rejected alone with their reasons. */
class RecordImportTest extends RecordApiTest {

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
            line(customer, erp, "BAD", "\"name\": \"x\u0001\"")
                .getBytes(java.nio.charset.StandardCharsets.UTF_8);
        for (int j = 0; j < bad.length; j++) {
          if (bad[j] == 1) {
            bad[j] = (byte) 0xC3; // a two-byte UTF-8 sequence, cut short by the quote after it
          }
        }
        body.writeBytes(bad);
      }
      body.writeBytes(
          line(customer, erp, "U-" + i, "\"name\": \"n" + i + "\"")
              .getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    Api.Response started =
        admin.send(
            admin
                .request("/api/v2/data/import")
                .header("Content-Type", "application/x-ndjson")
                .POST(java.net.http.HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())));

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
  void aCsvFileThatStopsBeingUtf8FailsAfterWritingTheRowsBeforeIt() throws Exception {
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
            .getBytes(java.nio.charset.StandardCharsets.UTF_8);
    csv[csv.length - 2] = (byte) 0xC3; // a two-byte UTF-8 sequence cut short by the line's end

    Api.Response started =
        admin.send(
            admin
                .request("/api/v2/data/import?entityName=" + customer)
                .header("Content-Type", "text/csv")
                .POST(java.net.http.HttpRequest.BodyPublishers.ofByteArray(csv)));

    JsonNode done = importFinished(admin, started.json().path("importId").asLong());
    assertThat(done.path("state").asString()).as(done.toString()).isEqualTo("FAILED");
    assertThat(done.path("loaded").asLong()).isEqualTo(2);
    assertThat(admin.get(DATA + "/" + customer + "/" + erp + "/C-3").status()).isEqualTo(404);
  }

  @Test
  void anImportWithoutAKnownFormatOrEntityIsRefusedAtOnce() {
    Api admin = admin();
    assertThat(admin.send("POST", "/api/v2/data/import", "x", "text/plain").status())
        .isEqualTo(400);
    assertThat(
            admin
                .send("POST", "/api/v2/data/import?entityName=NoSuch", "a,b\n", "text/csv")
                .status())
        .isEqualTo(404);
    assertThat(admin.get("/api/v2/data/import/999999999").status()).isEqualTo(404);
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
