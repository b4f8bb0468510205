package org.platform.mdm.classifiers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.classifiers.ClassificationApiTest.CLASSIFY;
import static org.platform.mdm.classifiers.ClassificationApiTest.RECORDS;
import static org.platform.mdm.classifiers.ClassificationApiTest.item;
import static org.platform.mdm.classifiers.ClassificationApiTest.nodeNames;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/** Classifications of merged and unmerged records, over HTTP. */
class ClassificationMergeApiTest extends ClassifierApiSupport {

  /** A register, a light and a heavy source, a classifier assigned to it with nodes a and b. */
  record Setup(String register, String light, String heavy, String classifier) {}

  Setup setup(Api admin, boolean multiple) {
    String register = aRegister(admin, "BVR", attribute("name", "String"));
    String light = aSource(admin, "crm", 10);
    String heavy = aSource(admin, "erp", 90);
    String c = aClassifierName();
    Map<String, Object> model = classifier(c, null, register);
    model.put("multiple", multiple);
    publishClassifier(admin, model);
    ClassifierNodeApiTest.ok(
        admin,
        ClassifierNodeApiTest.node(
            c, "a", c, "01", ClassifierNodeApiTest.attr("colour", "String", false)));
    ClassifierNodeApiTest.ok(admin, ClassifierNodeApiTest.node(c, "b", c, "02"));
    return new Setup(register, light, heavy, c);
  }

  private String classified(Api admin, Setup s, String source, String key, String... nodeCodes) {
    return written(
            admin,
            aRecord(s.register(), source, key)
                .with("name", key)
                .field(
                    "classifications",
                    Map.of(
                        s.classifier(),
                        java.util.Arrays.stream(nodeCodes)
                            .map(code -> item(code, null, null, null))
                            .toList())))
        .path("etalonId")
        .asString();
  }

  private static void merge(Api admin, Setup s, String winner, String loser) {
    ok(
        admin.post(
            "/api/v2/data/merge",
            Map.of(
                "entityName",
                s.register(),
                "winnerEtalonId",
                winner,
                "loserEtalonIds",
                List.of(loser))));
  }

  private static JsonNode unmerge(Api admin, Setup s, String etalonId, String source, String key) {
    return ok(
        admin.post(
            "/api/v2/data/unmerge",
            Map.of(
                "entityName",
                s.register(),
                "etalonId",
                etalonId,
                "externalKeys",
                List.of(Map.of("sourceSystem", source, "externalId", key)))));
  }

  private static JsonNode periods(Api admin, String etalonId) {
    return ok(admin.get(RECORDS + etalonId + "?allPeriods=true")).path("classifications");
  }

  private static JsonNode now(Api admin, String etalonId) {
    return ok(admin.get(RECORDS + etalonId)).path("classifications");
  }

  /** The classification's origins as the atomic get answers them. */
  private static JsonNode origins(Api admin, Setup s, String etalonId) {
    JsonNode classifications =
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
    assertThat(classifications).hasSize(1);
    return classifications.get(0).path("origins");
  }

  @Test
  void asKnownBeforeAMergeEachRecordHasItsOwnClassification() throws InterruptedException {
    Api admin = admin();
    Setup s = setup(admin, false);
    String winner = classified(admin, s, s.light(), "W-9", "01");
    String loser = classified(admin, s, s.light(), "L-9", "02");
    Thread.sleep(5);
    String before = java.time.OffsetDateTime.now(java.time.ZoneOffset.UTC).toString();
    Thread.sleep(5);
    merge(admin, s, winner, loser);
    // Now the winner holds both records' placements (the later write wins).
    assertThat(nodeNames(now(admin, winner))).containsExactly("b");

    // As known before the merge: each record in its own node, with its own revision only.
    JsonNode winnerThen = ok(admin.get(RECORDS + winner + "?lastUpdateDate=" + before));
    assertThat(nodeNames(winnerThen.path("classifications"))).containsExactly("a");
    JsonNode loserThen = ok(admin.get(RECORDS + loser + "?lastUpdateDate=" + before));
    assertThat(nodeNames(loserThen.path("classifications"))).containsExactly("b");
    JsonNode historic = historicClassifications(admin, s.register(), winner, before);
    assertThat(historic).hasSize(1);
    assertThat(historic.get(0).path("origins").get(0).path("revisions")).hasSize(1);
  }

