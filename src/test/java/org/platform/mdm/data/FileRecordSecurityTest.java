package org.platform.mdm.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.data.LabelledRecords.admits;
import static org.platform.mdm.data.LabelledRecords.randomInstances;
import static org.platform.mdm.testsupport.SecurityLabels.instance;
import static org.platform.mdm.testsupport.SecurityLabels.stewardRole;

import java.io.ByteArrayOutputStream;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.platform.mdm.data.LabelledRecords.Setup;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/**
 * Files follow their records: a file is readable exactly when its record is (security labels
 * included), an unattached upload by its uploader only, and only the uploader may name it in a
 * record.
 */
class FileRecordSecurityTest extends RecordApiTest {

  private static final String LOB = "/api/v2/core/lob";
  private static final String BOUNDARY = "----platform-file-security";

  /** A register with a region, a level and files, a label on the region and one on the level. */
  private Setup setup(Api admin) {
    String source = aSource(admin, "erp", 50);
    String register =
        aRegister(
            admin,
            "BVT",
            attribute("region", "String"),
            attribute("level", "Integer"),
            attribute("scans", "File"));
    return Setup.named(register, source).labelled(admin);
  }

  private static String uploaded(Api client, String fileName) {
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    body.writeBytes(
        ("--"
                + BOUNDARY
                + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\""
                + fileName
                + "\"\r\nContent-Type: text/plain\r\n\r\ncontent of "
                + fileName
                + "\r\n--"
                + BOUNDARY
                + "--\r\n")
            .getBytes(StandardCharsets.UTF_8));
    Api.Response r =
        client.send(
            client
                .request(LOB + "/upload")
                .header("Content-Type", "multipart/form-data; boundary=" + BOUNDARY)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json().path("id").asString();
  }

  private static int download(Api client, String id) {
    return client.sendForBytes(client.request(LOB + "/" + id).GET()).statusCode();
  }

  private static Api.Response metadata(Api client, List<String> ids) {
    Api.Response r =
        client.post(LOB + "/metadata", Map.of("largeObjectsIds", ids, "onlyMetadata", true));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r;
  }

  /** The ids the metadata answer gives metadata for (the others are error entries). */
  private static Set<String> described(Api client, List<String> ids) {
    Set<String> shown = new TreeSet<>();
    metadata(client, ids)
        .json()
        .path("results")
        .forEach(
            r -> {
              if (r.has("metadata") && !r.path("metadata").isNull()) {
                shown.add(r.path("id").asString());
              }
            });
    return shown;
  }

  private String record(Api client, Setup s, String id, String region, int level, String file) {
    return written(
            client,
            aRecord(s.register(), s.source(), id)
                .with("region", region)
                .with("level", level)
                .with("scans", List.of(file)))
        .path("etalonId")
        .asString();
  }

  @Test
  void aFileOfARecordHiddenByLabelsIsUnknownToTheStewardAndItsMetadataTellsNothing() {
    Api admin = admin();
    Setup s = setup(admin);
    String northFile = uploaded(admin, "north.txt");
    String southFile = uploaded(admin, "south.txt");
    record(admin, s, "N-1", "North", 1, northFile);
    String south = record(admin, s, "S-1", "South", 1, southFile);
    Api steward =
        aUserWithRoles(
            stewardRole(
                admin,
                s.register(),
                List.of(
                    instance(s.region(), s.register() + ".region", "North"),
                    instance(s.level(), s.register() + ".level", null))));

    assertThat(download(steward, northFile)).isEqualTo(200);
    assertThat(download(steward, southFile)).as("as a record it cannot see").isEqualTo(404);
    assertThat(read(steward, s.register(), south, "").status()).isEqualTo(404);
    Api.Response described = metadata(steward, List.of(northFile, southFile));
    JsonNode results = described.json().path("results");
    assertThat(results.get(0).path("metadata").path("fileName").asString()).isEqualTo("north.txt");
    assertThat(results.get(1).path("error").path("code").asString())
        .isEqualTo("CORE_LOB_NOT_FOUND");
    assertThat(described.toString()).doesNotContain(south).doesNotContain("south.txt");
    // The administrator, whom no label restricts, reads both.
    assertThat(download(admin, southFile)).isEqualTo(200);
  }

  @Test
  void anUnattachedUploadIsItsUploadersOnlyAndNoOtherUserMayNameItInARecord() {
    Api admin = admin();
    Setup s = setup(admin);
    Api steward =
        aUserWithRoles(
            stewardRole(
                admin,
                s.register(),
                List.of(
                    instance(s.region(), s.register() + ".region", "North"),
                    instance(s.level(), s.register() + ".level", null))));
    String adminsUpload = uploaded(admin, "admins.txt");
    String stewardsUpload = uploaded(steward, "stewards.txt");

    assertThat(download(steward, adminsUpload)).isEqualTo(404);
    assertThat(described(steward, List.of(adminsUpload, stewardsUpload)))
        .containsExactly(stewardsUpload);
    assertThat(download(admin, stewardsUpload))
        .as("full access is not its uploader")
        .isEqualTo(404);

    Api.Response taken =
        steward.post(
            DATA,
            aRecord(s.register(), s.source(), "N-1")
                .with("region", "North")
                .with("level", 1)
                .with("scans", List.of(adminsUpload))
                .body());
    assertThat(taken.status()).as(taken.toString()).isEqualTo(400);
    assertThat(taken.errorCodes()).containsExactly("DATA_LOB_OF_ANOTHER_USER");
    assertThat(taken.json().path("details").path("error").get(0).path("source").asString())
        .startsWith("attributes.scans");
    assertThat(steward.get(DATA + "/" + s.register() + "/" + s.source() + "/N-1").status())
        .as("nothing written")
        .isEqualTo(404);
    assertThat(described(admin, List.of(adminsUpload))).containsExactly(adminsUpload);
    assertThat(
            metadata(admin, List.of(adminsUpload))
                .json()
                .path("results")
                .get(0)
                .path("metadata")
                .path("containerId")
                .isNull())
        .as("still unattached")
        .isTrue();

    // Each uploader names its own: attached, the record's readers read it.
    record(steward, s, "N-2", "North", 1, stewardsUpload);
    record(admin, s, "N-3", "North", 2, adminsUpload);
    assertThat(download(steward, adminsUpload)).isEqualTo(200);
    assertThat(download(admin, stewardsUpload)).isEqualTo(200);
    // Another user's write of a record that already holds the file keeps it.
    Api.Response kept =
        steward.post(
            DATA,
            aRecord(s.register(), s.source(), "N-3")
                .with("region", "North")
                .with("level", 3)
                .with("scans", List.of(adminsUpload))
                .body());
    assertThat(kept.status()).as(kept.toString()).isEqualTo(200);
    assertThat(download(steward, adminsUpload)).isEqualTo(200);
  }

  private static void merge(Api admin, Setup s, String winner, String loser) {
    Api.Response merged =
        admin.post(
            "/api/v2/data/merge",
            Map.of(
                "entityName",
                s.register(),
                "winnerEtalonId",
                winner,
                "loserEtalonIds",
                List.of(loser)));
    assertThat(merged.status()).as(merged.toString()).isEqualTo(200);
  }

  @Test
  void aFileOfAMergedRecordIsJudgedByTheRecordItWasMergedInto() {
    Api admin = admin();
    Setup s = setup(admin);
    String southFile = uploaded(admin, "south.txt");
    String northFile = uploaded(admin, "north.txt");
    // Written before their winners: the winners' newer values stay the golden ones.
    String south = record(admin, s, "S-1", "South", 1, southFile);
    String north = record(admin, s, "N-1", "North", 1, uploaded(admin, "n1.txt"));
    String north2 = record(admin, s, "N-2", "North", 1, northFile);
    String south2 = record(admin, s, "S-2", "South", 1, uploaded(admin, "s2.txt"));
    Api steward =
        aUserWithRoles(
            stewardRole(
                admin,
                s.register(),
                List.of(
                    instance(s.region(), s.register() + ".region", "North"),
                    instance(s.level(), s.register() + ".level", null))));
    assertThat(download(steward, southFile)).isEqualTo(404);
    assertThat(download(steward, northFile)).isEqualTo(200);

    merge(admin, s, north, south);
    merge(admin, s, south2, north2);
    assertThat(attributesAt(admin, s.register(), north, "").path("region").asString())
        .isEqualTo("North");
    assertThat(attributesAt(admin, s.register(), south2, "").path("region").asString())
        .isEqualTo("South");

    assertThat(download(steward, southFile)).as("now on a northern record").isEqualTo(200);
    assertThat(download(steward, northFile)).as("now on a southern record").isEqualTo(404);
  }

  @Test
  void randomLabelInstancesAdmitExactlyTheFilesOfTheRecordsTheyAdmit() {
    Api admin = admin();
    Setup s = setup(admin);
    List<String> regions = List.of("North", "South", "East");
    Map<String, Map<String, Object>> fileValues = new LinkedHashMap<>();
    for (String region : regions) {
      for (int level = 1; level <= 3; level++) {
        String file = uploaded(admin, region + level + ".txt");
        record(admin, s, region + "-" + level, region, level, file);
        fileValues.put(file, Map.of("region", region, "level", (long) level));
      }
    }
    String role = stewardRole(admin, s.register(), List.of());
    Api steward = aUserWithRoles(role);
    List<String> files = new ArrayList<>(fileValues.keySet());
    Random random = new Random(4545);
    for (int round = 0; round < 6; round++) {
      List<Map<String, Object>> instances = randomInstances(random, s, regions, 3);
      Map<String, Object> change = new LinkedHashMap<>();
      change.put("name", role);
      change.put("rights", List.of(grant(s.register(), "FULL")));
      change.put("securityLabels", instances);
      assertThat(admin.put("/api/v2/core/roles/" + role, change).status()).isEqualTo(200);
      Set<String> expected = new TreeSet<>();
      fileValues.forEach(
          (file, values) -> {
            if (admits(s.register(), s.region(), s.level(), instances, values)) {
              expected.add(file);
            }
          });
      assertThat(described(steward, files))
          .as("round %d: %s", round, instances)
          .isEqualTo(expected);
      String probe = files.get(random.nextInt(files.size()));
      assertThat(download(steward, probe))
          .as("round %d: %s", round, instances)
          .isEqualTo(expected.contains(probe) ? 200 : 404);
    }
  }
}
