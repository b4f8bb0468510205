package org.platform.mdm.search.engine;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.search.SearchDocument;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The stored documents of records a batch writes again, read by plain look-ups by key, and how the
 * new documents compare with them: which are like the stored one of their key (kept as they are),
 * which stored keys are left to delete, and which records now span other intervals or states.
 */
final class StoredDocuments {

  /** Reads numbers as written: decimals as {@code BigDecimal} with their trailing zeros. */
  private static final JsonMapper EXACT =
      JsonMapper.builder().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS).build();

  /** Nodes compare by equality, numbers by their JSON text. */
  private static final Comparator<JsonNode> SAME_NUMBERS =
      (a, b) -> {
        if (a.isNumber() && b.isNumber()) {
          return a.toString().equals(b.toString()) ? 0 : 1;
        }
        return a.equals(b) ? 0 : 1;
      };

  private final Map<Key, Stored> byKey;

  private StoredDocuments(Map<Key, Stored> byKey) {
    this.byKey = byKey;
  }

  /** The documents of these records as stored, by key. */
  static StoredDocuments of(JdbcClient jdbc, UUID[] ids) {
    Map<Key, Stored> stored = new HashMap<>();
    jdbc.sql(
            "select etalon_id, case when isfinite(valid_from) then valid_from end as vf,"
                + " case when isfinite(valid_to) then valid_to end as vt, active, doc::text as doc,"
                + " (select k.label_key from search_label_keys k where k.id = label_key_id)"
                + " as label_key, name_key from search_documents where "
                + PostgresDocumentWrites.byEtalon(ids))
        .param(ids.length == 1 ? ids[0] : ids)
        .query(
            rs -> {
              stored.put(
                  new Key(
                      rs.getObject("etalon_id", UUID.class),
                      instant(rs.getObject("vf", OffsetDateTime.class))),
                  new Stored(
                      instant(rs.getObject("vt", OffsetDateTime.class)),
                      rs.getBoolean("active"),
                      rs.getString("doc"),
                      rs.getString("label_key"),
                      rs.getString("name_key")));
            });
    return new StoredDocuments(stored);
  }

  /**
   * Of the records that had documents, those whose documents now span other intervals or states
   * than the stored ones (what the rows of where a record is classified are cut to).
   */
  Set<EtalonId> reshaped(Collection<EtalonId> indexed, List<SearchDocument> documents) {
    Map<UUID, Set<List<Object>>> before = new HashMap<>();
    byKey.forEach(
        (k, s) ->
            before
                .computeIfAbsent(k.etalonId(), e -> new HashSet<>())
                .add(Arrays.asList(k.from(), s.to(), s.active())));
    Map<UUID, Set<List<Object>>> after = new HashMap<>();
    for (SearchDocument d : documents) {
      after
          .computeIfAbsent(d.etalonId().value(), e -> new HashSet<>())
          .add(Arrays.asList(instant(d.from()), instant(d.to()), d.active()));
    }
    Set<EtalonId> reshaped = new LinkedHashSet<>();
    for (EtalonId id : indexed) {
      if (!Objects.equals(before.get(id.value()), after.get(id.value()))) {
        reshaped.add(id);
      }
    }
    return reshaped;
  }

  /**
   * The documents unlike the stored one of their key (or without one); the keys of the others are
   * taken out of the stored ones, which keep the keys to delete ({@link #keys}). A document is like
   * the stored one when interval, state, label key and name key are equal and its values equal the
   * stored values read back ({@link #sameValues}).
   */
  List<SearchDocument> unlike(List<SearchDocument> documents) {
    List<SearchDocument> fresh = new java.util.ArrayList<>(documents.size());
    for (SearchDocument d : documents) {
      Key key = new Key(d.etalonId().value(), instant(d.from()));
      Stored s = byKey.get(key);
      if (s != null
          && s.active() == d.active()
          && Objects.equals(s.to(), instant(d.to()))
          && Objects.equals(s.labelKey(), d.labelKey())
          && Objects.equals(s.nameKey(), d.nameKey())
          && sameValues(s.doc(), d.doc())) {
        byKey.remove(key);
      } else {
        fresh.add(d);
      }
    }
    return fresh;
  }

  /** The keys of the stored documents (less those {@link #unlike} found like a new one). */
  Set<Key> keys() {
    return byKey.keySet();
  }

  /**
   * Whether a stored document's values ({@code jsonb} text) are those of the new document: the same
   * names, strings, booleans and nulls, and numbers written alike (PostgreSQL keeps a number's
   * digits as written, {@code 1.50} stays {@code 1.50}). Numbers that {@code jsonb} writes
   * otherwise ({@code 1.0E20} becomes {@code 100000000000000000000}) compare unlike: the document
   * is written again, which is never wrong. Compared here rather than by PostgreSQL, which took a
   * round trip per write.
   */
  static boolean sameValues(String storedText, JsonNode doc) {
    JsonNode stored = EXACT.readTree(storedText);
    return stored.equals(SAME_NUMBERS, doc);
  }

  private static Instant instant(OffsetDateTime t) {
    return t == null ? null : t.toInstant();
  }

  /** A document's key: its record and first instant (null when unbounded). */
  record Key(UUID etalonId, Instant from) {}

  /**
   * What a stored document is compared by: its last instant, its state, its values as text, its
   * labels' key, its name's sort key.
   */
  private record Stored(Instant to, boolean active, String doc, String labelKey, String nameKey) {}
}