  @Test
  void asKnownBeforeTwoChainedMergesTheFirstLoserHasItsOwnClassification()
      throws InterruptedException {
    Api admin = admin();
    Setup s = setup(admin, false);
    String first = classified(admin, s, s.light(), "C-1", "02");
    String second = classified(admin, s, s.light(), "C-2", "01");
    String third = classified(admin, s, s.light(), "C-3", "01");
    Thread.sleep(5);
    String before = java.time.OffsetDateTime.now(java.time.ZoneOffset.UTC).toString();
    Thread.sleep(5);
    merge(admin, s, second, first);
    merge(admin, s, third, second); // the first's revision moves on to the third
    JsonNode firstThen = ok(admin.get(RECORDS + first + "?lastUpdateDate=" + before));
    assertThat(nodeNames(firstThen.path("classifications"))).containsExactly("b");
    JsonNode secondThen = ok(admin.get(RECORDS + second + "?lastUpdateDate=" + before));
    assertThat(nodeNames(secondThen.path("classifications"))).containsExactly("a");
  }

  @Test
  void twoRecordsInTheSameNodeAreOneClassificationOfTheWinner() {
    Api admin = admin();
    Setup s = setup(admin, false);
    String winner = classified(admin, s, s.light(), "W-1", "01");
    String loser = classified(admin, s, s.light(), "L-1", "01");

    merge(admin, s, winner, loser);

    JsonNode periods = periods(admin, winner);
    assertThat(nodeNames(periods)).containsExactly("a");
    // One origin of the source: the loser's revision joined the winner's, after it.
    JsonNode origins = origins(admin, s, winner);
    assertThat(origins).hasSize(1);
    assertThat(origins.get(0).path("revisions").valueStream().map(r -> r.path("revision").asInt()))
        .containsExactly(1, 2);
    // The merged record holds none of its own any more.
    assertThat(now(admin, loser)).isEmpty();
  }

  @Test
  void aClassifierOfSeveralNodesKeepsOneClassificationPerNodeOfBoth() {
    Api admin = admin();
    Setup s = setup(admin, true);
    String winner = classified(admin, s, s.light(), "W-2", "01");
    String loser = classified(admin, s, s.heavy(), "L-2", "01", "02");

    merge(admin, s, winner, loser);

    assertThat(nodeNames(now(admin, winner))).containsExactlyInAnyOrder("a", "b");
    assertThat(now(admin, loser)).isEmpty();
  }

  @Test
  void whereTheRecordsDisagreeTheHeavierSourcesNodeWins() {
    Api admin = admin();
    Setup s = setup(admin, false);
    String winner = classified(admin, s, s.light(), "W-3", "01");
    String loser = classified(admin, s, s.heavy(), "L-3", "02");

    merge(admin, s, winner, loser);

    assertThat(nodeNames(now(admin, winner))).containsExactly("b");
    assertThat(origins(admin, s, winner).valueStream().map(o -> o.path("sourceSystem").asString()))
        .containsExactlyInAnyOrder(s.light(), s.heavy());
  }

  @Test
  void anUnmergedLoserGetsItsClassificationBackAndTheWinnerKeepsItsOwn() {
    Api admin = admin();
    Setup s = setup(admin, false);
    String winner = classified(admin, s, s.light(), "W-4", "01");
    String loser = classified(admin, s, s.heavy(), "L-4", "02");
    String loserClassification = now(admin, loser).get(0).path("classificationId").asString();
    merge(admin, s, winner, loser);

    JsonNode back = unmerge(admin, s, winner, s.heavy(), "L-4");

    assertThat(back.path("detachedEtalonId").asString()).isEqualTo(loser);
    assertThat(back.path("created").asBoolean()).isFalse();
    JsonNode loserNow = now(admin, loser);
    assertThat(nodeNames(loserNow)).containsExactly("b");
    assertThat(loserNow.get(0).path("classificationId").asString()).isEqualTo(loserClassification);
    assertThat(nodeNames(now(admin, winner))).containsExactly("a");
    assertThat(origins(admin, s, winner).valueStream().map(o -> o.path("sourceSystem").asString()))
        .containsExactly(s.light());
  }

