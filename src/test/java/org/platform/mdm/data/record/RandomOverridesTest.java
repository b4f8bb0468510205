package org.platform.mdm.data.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.IntNode;
import tools.jackson.databind.node.NullNode;

/**
 * Random sequences of source writes and deletes, steward edits (the platform's source, values and
 * emptyings) and override removals over periods, sent through the API to the real database; the
 * golden record read back at every instant equals what {@link OverrideReference} decides instant by
 * instant.
 */
class RandomOverridesTest extends RecordApiTest {

  @Test
  void stewardsEditsKeepExactlyWhatChangedAtEveryInstant() {
    Api admin = admin();
    Random random = new Random(20261128);
    int[] weights = {random.nextInt(3), random.nextInt(3), random.nextInt(3)};
    String[] sources = new String[3];
    Map<String, Integer> sourceWeights = new HashMap<>();
    for (int s = 0; s < 3; s++) {
      sources[s] = aSource(admin, "o" + (s + 1), weights[s]);
      sourceWeights.put(sources[s], weights[s]);
    }
    sourceWeights.put("platform", 100);
    for (boolean bvr : new boolean[] {false, true}) {
      String entity =
          aRegister(
              admin,
              bvr ? "BVR" : "BVT",
              attribute("a", "Integer"),
              attribute("b", "Integer"),
              attribute("c", "Integer"));
      ConsolidationRule rule = new ConsolidationRule(bvr, sourceWeights, Map.of(), true);
      for (int n = 0; n < 8; n++) {
        history(admin, random, entity, sources, rule, (bvr ? "BVR" : "BVT") + " history " + n);
      }
    }
  }

  @Test
  void aStewardsLinkIsWrittenUnderTheirKeyEvenWhenNoValueChanges() {
    Api admin = admin();
    String crm = aSource(admin, "ol", 10);
    String entity = aRegister(admin, "BVT", attribute("name", "String"));
    String relation = aRelation(admin, "REFERENCES", entity, entity);
    String a =
        written(admin, aRecord(entity, crm, "A").with("name", "A")).path("etalonId").asString();
    String b =
        written(admin, aRecord(entity, crm, "B").with("name", "B")).path("etalonId").asString();

    written(
        admin,
        aRecord(entity, "platform", a)
            .field("etalonId", a)
            .with("name", "A")
            .link(relation, Map.of("toEtalonId", b)));

    JsonNode read = admin.get(DATA + "/" + entity + "/etalon/" + a + "?relations=true").json();
    assertThat(read.path("relations").path(relation).size()).as(read.toString()).isEqualTo(1);
    // the name was not changed: no override, the CRM's name is the golden one
    JsonNode values = admin.get("/api/v2/data/records/" + a + "/values").json().path("record");
    assertThat(values.path("attributes").get(0).path("overridden").asBoolean()).isFalse();
  }

  private void history(
      Api admin,
      Random random,
      String entity,
      String[] sources,
      ConsolidationRule rule,
      String what) {
    String etalonId = UUID.randomUUID().toString();
    OverrideReference reference = new OverrideReference(rule);
    List<String> log = new ArrayList<>();
    long seq = 0;
    // the record starts with a source's write for all time
    int operations = 3 + random.nextInt(8);
    for (int i = 0; i < operations; i++) {
      Period period = i == 0 ? Period.ALL_TIME : randomPeriod(random);
      String from =
          period.from() == Period.UNBOUNDED_FROM ? null : TimelineChecks.at(period.from());
      String to = period.to() == Period.UNBOUNDED_TO ? null : TimelineChecks.at(period.to());
      int kind = i == 0 ? 0 : random.nextInt(5);
      if (kind < 2) {
        int s = random.nextInt(3);
        String externalId = "o-" + etalonId.substring(0, 8);
        RecordWrite write =
            aRecord(entity, sources[s], externalId).field("etalonId", etalonId).valid(from, to);
        Map<String, JsonNode> values = new TreeMap<>();
        for (String name : List.of("a", "b", "c")) {
          if (random.nextInt(4) > 0) {
            int value = random.nextInt(3);
            write.with(name, value);
            values.put(name, IntNode.valueOf(value));
          }
        }
        written(admin, write);
        reference.source(sources[s], period, RecordStatus.ACTIVE, values, ++seq);
        log.add(sources[s] + " " + period + " " + values);
      } else {
        RecordWrite write =
            aRecord(entity, "platform", "p-" + etalonId.substring(0, 8))
                .field("etalonId", etalonId)
                .valid(from, to);
        Map<String, JsonNode> written = new TreeMap<>();
        TreeSet<String> follow = new TreeSet<>();
        for (String name : List.of("a", "b", "c")) {
          int roll = random.nextInt(6);
          if (kind == 4 && roll < 2) {
            follow.add(name);
          } else if (roll == 5) {
            write.with(name, null);
            written.put(name, NullNode.getInstance());
          } else if (roll >= 3) {
            int value = random.nextInt(3);
            write.with(name, value);
            written.put(name, IntNode.valueOf(value));
          }
        }
        if (!follow.isEmpty()) {
          write.field("followSources", List.copyOf(follow));
        }
        written(admin, write);
        reference.edit(period, written, follow, ++seq);
        log.add("edit " + period + " " + written + " follow " + follow);
      }
    }
    String message = what + "\n" + String.join("\n", log);
    for (long t = -1; t <= TimelineReference.LAST + 1; t++) {
      long probe = t == -1 ? -5 : t == TimelineReference.LAST + 1 ? TimelineReference.LAST + 5 : t;
      TimelineInterval expected = reference.goldenAt(t);
      Api.Response read =
          admin.get(
              DATA
                  + "/"
                  + entity
                  + "/etalon/"
                  + etalonId
                  + "?includeInactive=true&timelineDate="
                  + TimelineChecks.at(probe).replace("+", "%2B"));
      if (expected == null) {
        assertThat(read.status()).as(message + "\nat " + t + ": " + read).isEqualTo(404);
        continue;
      }
      assertThat(read.status()).as(message + "\nat " + t + ": " + read).isEqualTo(200);
      Map<String, Integer> values = new TreeMap<>();
      read.json()
          .path("attributes")
          .properties()
          .forEach(f -> values.put(f.getKey(), f.getValue().asInt()));
      Map<String, Integer> expectedValues = new TreeMap<>();
      expected.values().forEach((k, v) -> expectedValues.put(k, v.asInt()));
      assertThat(values).as(message + "\nat " + t + ": " + read.text()).isEqualTo(expectedValues);
      assertThat(read.json().path("status").asString())
          .as(message + "\nat " + t)
          .isEqualTo(expected.active() ? "ACTIVE" : "INACTIVE");
    }
  }

  private static Period randomPeriod(Random random) {
    long from =
        random.nextInt(4) == 0 ? Period.UNBOUNDED_FROM : random.nextInt(TimelineReference.LAST + 1);
    long low = from == Period.UNBOUNDED_FROM ? 0 : from;
    long to =
        random.nextInt(4) == 0
            ? Period.UNBOUNDED_TO
            : low + random.nextInt((int) (TimelineReference.LAST + 1 - low));
    return new Period(from, to);
  }
}
