package org.platform.mdm.classifiers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.testsupport.DraftRequests.aDraft;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/** Records classified with their writes and alone, read at dates, over HTTP. */
class ClassificationApiTest extends ClassifierApiSupport {

  static final String RECORDS = CLASSIFIERS + "/records/";
  static final String CLASSIFY = CLASSIFIERS + "/classifications";

  /** A register, a source, and a classifier assigned to it: a (inheritable colour) → a1, and b. */
  record Setup(String register, String source, String classifier) {}

  Setup setup(Api admin, boolean multiple) {
    String register = aRegister(admin, "BVR", attribute("name", "String"));
    String source = aSource(admin, "erp", 50);
    String c = aClassifierName();
    Map<String, Object> model = classifier(c, null, register);
    model.put("multiple", multiple);
    publishClassifier(admin, model);
    ClassifierNodeApiTest.ok(
        admin,
        ClassifierNodeApiTest.node(
            c, "a", c, "01", ClassifierNodeApiTest.attr("colour", "String", true)));
    ClassifierNodeApiTest.ok(
        admin,
        ClassifierNodeApiTest.node(
            c, "a1", "a", "01.01", ClassifierNodeApiTest.attr("size", "Integer", false)));
    ClassifierNodeApiTest.ok(admin, ClassifierNodeApiTest.node(c, "b", c, "02"));
    return new Setup(register, source, c);
  }

  static Map<String, Object> item(String nodeCode, String from, String to, Map<String, ?> attrs) {
    Map<String, Object> item = new LinkedHashMap<>();
    item.put("nodeCode", nodeCode);
    if (from != null) {
      item.put("validFrom", from);
    }
    if (to != null) {
      item.put("validTo", to);
    }
    if (attrs != null) {
      item.put("attributes", attrs);
    }
    return item;
  }

  static List<String> nodeNames(JsonNode classifications) {
    return classifications.valueStream().map(c -> c.path("nodeName").asString()).toList();
  }

  JsonNode classificationsAt(Api admin, String etalonId, String query) {
    return ok(admin.get(RECORDS + etalonId + (query.isEmpty() ? "" : "?" + query)))
        .path("classifications");
  }

  @Test
  void aRecordWrittenWithAClassificationIsInItsNodeWithItsInheritedAttribute() {
    Api admin = admin();
    Setup s = setup(admin, false);
    String etalonId =
        written(
                admin,
                aRecord(s.register(), s.source(), "R-1")
                    .with("name", "one")
                    .field(
                        "classifications",
                        Map.of(
                            s.classifier(),
                            List.of(
                                item("01.01", null, null, Map.of("colour", "red", "size", 3))))))
            .path("etalonId")
            .asString();

    JsonNode now = classificationsAt(admin, etalonId, "");
    assertThat(nodeNames(now)).containsExactly("a1");
    assertThat(now.get(0).path("classifierName").asString()).isEqualTo(s.classifier());
    assertThat(now.get(0).path("nodeCode").asString()).isEqualTo("01.01");
    assertThat(now.get(0).path("versionName").asString()).isEqualTo("v1");
    assertThat(now.get(0).path("attributes").path("colour").asString()).isEqualTo("red");
    assertThat(now.get(0).path("attributes").path("size").asInt()).isEqualTo(3);

    JsonNode atomic =
        ok(admin.post(
                "/api/v2/data/atomic/get",
                Map.of(
                    "payload",
                    Map.of(
                        "org.platform.mdm.rest.v2.data",
                        Map.of("entityName", s.register(), "etalonId", etalonId)))))
            .path("payload")
            .path("com.platform.mdm.rest.v1.classifiers")
            .path("classifications");
    assertThat(atomic).hasSize(1);
    assertThat(atomic.get(0).path("etalon").path("nodeName").asString()).isEqualTo("a1");
    JsonNode origin = atomic.get(0).path("origins").get(0);
    assertThat(origin.path("sourceSystem").asString()).isEqualTo(s.source());
    assertThat(origin.path("externalId").asString()).isEqualTo("R-1");
    assertThat(origin.path("revisions").get(0).path("operation").asString()).isEqualTo("UPSERT");
  }