  @Test
  void whatTheLosersKeyWroteAfterTheMergeLeavesWithIt() {
    Api admin = admin();
    Setup s = setup(admin, false);
    String winner = classified(admin, s, s.light(), "W-5", "01");
    String loser = classified(admin, s, s.light(), "L-5", "01");
    merge(admin, s, winner, loser);
    // Written through the loser's key, the winner gets it (the later revision of the source wins).
    classifyByKey(
        admin,
        s.register(),
        s.light(),
        "L-5",
        "classifications",
        Map.of(s.classifier(), List.of(item("02", null, null, null))));
    assertThat(nodeNames(now(admin, winner))).containsExactly("b");

    unmerge(admin, s, winner, s.light(), "L-5");

    assertThat(nodeNames(now(admin, loser))).containsExactly("b");
    assertThat(nodeNames(now(admin, winner))).containsExactly("a");
    JsonNode loserRevisions = origins(admin, s, loser).get(0).path("revisions");
    assertThat(loserRevisions.valueStream().map(r -> r.path("revision").asInt()))
        .containsExactly(1, 2);
  }

  @Test
  void keysUnmergedIntoANewRecordTakeTheClassificationsTheyWrote() {
    Api admin = admin();
    Setup s = setup(admin, false);
    String winner = classified(admin, s, s.light(), "W-6", "01");
    String loser = classified(admin, s, s.heavy(), "L-6", "02");
    String third = classified(admin, s, s.heavy(), "T-6", "01");
    merge(admin, s, winner, loser);
    merge(admin, s, winner, third);
    assertThat(nodeNames(now(admin, winner))).containsExactly("a");

    // Not what one loser brought: a new record.
    JsonNode split =
        ok(
            admin.post(
                "/api/v2/data/unmerge",
                Map.of(
                    "entityName",
                    s.register(),
                    "etalonId",
                    winner,
                    "externalKeys",
                    List.of(
                        Map.of("sourceSystem", s.heavy(), "externalId", "L-6"),
                        Map.of("sourceSystem", s.heavy(), "externalId", "T-6")))));

    assertThat(split.path("created").asBoolean()).isTrue();
    String made = split.path("detachedEtalonId").asString();
    assertThat(nodeNames(now(admin, made))).containsExactly("a");
    assertThat(nodeNames(now(admin, winner))).containsExactly("a");
    assertThat(origins(admin, s, winner).valueStream().map(o -> o.path("sourceSystem").asString()))
        .containsExactly(s.light());
  }

  @Test
  void aLoserComingBackTakesNoneOfWhatLeftItsWinnerAndReturnedThroughAnotherMerge() {
    Api admin = admin();
    Setup s = setup(admin, false);
    String winner =
        written(admin, aRecord(s.register(), s.light(), "W-7").with("name", "w"))
            .path("etalonId")
            .asString();
    String loser = classified(admin, s, s.heavy(), "K1-7", "01");
    String other = classified(admin, s, s.light(), "K2-7", "02");
    merge(admin, s, loser, other);
    merge(admin, s, winner, loser);
    // K1 leaves into a record of its own, and comes back with that record's merge.
    JsonNode split = unmerge(admin, s, winner, s.heavy(), "K1-7");
    assertThat(split.path("created").asBoolean()).isTrue();
    merge(admin, s, winner, split.path("detachedEtalonId").asString());

    // What is left of the loser's merge is K2 alone: the loser comes back with K2 only.
    JsonNode back = unmerge(admin, s, winner, s.light(), "K2-7");

    assertThat(back.path("detachedEtalonId").asString()).isEqualTo(loser);
    assertThat(nodeNames(now(admin, loser))).containsExactly("b");
    assertThat(nodeNames(now(admin, winner))).containsExactly("a");
  }

