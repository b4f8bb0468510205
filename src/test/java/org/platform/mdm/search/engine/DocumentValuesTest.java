package org.platform.mdm.search.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A stored document is kept when its values, as PostgreSQL's {@code jsonb} writes them back, are
 * the new document's: never when they differ, so that a changed value is always written.
 */
class DocumentValuesTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();

  private static JsonNode doc(String json) {
    return JSON.readTree(json);
  }

  @Test
  void equalValuesInAnotherOrderAreTheSame() {
    assertThat(
            StoredDocuments.sameValues(
                "{\"age\": 84, \"vip\": false, \"city\": \"Genoa\", \"tags\": [\"a\", \"b\"]}",
                doc("{\"city\":\"Genoa\",\"tags\":[\"a\",\"b\"],\"vip\":false,\"age\":84}")))
        .isTrue();
    assertThat(StoredDocuments.sameValues("{\"note\": null}", doc("{\"note\":null}"))).isTrue();
  }

  @Test
  void numbersAreTheSameOnlyWhenWrittenAlike() {
    assertThat(StoredDocuments.sameValues("{\"score\": 702.95}", doc("{\"score\":702.95}")))
        .isTrue();
    assertThat(StoredDocuments.sameValues("{\"score\": 1.5}", doc("{\"score\":1.5}"))).isTrue();
    // jsonb keeps 1.50 as written: a document saying 1.5 is another text, written again.
    assertThat(StoredDocuments.sameValues("{\"score\": 1.50}", doc("{\"score\":1.5}"))).isFalse();
    assertThat(StoredDocuments.sameValues("{\"score\": 2}", doc("{\"score\":2.0}"))).isFalse();
    assertThat(StoredDocuments.sameValues("{\"score\": 2}", doc("{\"score\":\"2\"}"))).isFalse();
  }

  @Test
  void anyChangeIsUnlike() {
    String stored = "{\"city\": \"Genoa\", \"tags\": [\"a\", \"b\"]}";
    assertThat(
            StoredDocuments.sameValues(stored, doc("{\"city\":\"Rome\",\"tags\":[\"a\",\"b\"]}")))
        .isFalse();
    assertThat(
            StoredDocuments.sameValues(stored, doc("{\"city\":\"Genoa\",\"tags\":[\"b\",\"a\"]}")))
        .isFalse();
    assertThat(StoredDocuments.sameValues(stored, doc("{\"city\":\"Genoa\"}"))).isFalse();
    assertThat(
            StoredDocuments.sameValues(
                stored, doc("{\"city\":\"Genoa\",\"tags\":[\"a\",\"b\"],\"vip\":null}")))
        .isFalse();
  }
}