  @Test
  void theHistoricRecordShowsTheClassificationsAsTheyWereKnownAtItsMoment() throws Exception {
    Api admin = admin();
    Setup s = setup(admin, false);
    String etalonId =
        written(
                admin,
                aRecord(s.register(), s.source(), "H-1")
                    .with("name", "h")
                    .field(
                        "classifications",
                        Map.of(
                            s.classifier(),
                            List.of(item("01", null, null, Map.of("colour", "red"))))))
            .path("etalonId")
            .asString();
    String between =
        ok(admin.get(RECORDS + etalonId + "?allPeriods=true"))
            .path("classifications")
            .get(0)
            .path("nodeId")
            .asString();
    Thread.sleep(20);
    String moment = java.time.OffsetDateTime.now(java.time.ZoneOffset.UTC).toString();
    Thread.sleep(20);
    written(
        admin,
        aRecord(s.register(), s.source(), "H-1")
            .with("name", "h")
            .field(
                "classifications", Map.of(s.classifier(), List.of(item("02", null, null, null)))));

    JsonNode then = historicClassifications(admin, s.register(), etalonId, moment);
    assertThat(then).hasSize(1);
    assertThat(then.get(0).path("etalon").path("nodeId").asString()).isEqualTo(between);
    assertThat(then.get(0).path("etalon").path("attributes").path("colour").asString())
        .isEqualTo("red");
    assertThat(then.get(0).path("origins").get(0).path("revisions")).hasSize(1);
    assertThat(nodeNames(classificationsAt(admin, etalonId, "lastUpdateDate=" + moment)))
        .containsExactly("a");
    assertThat(nodeNames(classificationsAt(admin, etalonId, ""))).containsExactly("b");

    // The spec's classifiers request key: its lastUpdateDate is the classifications' moment.
    Map<String, Object> dataNow = Map.of("entityName", s.register(), "etalonId", etalonId);
    Map<String, Object> classifiersThen =
        Map.of("entityName", s.register(), "etalonId", etalonId, "lastUpdateDate", moment);
    for (String path :
        List.of("/api/v2/data/records-history/historic-record", "/api/v2/data/atomic/get")) {
      JsonNode answer =
          ok(admin.post(
                  path,
                  Map.of(
                      "payload",
                      Map.of(
                          "org.platform.mdm.rest.v2.data",
                          dataNow,
                          "com.platform.mdm.rest.v1.classifiers",
                          classifiersThen))))
              .path("payload");
      JsonNode classified =
          answer.path("com.platform.mdm.rest.v1.classifiers").path("classifications");
      assertThat(classified).as(path).hasSize(1);
      assertThat(classified.get(0).path("etalon").path("nodeId").asString())
          .as(path)
          .isEqualTo(between);
    }
    Api.Response other =
        admin.post(
            "/api/v2/data/atomic/get",
            Map.of(
                "payload",
                Map.of(
                    "org.platform.mdm.rest.v2.data",
                    dataNow,
                    "com.platform.mdm.rest.v1.classifiers",
                    Map.of("etalonId", java.util.UUID.randomUUID().toString()))));
    assertThat(other.status()).isEqualTo(400);
    assertThat(other.errorCodes()).containsExactly("DATA_PAYLOAD_OTHER_RECORD");
    Api.Response badDate =
        admin.post(
            "/api/v2/data/atomic/get",
            Map.of(
                "payload",
                Map.of(
                    "org.platform.mdm.rest.v2.data",
                    dataNow,
                    "com.platform.mdm.rest.v1.classifiers",
                    Map.of("lastUpdateDate", "yesterday"))));
    assertThat(badDate.status()).isEqualTo(400);
  }

