package org.platform.mdm.data.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/**
 * Compares a record's timeline as the server answers it (intervals, contributors, and the golden
 * values read inside each interval) with one the reference computed. Instants are milliseconds
 * after {@link #BASE}, as {@link TimelineReference} counts them.
 */
public final class TimelineChecks {

  static final Instant BASE = Instant.parse("2020-01-01T00:00:00Z");

  private TimelineChecks() {}

  public static void assertServerTimeline(
      Api admin, String entity, String etalonId, List<TimelineInterval> expected, String message) {
    JsonNode timeline =
        admin.get("/api/v2/data/records/" + etalonId + "/timeline").json().path("timeline");
    assertThat(timeline.size()).as(message + "actual: " + timeline).isEqualTo(expected.size());
    for (int i = 0; i < expected.size(); i++) {
      TimelineInterval e = expected.get(i);
      JsonNode a = timeline.get(i);
      assertThat(bound(a.path("dateFrom"), Period.UNBOUNDED_FROM))
          .as(message + timeline)
          .isEqualTo(e.period().from());
      assertThat(bound(a.path("dateTo"), Period.UNBOUNDED_TO))
          .as(message + timeline)
          .isEqualTo(e.period().to());
      assertThat(a.path("active").asBoolean()).as(message + timeline).isEqualTo(e.active());
      List<String> contributors = new ArrayList<>();
      a.path("contributors")
          .forEach(
              c ->
                  contributors.add(
                      c.path("sourceSystem").asString()
                          + "/"
                          + c.path("externalId").asString()
                          + "#"
                          + c.path("revision").asInt()
                          + c.path("status").asString()));
      assertThat(contributors)
          .as(message + timeline)
          .containsExactlyElementsOf(
              e.contributors().stream()
                  .map(
                      c ->
                          c.sourceSystem() + "/" + c.externalId() + "#" + c.revision() + c.status())
                  .toList());
      long probe = e.period().from() == Period.UNBOUNDED_FROM ? -5 : e.period().from();
      Api.Response read =
          admin.get(
              "/api/meta-data-driven/v1/data/"
                  + entity
                  + "/etalon/"
                  + etalonId
                  + "?includeInactive=true&explain=true&timelineDate="
                  + at(probe).replace("+", "%2B"));
      assertThat(read.status()).as(message + read).isEqualTo(200);
      Map<String, Integer> values = new TreeMap<>();
      read.json()
          .path("attributes")
          .properties()
          .forEach(f -> values.put(f.getKey(), f.getValue().asInt()));
      Map<String, Integer> expectedValues = new TreeMap<>();
      e.values().forEach((k, v) -> expectedValues.put(k, v.asInt()));
      assertThat(values)
          .as(message + "read at " + probe + ": " + read.text())
          .isEqualTo(expectedValues);
      assertThat(read.json().path("status").asString())
          .isEqualTo(e.active() ? "ACTIVE" : "INACTIVE");
    }
  }

  public static String at(long millis) {
    return BASE.plusMillis(millis).atOffset(java.time.ZoneOffset.UTC).toString();
  }

  private static long bound(JsonNode date, long unbounded) {
    if (date.isNull()) {
      return unbounded;
    }
    return OffsetDateTime.parse(date.asString()).toInstant().toEpochMilli() - BASE.toEpochMilli();
  }
}
