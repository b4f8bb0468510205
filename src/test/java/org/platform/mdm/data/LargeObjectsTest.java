package org.platform.mdm.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.core.CoreSettings;
import org.platform.mdm.core.LargeObjects;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/** Files of records over HTTP: upload, attach by a record write, metadata, download, limits. */
class LargeObjectsTest extends RecordApiTest {

  private static final String LOB = "/api/v2/core/lob";
  private static final String BOUNDARY = "----platform-test-boundary";

  @Autowired LargeObjects largeObjects;

  private static byte[] multipart(String fileName, String type, byte[] content) {
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    String head =
        "--"
            + BOUNDARY
            + "\r\nContent-Disposition: form-data; name=\"comment\"\r\n\r\nignored\r\n--"
            + BOUNDARY
            + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\""
            + fileName
            + "\"\r\nContent-Type: "
            + type
            + "\r\n\r\n";
    body.writeBytes(head.getBytes(StandardCharsets.UTF_8));
    body.writeBytes(content);
    body.writeBytes(("\r\n--" + BOUNDARY + "--\r\n").getBytes(StandardCharsets.UTF_8));
    return body.toByteArray();
  }

  private static Api.Response upload(Api client, byte[] body) {
    return client.send(
        client
            .request(LOB + "/upload")
            .header("Content-Type", "multipart/form-data; boundary=" + BOUNDARY)
            .POST(HttpRequest.BodyPublishers.ofByteArray(body)));
  }

  private static String uploaded(Api client, String fileName, byte[] content) {
    Api.Response r = upload(client, multipart(fileName, "application/pdf", content));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json().path("id").asString();
  }

  private static HttpResponse<byte[]> download(Api client, String id) {
    return client.sendForBytes(client.request(LOB + "/" + id).GET());
  }

  private static JsonNode metadata(Api client, Object... ids) {
    Api.Response r =
        client.post(
            LOB + "/metadata", Map.of("largeObjectsIds", List.of(ids), "onlyMetadata", true));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json().path("results");
  }

  private static byte[] randomBytes(int size) {
    byte[] bytes = new byte[size];
    new Random(size).nextBytes(bytes);
    return bytes;
  }

  @Test
  void anUploadIsAttachedByARecordWriteAndDownloadsByteForByte() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer =
        aRegister(admin, "BVT", attribute("scans", "File"), attribute("logo", "Blob"));
    // Larger than the request body limit (10 MB): uploads have a limit of their own.
    byte[] content = randomBytes(11 * 1024 * 1024 + 17);
    String scan = uploaded(admin, "C:\\scans\\contract ü.pdf", content);
    String logo = uploaded(admin, "logo.png", new byte[] {1, 2, 3});
    JsonNode before = metadata(admin, scan).get(0).path("metadata");
    assertThat(before.path("containerId").isNull()).as(before.toString()).isTrue();
    assertThat(before.path("fileName").asString()).isEqualTo("contract ü.pdf");
    assertThat(before.path("size").asLong()).isEqualTo(content.length);

    String etalonId =
        written(
                admin,
                aRecord(customer, erp, "C-1").with("scans", List.of(scan)).with("logo", logo))
            .path("etalonId")
            .asString();