  @Test
  void aRecordMovedToAnotherNodeFromADateIsInEachNodeAtItsDates() {
    Api admin = admin();
    Setup s = setup(admin, false);
    String etalonId =
        written(
                admin,
                aRecord(s.register(), s.source(), "M-1")
                    .with("name", "m")
                    .field(
                        "classifications",
                        Map.of(s.classifier(), List.of(item("01", null, null, null)))))
            .path("etalonId")
            .asString();
    JsonNode moved =
        classifyByKey(
            admin,
            s.register(),
            s.source(),
            "M-1",
            "classifications",
            Map.of(s.classifier(), List.of(item("02", "2025-01-01T00:00:00Z", null, null))));
    assertThat(moved.path("etalonId").asString()).isEqualTo(etalonId);

    assertThat(nodeNames(classificationsAt(admin, etalonId, "timelineDate=2024-06-01T00:00:00Z")))
        .containsExactly("a");
    assertThat(nodeNames(classificationsAt(admin, etalonId, "timelineDate=2025-06-01T00:00:00Z")))
        .containsExactly("b");
    JsonNode periods = classificationsAt(admin, etalonId, "allPeriods=true");
    assertThat(nodeNames(periods)).containsExactly("a", "b");
    // The record's history tells both placements, in order, among its own writes.
    JsonNode history =
        ok(admin.get("/api/v2/data/records/" + etalonId + "/history")).path("events");
    List<JsonNode> placed =
        history
            .valueStream()
            .filter(e -> e.path("type").asString().equals("CLASSIFICATION_UPSERT"))
            .toList();
    assertThat(placed).hasSize(2);
    assertThat(placed.get(0).path("classification").path("nodeId").asString())
        .isEqualTo(periods.get(0).path("nodeId").asString());
    assertThat(placed.get(1).path("classification").path("nodeId").asString())
        .isEqualTo(periods.get(1).path("nodeId").asString());
    assertThat(placed.get(1).path("classification").path("classifierName").asString())
        .isEqualTo(s.classifier());
    assertThat(placed.get(1).path("classification").path("nodeName").asString()).isEqualTo("b");
    assertThat(placed.get(1).path("classification").path("versionName").asString()).isEqualTo("v1");
    assertThat(placed.get(1).path("validFrom").asString()).startsWith("2025-01-01");
    assertThat(history.get(0).path("type").asString()).isEqualTo("UPSERT");
    assertThat(periods.get(0).path("validTo").asString()).startsWith("2024-12-31T23:59:59.999");
  }

  @Test
  void theHeavierSourcesNodeWinsWhereTwoSourcesDisagree() {
    Api admin = admin();
    Setup s = setup(admin, false);
    String heavy = aSource(admin, "mdm", 90);
    String etalonId =
        written(
                admin,
                aRecord(s.register(), s.source(), "W-1")
                    .with("name", "w")
                    .field(
                        "classifications",
                        Map.of(
                            s.classifier(),
                            List.of(item("01", null, null, Map.of("colour", "red"))))))
            .path("etalonId")
            .asString();
    ok(
        admin.post(
            CLASSIFY,
            Map.of(
                "entityName",
                s.register(),
                "etalonId",
                etalonId,
                "sourceSystem",
                heavy,
                "classifications",
                Map.of(s.classifier(), List.of(item("02", null, null, null))))));

    JsonNode now = classificationsAt(admin, etalonId, "");
    assertThat(nodeNames(now)).containsExactly("b");
    // The node and its values come from one source: b's classification has no colour.
    assertThat(now.get(0).path("attributes").has("colour")).isFalse();
  }

  @Test
  void aClassifierOfSeveralNodesKeepsEachAndDeletesOneByNode() {
    Api admin = admin();
    Setup s = setup(admin, true);
    String etalonId =
        written(
                admin,
                aRecord(s.register(), s.source(), "S-1")
                    .with("name", "s")
                    .field(
                        "classifications",
                        Map.of(
                            s.classifier(),
                            List.of(item("01", null, null, null), item("02", null, null, null)))))
            .path("etalonId")
            .asString();
    assertThat(nodeNames(classificationsAt(admin, etalonId, "")))
        .containsExactlyInAnyOrder("a", "b");

    written(
        admin,
        aRecord(s.register(), s.source(), "S-1")
            .with("name", "s")
            .field(
                "classificationsDeletes",
                Map.of(s.classifier(), List.of(Map.of("nodeCode", "01")))));
    assertThat(nodeNames(classificationsAt(admin, etalonId, ""))).containsExactly("b");
  }

  @Test
  void aRecordInSeveralClassifiersIsInEach() {
    Api admin = admin();
    Setup s = setup(admin, false);
    String other = aClassifierName();
    publishClassifier(admin, classifier(other, null, s.register()));
    ClassifierNodeApiTest.ok(admin, ClassifierNodeApiTest.node(other, "x", other, "X"));
    String etalonId =
        written(
                admin,
                aRecord(s.register(), s.source(), "C-1")
                    .with("name", "c")
                    .field(
                        "classifications",
                        Map.of(
                            s.classifier(),
                            List.of(item("02", null, null, null)),
                            other,
                            List.of(Map.of("nodeName", "x")))))
            .path("etalonId")
            .asString();
    assertThat(nodeNames(classificationsAt(admin, etalonId, "")))
        .containsExactlyInAnyOrder("b", "x");
  }