  @Test
  void aLoserClassifiedThroughItsEtalonIdGetsThatClassificationBack() {
    Api admin = admin();
    Setup s = setup(admin, false);
    String winner = classified(admin, s, s.light(), "W-8", "01");
    String loser =
        written(admin, aRecord(s.register(), s.light(), "L-8").with("name", "l"))
            .path("etalonId")
            .asString();
    ok(
        admin.post(
            CLASSIFY,
            Map.of(
                "entityName",
                s.register(),
                "etalonId",
                loser,
                "sourceSystem",
                s.heavy(),
                "classifications",
                Map.of(s.classifier(), List.of(item("02", null, null, null))))));
    merge(admin, s, winner, loser);
    assertThat(nodeNames(now(admin, winner))).containsExactly("b");

    // Not written through the key L-8, yet brought by the loser: it goes back with it.
    unmerge(admin, s, winner, s.light(), "L-8");

    assertThat(nodeNames(now(admin, loser))).containsExactly("b");
    assertThat(nodeNames(now(admin, winner))).containsExactly("a");
  }

  @Test
  void aDeletedClassificationStaysDeletedThroughMergeAndUnmerge() {
    Api admin = admin();
    Setup s = setup(admin, false);
    String winner =
        written(admin, aRecord(s.register(), s.light(), "W-9").with("name", "w"))
            .path("etalonId")
            .asString();
    String loser = classified(admin, s, s.light(), "L-9", "02");
    classifyByKey(
        admin,
        s.register(),
        s.light(),
        "L-9",
        "classificationsDeletes",
        Map.of(s.classifier(), List.of(Map.of())));

    merge(admin, s, winner, loser);
    assertThat(now(admin, winner)).isEmpty();
    assertThat(periods(admin, winner).valueStream().map(p -> p.path("status").asString()))
        .containsExactly("INACTIVE");

    unmerge(admin, s, winner, s.light(), "L-9");
    assertThat(now(admin, loser)).isEmpty();
    assertThat(periods(admin, loser).valueStream().map(p -> p.path("status").asString()))
        .containsExactly("INACTIVE");
    assertThat(periods(admin, winner)).isEmpty();
  }

  @Test
  void theClassificationConnectorsFollowTheRecordsAndRelationsInTheMergePipelines() {
    JsonNode pipelines = admin().get("/api/v2/core/pipelines").json().path("pipelines");
    Map<String, List<String>> segments = new java.util.HashMap<>();
    for (JsonNode p : pipelines) {
      segments.put(
          p.path("id").asString(),
          p.path("segments").valueStream().map(x -> x.path("id").asString()).toList());
    }
    assertThat(segments.get("org.platform.mdm.data[RECORD_MERGE_START]"))
        .containsExactly(
            "org.platform.mdm.data[RECORD_MERGE_START]",
            "com.platform.mdm.notifications[SEND_MERGE_LOSER_NOTIFICATION]",
            "org.platform.mdm.data[RECORD_MERGE_PERSISTENCE]",
            "org.platform.mdm.data[RELATION_MERGE_CONNECTOR]",
            "com.platform.mdm.classifiers[CLASSIFICATION_MERGE_CONNECTOR]",
            "com.platform.mdm.notifications[SEND_MERGE_NOTIFICATION]",
            "org.platform.mdm.data[RECORD_MERGE_FINISH]");
    assertThat(segments.get("org.platform.mdm.data[RECORD_UNMERGE_START]"))
        .containsExactly(
            "org.platform.mdm.data[RECORD_UNMERGE_START]",
            "org.platform.mdm.data[RECORD_UNMERGE_PERSISTENCE]",
            "com.platform.mdm.classifiers[CLASSIFICATION_UNMERGE_CONNECTOR]",
            "com.platform.mdm.notifications[SEND_UNMERGE_NOTIFICATION]",
            "org.platform.mdm.data[RECORD_UNMERGE_FINISH]");
  }
}