    JsonNode after = metadata(admin, scan, logo);
    assertThat(texts(after, "id")).containsExactly(scan, logo);
    after.forEach(
        r -> assertThat(r.path("metadata").path("containerId").asString()).isEqualTo(etalonId));
    assertThat(after.get(0).path("metadata").path("mimeType").asString())
        .isEqualTo("application/pdf");
    assertThat(after.get(0).path("metadata").has("createDate")).isTrue();
    assertThat(after.get(0).path("metadata").has("updateDate")).isTrue();
    HttpResponse<byte[]> file = download(admin, scan);
    assertThat(file.statusCode()).isEqualTo(200);
    assertThat(file.body()).isEqualTo(content);
    assertThat(file.headers().firstValue("Content-Type")).hasValue("application/pdf");
    assertThat(file.headers().firstValue("Content-Disposition").orElseThrow())
        .contains("filename*=UTF-8''contract%20%C3%BC.pdf");
    assertThat(attributesAt(admin, customer, etalonId, "").path("scans").get(0).asString())
        .isEqualTo(scan);
  }

  @Test
  void unknownIdsAreErrorEntriesAndABadBodyIsRefused() {
    Api admin = admin();
    String unknown = UUID.randomUUID().toString();

    JsonNode results = metadata(admin, unknown, "not-an-id", 7);

    assertThat(results).hasSize(3);
    assertThat(results.get(0).path("error").path("code").asString())
        .isEqualTo("CORE_LOB_NOT_FOUND");
    assertThat(results.get(1).path("error").path("code").asString())
        .isEqualTo("CORE_LOB_ID_INVALID");
    assertThat(results.get(2).path("error").path("code").asString())
        .isEqualTo("CORE_LOB_ID_INVALID");
    assertThat(admin.post(LOB + "/metadata", Map.of("largeObjectsIds", "x")).status())
        .isEqualTo(400);
    assertThat(admin.post(LOB + "/metadata", Map.of()).status()).isEqualTo(400);
    assertThat(download(admin, unknown).statusCode()).isEqualTo(404);
    assertThat(admin.raw("GET", LOB + "/%zz", null).status()).isEqualTo(400);
    assertThat(download(admin, "123").statusCode()).isEqualTo(400);
  }

  @Test
  void aFileAttributeHoldsAtMostTheConfiguredNumberOfFiles() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("scans", "File"));
    List<String> eleven = new ArrayList<>();
    for (int i = 0; i < 11; i++) {
      eleven.add(UUID.randomUUID().toString());
    }

    Api.Response r = admin.post(DATA, aRecord(customer, erp, "C-1").with("scans", eleven).body());

    assertThat(r.status()).as(r.toString()).isEqualTo(400);
    assertThat(r.json().path("details").path("error").get(0).path("code").asString())
        .isEqualTo("DATA_FILES_TOO_MANY");
  }

  @Test
  void anUploadLargerThanTheMaximumIsRefusedWith413() {
    Api admin = admin();
    setting(admin, CoreSettings.UPLOAD_MAX_SIZE.name(), "1KB");
    try {
      Api.Response r =
          upload(admin, multipart("big.bin", "application/octet-stream", randomBytes(5000)));

      assertThat(r.status()).as(r.toString()).isEqualTo(413);
      assertThat(r.json().path("details").path("error").get(0).path("code").asString())
          .isEqualTo("CORE_UPLOAD_TOO_LARGE");
      assertThat(uploaded(admin, "small.bin", randomBytes(1000))).isNotBlank();
    } finally {
      setting(admin, CoreSettings.UPLOAD_MAX_SIZE.name(), null);
    }
  }

  @Test
  void aMalformedUploadIsA400() {
    Api admin = admin();
    byte[] good = multipart("a.txt", "text/plain", "hello".getBytes(StandardCharsets.UTF_8));
    byte[] truncated = java.util.Arrays.copyOf(good, good.length - 12);
    byte[] noFile =
        ("--"
                + BOUNDARY
                + "\r\nContent-Disposition: form-data; name=\"other\"\r\n\r\nx\r\n--"
                + BOUNDARY
                + "--\r\n")
            .getBytes(StandardCharsets.UTF_8);

    List<Api.Response> answers =
        List.of(
            upload(admin, truncated),
            upload(admin, noFile),
            upload(admin, "no boundary at all".getBytes(StandardCharsets.UTF_8)),
            admin.send(
                admin
                    .request(LOB + "/upload")
                    .header("Content-Type", "multipart/form-data")
                    .POST(HttpRequest.BodyPublishers.ofByteArray(good))));

    assertThat(answers).allSatisfy(r -> assertThat(r.status()).as(r.toString()).isEqualTo(400));
    assertThat(answers.get(0).json().path("details").path("error").get(0).path("code").asString())
        .isEqualTo("CORE_MULTIPART_MALFORMED");
    assertThat(answers.get(1).json().path("details").path("error").get(0).path("code").asString())
        .isEqualTo("CORE_UPLOAD_FILE_REQUIRED");
  }

  @Test
  void theRecordsRightsGovernAnAttachedObjectAndOnlyTheUploaderSeesAnUnattachedOne() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("scans", "File"));
    String attached = uploaded(admin, "a.pdf", randomBytes(10));
    String pending = uploaded(admin, "b.pdf", randomBytes(10));
    written(admin, aRecord(customer, erp, "C-1").with("scans", List.of(attached)));
    String other = aRegister(admin, "BVT", attribute("name", "String"));
    Api reader = aUserWithRoles(aRole(List.of(grant(customer, "READ"))));
    Api otherReader = aUserWithRoles(aRole(List.of(grant(other, "READ"))));
    Api outsider = aUserWithRoles(aRole(List.of(grant("USER_MANAGEMENT", "READ"))));

    assertThat(download(reader, attached).statusCode()).isEqualTo(200);
    assertThat(download(otherReader, attached).statusCode()).isEqualTo(404);
    assertThat(download(reader, pending).statusCode()).isEqualTo(404);
    assertThat(metadata(otherReader, attached).get(0).path("error").path("code").asString())
        .isEqualTo("CORE_LOB_NOT_FOUND");
    // A user with no right on any register is refused at the door, whichever file it names.
    assertThat(download(outsider, attached).statusCode()).isEqualTo(403);
    assertThat(download(outsider, UUID.randomUUID().toString()).statusCode()).isEqualTo(403);
  }

  @Test
  void aWriteNamingAMissingOrForeignObjectWritesNothing() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer =
        aRegister(admin, "BVT", attribute("scans", "File"), attribute("note", "Clob"));
    String object = uploaded(admin, "a.pdf", randomBytes(10));
    written(admin, aRecord(customer, erp, "C-1").with("scans", List.of(object)));

    Api.Response unknown =
        admin.post(
            DATA,
            aRecord(customer, erp, "C-2")
                .with("scans", List.of(UUID.randomUUID().toString()))
                .body());
    Api.Response notAnId =
        admin.post(DATA, aRecord(customer, erp, "C-3").with("note", "some text").body());
    Api.Response foreign =
        admin.post(DATA, aRecord(customer, erp, "C-4").with("note", object).body());

    assertThat(unknown.status()).as(unknown.toString()).isEqualTo(400);
    assertThat(unknown.json().path("details").path("error").get(0).path("code").asString())
        .isEqualTo("DATA_LOB_UNKNOWN");
    assertThat(notAnId.status()).isEqualTo(400);
    assertThat(notAnId.json().path("details").path("error").get(0).path("code").asString())
        .isEqualTo("DATA_LOB_ID_INVALID");
    assertThat(foreign.status()).as(foreign.toString()).isEqualTo(400);
    assertThat(foreign.json().path("details").path("error").get(0).path("code").asString())
        .isEqualTo("DATA_LOB_OF_ANOTHER_RECORD");
    assertThat(foreign.json().path("details").path("error").get(0).path("source").asString())
        .isEqualTo("attributes.note");
    for (String id : List.of("C-2", "C-3", "C-4")) {
      assertThat(admin.get(DATA + "/" + customer + "/" + erp + "/" + id).status()).isEqualTo(404);
    }
  }

  @Test
  void aPhysicalDeleteRemovesTheObjectsAndAbandonedUploadsAreCleanedUp() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("scans", "File"));
    String attached = uploaded(admin, "a.pdf", randomBytes(10));
    String kept = uploaded(admin, "k.pdf", randomBytes(10));
    String abandoned = uploaded(admin, "b.pdf", randomBytes(10));
    written(admin, aRecord(customer, erp, "C-1").with("scans", List.of(attached)));
    written(admin, aRecord(customer, erp, "C-2").with("scans", List.of(kept)));

    assertThat(admin.delete(DATA + "/" + customer + "/" + erp + "/C-1?wipe=true").status())
        .isEqualTo(200);
    largeObjects.removeUnattachedBefore(OffsetDateTime.now().plusMinutes(1));

    assertThat(download(admin, attached).statusCode()).isEqualTo(404);
    assertThat(download(admin, abandoned).statusCode()).isEqualTo(404);
    assertThat(download(admin, kept).statusCode()).as("attached: never cleaned up").isEqualTo(200);
  }

  @Test
  void anImportedLineAttachesTheObjectsItNames() throws InterruptedException {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("scans", "File"));
    String object = uploaded(admin, "a.pdf", randomBytes(10));
    String ndjson =
        "{\"entityName\": \"%s\", \"sourceSystem\": \"%s\", \"externalId\": \"I-1\", \"attributes\": {\"scans\": [\"%s\"]}}\n"
            .formatted(customer, erp, object);

    Api.Response started =
        admin.send("POST", "/api/v2/data/import", ndjson, "application/x-ndjson");

    long id = started.json().path("importId").asLong();
    JsonNode state = admin.get("/api/v2/data/import/" + id).json();
    for (int i = 0; i < 200 && !state.path("state").asString().equals("DONE"); i++) {
      Thread.sleep(50);
      state = admin.get("/api/v2/data/import/" + id).json();
    }
    assertThat(state.path("loaded").asLong()).as(state.toString()).isEqualTo(1);
    String etalonId =
        admin.get(DATA + "/" + customer + "/" + erp + "/I-1").json().path("etalonId").asString();
    assertThat(metadata(admin, object).get(0).path("metadata").path("containerId").asString())
        .isEqualTo(etalonId);
  }

  @Test
  void aBatchWrittenLineByLineCountsAStewardsUnchangedLinesAsUnchanged() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer =
        aRegister(admin, "BVT", attribute("name", "String"), attribute("note", "Clob"));
    String object = uploaded(admin, "a.pdf", randomBytes(10));
    written(admin, aRecord(customer, erp, "C-0").with("note", object));
    List<String> etalons = new ArrayList<>();
    for (int i = 1; i <= 3; i++) {
      etalons.add(
          written(admin, aRecord(customer, erp, "C-" + i).with("name", "Name " + i))
              .path("etalonId")
              .asString());
    }
    StringBuilder ndjson = new StringBuilder();
    for (int i = 1; i <= 3; i++) {
      String name = i == 3 ? "Renamed 3" : "Name " + i;
      ndjson.append(
          "{\"entityName\": \"%s\", \"sourceSystem\": \"platform\", \"externalId\": \"%s\", \"etalonId\": \"%s\", \"attributes\": {\"name\": \"%s\"}}\n"
              .formatted(customer, etalons.get(i - 1), etalons.get(i - 1), name));
    }
    // A file of another record fails the batch as a whole when it is attached: its lines go one
    // by one, and only that line is refused.
    ndjson.append(
        "{\"entityName\": \"%s\", \"sourceSystem\": \"%s\", \"externalId\": \"C-9\", \"attributes\": {\"note\": \"%s\"}}\n"
            .formatted(customer, erp, object));

    Api.Response started =
        admin.send("POST", "/api/v2/data/import", ndjson.toString(), "application/x-ndjson");

    assertThat(started.status()).as(started.toString()).isEqualTo(202);
    JsonNode done = importFinished(admin, started.json().path("importId").asLong());
    assertThat(done.path("state").asString()).as(done.toString()).isEqualTo("DONE");
    assertThat(done.path("rejections").get(0).path("errors").get(0).path("code").asString())
        .as(done.toString())
        .isEqualTo("DATA_LOB_OF_ANOTHER_RECORD");
    assertThat(done.path("loaded").asLong()).isZero();
    assertThat(done.path("updated").asLong()).as(done.toString()).isEqualTo(1);
    assertThat(done.path("unchanged").asLong()).as(done.toString()).isEqualTo(2);
    assertThat(done.path("rejected").asLong()).isEqualTo(1);
  }
}