  @Test
  void aDeletedPeriodIsOutOfForceThereAndAWholeDeleteEverywhere() {
    Api admin = admin();
    Setup s = setup(admin, false);
    String etalonId =
        written(
                admin,
                aRecord(s.register(), s.source(), "D-1")
                    .with("name", "d")
                    .field(
                        "classifications",
                        Map.of(s.classifier(), List.of(item("01", null, null, null)))))
            .path("etalonId")
            .asString();
    Map<String, Object> period = new LinkedHashMap<>();
    period.put("validFrom", "2025-01-01T00:00:00Z");
    period.put("validTo", "2025-12-31T23:59:59Z");
    classifyByKey(
        admin,
        s.register(),
        s.source(),
        "D-1",
        "classificationsDeletes",
        Map.of(s.classifier(), List.of(period)));
    assertThat(classificationsAt(admin, etalonId, "timelineDate=2025-06-01T00:00:00Z")).isEmpty();
    assertThat(nodeNames(classificationsAt(admin, etalonId, "timelineDate=2026-06-01T00:00:00Z")))
        .containsExactly("a");

    JsonNode whole =
        classifyByKey(
            admin,
            s.register(),
            s.source(),
            "D-1",
            "classificationsDeletes",
            Map.of(s.classifier(), List.of(Map.of())));
    assertThat(whole.path("classifications")).isEmpty();
    assertThat(classificationsAt(admin, etalonId, "timelineDate=2026-06-01T00:00:00Z")).isEmpty();
    // Placed again, it is back; the history tells the deletion and the return in order.
    classifyByKey(
        admin,
        s.register(),
        s.source(),
        "D-1",
        "classifications",
        Map.of(s.classifier(), List.of(item("02", null, null, null))));
    assertThat(nodeNames(classificationsAt(admin, etalonId, ""))).containsExactly("b");
    List<String> events =
        ok(admin.get("/api/v2/data/records/" + etalonId + "/history"))
            .path("events")
            .valueStream()
            .map(e -> e.path("type").asString())
            .filter(t -> t.startsWith("CLASSIFICATION_"))
            .toList();
    assertThat(events)
        .containsExactly(
            "CLASSIFICATION_UPSERT",
            "CLASSIFICATION_PERIOD_DELETE",
            "CLASSIFICATION_DELETE",
            "CLASSIFICATION_UPSERT",
            "CLASSIFICATION_RESTORE");

    // Deleting what is not there is a warning, not an error.
    String fresh = aClassifierName();
    publishClassifier(admin, classifier(fresh, null, s.register()));
    JsonNode nothing =
        ok(
            admin.post(
                CLASSIFY,
                Map.of(
                    "entityName",
                    s.register(),
                    "etalonId",
                    etalonId,
                    "sourceSystem",
                    s.source(),
                    "classificationsDeletes",
                    Map.of(fresh, List.of(Map.of())))));
    assertThat(nothing.path("details").path("warning").get(0).path("content").asString())
        .contains(fresh);
  }

  @Test
  void aLogicallyDeletedRecordsClassificationsAreOutOfForceUntilItIsRestored() {
    Api admin = admin();
    Setup s = setup(admin, false);
    String etalonId =
        written(
                admin,
                aRecord(s.register(), s.source(), "L-1")
                    .with("name", "l")
                    .field(
                        "classifications",
                        Map.of(s.classifier(), List.of(item("01", null, null, null)))))
            .path("etalonId")
            .asString();
    ok(admin.delete(DATA + "/" + s.register() + "/" + s.source() + "/L-1"));
    assertThat(classificationsAt(admin, etalonId, "")).isEmpty();
    ok(admin.post(DATA + "/restore", Map.of("entityName", s.register(), "etalonId", etalonId)));
    assertThat(nodeNames(classificationsAt(admin, etalonId, ""))).containsExactly("a");

    ok(admin.delete(DATA + "/" + s.register() + "/" + s.source() + "/L-1?wipe=true"));
    assertThat(admin.get(RECORDS + etalonId).status()).isEqualTo(404);
  }

  @Test
  void aNodeThatClassifiesRecordsIsRemovedOnlyWithItsClassifications() {
    Api admin = admin();
    Setup s = setup(admin, false);
    String moved =
        written(
                admin,
                aRecord(s.register(), s.source(), "N-1")
                    .with("name", "n")
                    .field(
                        "classifications",
                        Map.of(
                            s.classifier(),
                            List.of(
                                item("02", null, null, null),
                                item("01.01", "2025-01-01T00:00:00Z", null, null)))))
            .path("etalonId")
            .asString();
    String only =
        written(
                admin,
                aRecord(s.register(), s.source(), "N-2")
                    .with("name", "n")
                    .field(
                        "classifications",
                        Map.of(s.classifier(), List.of(item("01.01", null, null, null)))))
            .path("etalonId")
            .asString();

    // a1, below a, classifies both records: removing a is refused.
    Api.Response refused =
        ClassifierNodeApiTest.saveNode(admin, ClassifierNodeApiTest.removal(s.classifier(), "a"));
    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(refused.errorCodes()).containsExactly("CLASSIFICATION_NODE_CLASSIFIES_RECORDS");
    assertThat(nodeNames(classificationsAt(admin, only, ""))).containsExactly("a1");

    long fed = feedEnd(admin);
    Map<String, Object> dropping = ClassifierNodeApiTest.removal(s.classifier(), "a");
    dropping.put("dropClassifications", true);
    ClassifierNodeApiTest.ok(admin, dropping);
    // Both records changed: each is told once, as a write of it would be.
    List<String> told = new ArrayList<>();
    for (JsonNode n :
        admin.get("/api/v2/notifications?after=" + fed).json().path("notifications")) {
      String etalonId = n.path("notification").path("etalonId").asString();
      if (etalonId.equals(moved) || etalonId.equals(only)) {
        told.add(n.path("notification").path("type").asString() + " " + etalonId);
      }
    }
    assertThat(told).containsExactlyInAnyOrder("UPSERT " + moved, "UPSERT " + only);
    assertThat(classificationsAt(admin, only, "allPeriods=true")).isEmpty();
    // The other record keeps what placed it elsewhere: b, now for all time.
    JsonNode left = classificationsAt(admin, moved, "allPeriods=true");
    assertThat(nodeNames(left)).containsExactly("b");
    assertThat(left.get(0).path("validFrom").isNull()).isTrue();
    assertThat(left.get(0).path("validTo").isNull()).isTrue();
  }

  /** The feed's last sequence now. */
  private static long feedEnd(Api admin) {
    long after = 0;
    while (true) {
      JsonNode page = admin.get("/api/v2/notifications?after=" + after + "&limit=1000").json();
      if (page.path("notifications").isEmpty()) {
        return after;
      }
      after = page.path("last").asLong();
    }
  }

  @Test
  void searchFindsTheRecordsClassifiedUnderANodeOrBelowItAtTheDate() {
    Api admin = admin();
    Setup s = setup(admin, false);
    written(
        admin,
        aRecord(s.register(), s.source(), "F-1")
            .with("name", "in a1")
            .field(
                "classifications",
                Map.of(s.classifier(), List.of(item("01.01", null, null, null)))));
    written(
        admin,
        aRecord(s.register(), s.source(), "F-2")
            .with("name", "in a, then b")
            .field(
                "classifications",
                Map.of(
                    s.classifier(),
                    List.of(
                        item("01", null, null, null),
                        item("02", "2025-01-01T00:00:00Z", null, null)))));
    written(admin, aRecord(s.register(), s.source(), "F-3").with("name", "unclassified"));
    String a =
        ClassifierNodeApiTest.nodeAt(admin, s.classifier(), "a")
            .path("node")
            .path("nodeId")
            .asString();
    String b =
        ClassifierNodeApiTest.nodeAt(admin, s.classifier(), "b")
            .path("node")
            .path("nodeId")
            .asString();

    assertThat(found(admin, s.register(), a, "2024-06-01T00:00:00Z"))
        .containsExactlyInAnyOrder("in a1", "in a, then b");
    assertThat(found(admin, s.register(), a, "2025-06-01T00:00:00Z")).containsExactly("in a1");
    assertThat(found(admin, s.register(), b, "2025-06-01T00:00:00Z"))
        .containsExactly("in a, then b");

    Api.Response unknown =
        admin.post(
            "/api/v2/search/records",
            Map.of(
                "entityName",
                s.register(),
                "classifiedUnder",
                List.of("00000000-0000-0000-0000-000000000000", "x")));
    assertThat(unknown.status()).as(unknown.toString()).isEqualTo(400);
    assertThat(unknown.errorCodes())
        .containsExactly("CLASSIFICATION_NODE_ID_UNKNOWN", "CLASSIFICATION_NODE_ID_UNKNOWN");
  }

  @Test
  void searchUnderANodeOfManyRecordsCountsThemAll() throws InterruptedException {
    Api admin = admin();
    Setup s = setup(admin, false);
    // More records than one import batch and one page: counted from the node's rows.
    int many = 2_505;
    StringBuilder ndjson = new StringBuilder();
    for (int i = 0; i < many; i++) {
      ndjson.append(line(s, "M-" + i, "{\"nodeName\": \"b\"}"));
    }
    ndjson.append(line(s, "M-a", "{\"nodeCode\": \"01.01\"}"));
    Api.Response started =
        admin.send("POST", "/api/v2/data/import", ndjson.toString(), "application/x-ndjson");
    assertThat(
            importFinished(admin, started.json().path("importId").asLong())
                .path("rejected")
                .asLong())
        .isZero();
    String b =
        ClassifierNodeApiTest.nodeAt(admin, s.classifier(), "b")
            .path("node")
            .path("nodeId")
            .asString();
    String a =
        ClassifierNodeApiTest.nodeAt(admin, s.classifier(), "a")
            .path("node")
            .path("nodeId")
            .asString();
    for (String[] expected : new String[][] {{b, String.valueOf(many)}, {a, "1"}}) {
      JsonNode answer =
          ok(
              admin.post(
                  "/api/v2/search/records",
                  Map.of("entityName", s.register(), "classifiedUnder", List.of(expected[0]))));
      assertThat(answer.path("totalCount").asLong()).isEqualTo(Long.parseLong(expected[1]));
      assertThat(answer.path("hits")).hasSize(Math.min(20, Integer.parseInt(expected[1])));
    }
  }

  private static List<String> found(Api admin, String register, String nodeId, String date) {
    JsonNode hits =
        ok(admin.post(
                "/api/v2/search/records",
                Map.of(
                    "entityName",
                    register,
                    "classifiedUnder",
                    List.of(nodeId),
                    "timelineDate",
                    date)))
            .path("hits");
    return hits.valueStream().map(h -> h.path("attributes").path("name").asString()).toList();
  }

  @Test
  void anImportClassifiesItsRecordsAndRejectsALineWithABadClassificationAlone()
      throws InterruptedException {
    Api admin = admin();
    Setup s = setup(admin, false);
    String ndjson =
        line(s, "I-1", "{\"nodeCode\": \"01.01\", \"attributes\": {\"size\": 2}}")
            + line(s, "I-2", "{\"nodeCode\": \"99\"}")
            + line(s, "I-3", "{\"nodeName\": \"b\"}")
            + line(s, "I-1", "{\"nodeCode\": \"02\", \"validFrom\": \"2025-01-01T00:00:00Z\"}");
    Api.Response started =
        admin.send("POST", "/api/v2/data/import", ndjson, "application/x-ndjson");
    JsonNode done = importFinished(admin, started.json().path("importId").asLong());
    assertThat(done.path("rejected").asLong()).as(done.toString()).isEqualTo(1);
    assertThat(done.path("rejections").get(0).path("errors").get(0).path("code").asString())
        .isEqualTo("CLASSIFICATION_NODE_UNKNOWN");

    String first = etalonOf(admin, s, "I-1");
    assertThat(nodeNames(classificationsAt(admin, first, "timelineDate=2024-01-01T00:00:00Z")))
        .containsExactly("a1");
    assertThat(nodeNames(classificationsAt(admin, first, "timelineDate=2026-01-01T00:00:00Z")))
        .containsExactly("b");
    assertThat(nodeNames(classificationsAt(admin, etalonOf(admin, s, "I-3"), "")))
        .containsExactly("b");
    assertThat(admin.get(DATA + "/" + s.register() + "/" + s.source() + "/I-2").status())
        .isEqualTo(404);

    // A second import moves a record that exists (its classification exists too).
    Api.Response again =
        admin.send(
            "POST",
            "/api/v2/data/import",
            line(s, "I-3", "{\"nodeCode\": \"01\", \"validFrom\": \"2030-01-01T00:00:00Z\"}"),
            "application/x-ndjson");
    assertThat(
            importFinished(admin, again.json().path("importId").asLong()).path("rejected").asLong())
        .isZero();
    assertThat(nodeNames(classificationsAt(admin, etalonOf(admin, s, "I-3"), "allPeriods=true")))
        .containsExactly("b", "a");
  }

  private static String line(Setup s, String externalId, String item) {
    return "{\"entityName\": \""
        + s.register()
        + "\", \"sourceSystem\": \""
        + s.source()
        + "\", \"externalId\": \""
        + externalId
        + "\", \"attributes\": {\"name\": \""
        + externalId
        + "\"}, \"classifications\": {\""
        + s.classifier()
        + "\": ["
        + item
        + "]}}\n";
  }

  private static String etalonOf(Api admin, Setup s, String externalId) {
    return ok(admin.get(DATA + "/" + s.register() + "/" + s.source() + "/" + externalId))
        .path("etalonId")
        .asString();
  }

  @Test
  void aParentDraftKeepsARecordsClassificationsInAClassificationDraftAndPublishesThemAfterIt() {
    Api admin = admin();
    Setup s = setup(admin, false);
    long parent = create(admin, aDraft().ofType("record").with("entity-name", s.register()));
    JsonNode drafted =
        written(
            admin,
            aRecord(s.register(), s.source(), "P-1")
                .with("name", "p")
                .field("parentDraftId", parent)
                .field(
                    "classifications",
                    Map.of(s.classifier(), List.of(item("01.01", null, null, Map.of("size", 1))))));
    assertThat(drafted.path("draftId").asLong()).isNotEqualTo(parent);
    JsonNode children =
        ok(admin.post(
                DRAFTS + "/drafts",
                Map.of("query", Map.of("type", "classification", "parentDraftId", parent))))
            .path("drafts");
    assertThat(children).hasSize(1);
    assertThat(children.get(0).path("tags").toString())
        .contains("classified-origin-id:P-1\\u001F" + s.register() + "\\u001F" + s.source())
        .contains("classifier-name:" + s.classifier())
        .contains("node-name:a1")
        .doesNotContain("node-name:01.01")
        .contains("namespace:classification")
        .contains("operation-code:UPSERT_CLASSIFICATION");
    assertThat(admin.get(DATA + "/" + s.register() + "/" + s.source() + "/P-1").status())
        .isEqualTo(404);

    // A drafted write's classifications are checked when drafted.
    Api.Response refused =
        admin.post(
            DATA,
            aRecord(s.register(), s.source(), "P-2")
                .with("name", "p")
                .field("parentDraftId", parent)
                .field(
                    "classifications",
                    Map.of(s.classifier(), List.of(item("99", null, null, null))))
                .body());
    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(refused.errorCodes()).containsExactly("CLASSIFICATION_NODE_UNKNOWN");

    Api.Response published = publish(admin, parent, false);
    assertThat(published.status()).as(published.toString()).isEqualTo(200);
    JsonNode now = classificationsAt(admin, etalonOf(admin, s, "P-1"), "");
    assertThat(nodeNames(now)).containsExactly("a1");
    assertThat(now.get(0).path("attributes").path("size").asInt()).isEqualTo(1);
  }

  @Test
  void aRecordDraftWritesItsClassificationsAtPublicationAndTheyReadThroughItBefore() {
    Api admin = admin();
    Setup s = setup(admin, false);
    written(
        admin,
        aRecord(s.register(), s.source(), "D-1")
            .with("name", "d")
            .field(
                "classifications", Map.of(s.classifier(), List.of(item("02", null, null, null)))));
    String etalonId = etalonOf(admin, s, "D-1");
    long draft =
        create(admin, aDraft().ofType("record").about(etalonId).with("entity-name", s.register()));
    // The record's draft moves it to a1 and drops nothing else: kept in the draft, not written.
    written(
        admin,
        aRecord(s.register(), s.source(), "D-1")
            .with("name", "d2")
            .field("draftId", draft)
            .field(
                "classifications",
                Map.of(s.classifier(), List.of(item("01.01", null, null, Map.of("size", 3))))));
    assertThat(nodeNames(classificationsAt(admin, etalonId, ""))).containsExactly("b");
    JsonNode through = classificationsAt(admin, etalonId, "draftId=" + draft);
    assertThat(nodeNames(through)).containsExactly("a1");
    assertThat(through.get(0).path("attributes").path("size").asInt()).isEqualTo(3);
    // Reading through it changed nothing.
    assertThat(nodeNames(classificationsAt(admin, etalonId, ""))).containsExactly("b");
    assertThat(admin.get(RECORDS + etalonId + "?draftId=999999999").status()).isEqualTo(404);

    Api.Response published = publish(admin, draft, false);
    assertThat(published.status()).as(published.toString()).isEqualTo(200);
    assertThat(nodeNames(classificationsAt(admin, etalonId, ""))).containsExactly("a1");
    // A published draft reads as the record is.
    assertThat(nodeNames(classificationsAt(admin, etalonId, "draftId=" + draft)))
        .containsExactly("a1");
  }

  @Test
  void badClassificationsAreListedAtTheirPathsAndNothingIsWritten() {
    Api admin = admin();
    Setup s = setup(admin, false);
    String unassigned = aClassifierName();
    publishClassifier(admin, classifier(unassigned, null));
    Map<String, Object> classifications = new LinkedHashMap<>();
    classifications.put(
        s.classifier(),
        List.of(
            item("01.01", null, null, Map.of("size", "big", "shape", "round")),
            item("99", null, null, null),
            Map.of("validFrom", "2020-01-01T00:00:00Z"),
            Map.of("nodeId", "not-a-uuid"),
            item("01", "2025-01-01T00:00:00Z", "2024-01-01T00:00:00Z", null)));
    classifications.put(unassigned, List.of(Map.of("nodeName", unassigned)));
    classifications.put("NoSuchClassifier", List.of(Map.of("nodeName", "x")));
    Api.Response refused =
        admin.post(
            DATA,
            aRecord(s.register(), s.source(), "B-1")
                .with("name", "b")
                .field("classifications", classifications)
                .body());
    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    // The body's shape first: the item without a node and the bad id.
    assertThat(refused.errorCodes())
        .contains("DATA_CLASSIFICATION_NODE_REQUIRED", "DATA_CLASSIFICATION_NODE_ID_INVALID");

    classifications.put(
        s.classifier(),
        List.of(
            item("01.01", null, null, Map.of("size", "big", "shape", "round")),
            item("99", null, null, null),
            item("01", "2025-01-01T00:00:00Z", "2024-01-01T00:00:00Z", null)));
    refused =
        admin.post(
            DATA,
            aRecord(s.register(), s.source(), "B-1")
                .with("name", "b")
                .field("classifications", classifications)
                .body());
    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(refused.errorCodes())
        .contains(
            "DATA_ATTRIBUTE_WRONG_TYPE",
            "DATA_ATTRIBUTE_UNKNOWN",
            "CLASSIFICATION_NODE_UNKNOWN",
            "CLASSIFICATION_PERIOD_INVALID",
            "CLASSIFICATION_NOT_ASSIGNED",
            "CLASSIFICATION_CLASSIFIER_UNKNOWN");
    JsonNode errors = refused.json().path("details").path("error");
    assertThat(errors.valueStream().map(e -> e.path("source").asString()))
        .contains(
            "classifications." + s.classifier() + "[0].attributes.size",
            "classifications." + s.classifier() + "[1].nodeCode");
    // Nothing of the write is stored: not the record either.
    assertThat(admin.get(DATA + "/" + s.register() + "/" + s.source() + "/B-1").status())
        .isEqualTo(404);

    Api.Response notAnObject =
        admin.post(
            DATA,
            aRecord(s.register(), s.source(), "B-2")
                .with("name", "b")
                .field("classifications", List.of("x"))
                .body());
    assertThat(notAnObject.errorCodes()).containsExactly("DATA_CLASSIFICATIONS_NOT_AN_OBJECT");

    Api.Response empty =
        admin.post(
            CLASSIFY,
            Map.of("entityName", s.register(), "externalId", "B-1", "sourceSystem", s.source()));
    assertThat(empty.status()).isEqualTo(400);
    assertThat(empty.errorCodes()).containsExactly("CLASSIFICATION_NOTHING_TO_WRITE");

    Api.Response unknownRecord =
        admin.post(
            CLASSIFY,
            Map.of(
                "entityName",
                s.register(),
                "externalId",
                "nobody",
                "sourceSystem",
                s.source(),
                "classifications",
                Map.of(s.classifier(), List.of(item("01", null, null, null)))));
    assertThat(unknownRecord.status()).as(unknownRecord.toString()).isEqualTo(404);
    assertThat(admin.get(RECORDS + "not-an-id").status()).isEqualTo(400);
  }
}
