package org.platform.mdm.search.engine;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.search.ClassifiedRecords;
import org.platform.mdm.search.SearchDocument;
import org.platform.mdm.system.TransactionLocal;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The rows of {@code search_classified}: where each record with documents is classified, cut to the
 * intervals of its documents. A record's rows are replaced whenever its documents are written and
 * whenever its classifications (or the tree above its nodes) change, in the same transaction.
 *
 * <p>The placements of one node are first joined where they overlap (a record in two nodes below it
 * at once, in a classifier that allows several), so that a record has at most one row of a node at
 * any instant and counting rows counts records.
 */
final class ClassifiedRows {

  private final JdbcClient jdbc;
  private final ObjectProvider<ClassifiedRecords> classified;

  ClassifiedRows(JdbcClient jdbc, ObjectProvider<ClassifiedRecords> classified) {
    this.jdbc = jdbc;
    this.classified = classified;
  }

  /**
   * Replaces the rows of records whose documents were just written: {@code documents} are all of
   * their documents; {@code replaced} names those that existed before. A record the transaction
   * created has no classification yet: whatever classifies it later in the transaction tells search
   * (at once after the documents, or before the commit), so it is not asked about here (an import's
   * batch would ask for a thousand records in vain). Its documents' spans are kept for the rest of
   * the transaction instead, so that the rows written then need not read them back.
   */
  void write(Collection<EtalonId> replaced, List<SearchDocument> documents) {
    remove(replaced);
    Set<EtalonId> existed = new HashSet<>(replaced);
    Map<UUID, List<Span>> spans = new LinkedHashMap<>();
    Map<UUID, List<Span>> fresh = new HashMap<>();
    for (SearchDocument d : documents) {
      Span span = new Span(d.entityName(), instant(d.from()), instant(d.to()), d.active());
      (existed.contains(d.etalonId()) ? spans : fresh)
          .computeIfAbsent(d.etalonId().value(), k -> new ArrayList<>())
          .add(span);
    }
    Map<UUID, List<Span>> kept = fresh.isEmpty() ? null : created();
    if (kept != null) {
      kept.putAll(fresh); // a record written again (after a rolled back savepoint) replaces them
    }
    insert(spans);
  }

  /**
   * Writes the rows of these records again: from the spans kept of those the transaction created
   * (they have no rows yet), from their stored documents for the others.
   */
  void refresh(Collection<EtalonId> records) {
    if (records.isEmpty()) {
      return;
    }
    Map<UUID, List<Span>> kept = created();
    Map<UUID, List<Span>> spans = new LinkedHashMap<>();
    List<EtalonId> stored = new ArrayList<>();
    for (EtalonId record : records) {
      List<Span> fresh = kept == null ? null : kept.remove(record.value());
      if (fresh != null) {
        spans.put(record.value(), fresh);
      } else {
        stored.add(record);
      }
    }
    if (!stored.isEmpty()) {
      remove(stored);
      jdbc.sql(
              "select etalon_id, entity_name, active,"
                  + " case when isfinite(valid_from) then valid_from end as vf,"
                  + " case when isfinite(valid_to) then valid_to end as vt"
                  + " from search_documents where etalon_id = any(?)")
          .param(uuids(stored))
          .query(
              rs -> {
                spans
                    .computeIfAbsent(rs.getObject("etalon_id", UUID.class), k -> new ArrayList<>())
                    .add(
                        new Span(
                            rs.getString("entity_name"),
                            instant(rs.getObject("vf", OffsetDateTime.class)),
                            instant(rs.getObject("vt", OffsetDateTime.class)),
                            rs.getBoolean("active")));
              });
    }
    insert(spans);
  }

  /**
   * The document spans of the records the transaction created that have no rows yet, by record;
   * null outside a transaction.
   */
  private Map<UUID, List<Span>> created() {
    return TransactionLocal.active() ? TransactionLocal.value(this, HashMap::new) : null;
  }

  /** The records with rows of the node: those classified under it at some time. */
  List<EtalonId> under(UUID nodeId) {
    return jdbc.sql("select distinct etalon_id from search_classified where node_id = ?")
        .param(nodeId)
        .query((rs, n) -> new EtalonId(rs.getObject(1, UUID.class)))
        .list();
  }

  void remove(Collection<EtalonId> records) {
    Map<UUID, List<Span>> kept = TransactionLocal.current(this);
    if (kept != null && !kept.isEmpty()) {
      records.forEach(r -> kept.remove(r.value()));
    }
    if (!records.isEmpty()) {
      jdbc.sql("delete from search_classified where etalon_id = any(?)")
          .param(uuids(records))
          .update();
    }
  }

  /**
   * The etalon ids of the entity's records under the node at the instant (an SQL literal), their
   * document active unless {@code includeInactive}: rows of one node and entity, in etalon id
   * order.
   */
  static String under(UUID nodeId, String entityName, String at, boolean includeInactive) {
    return "select etalon_id from search_classified where node_id = '"
        + nodeId
        + "' and entity_name = "
        + SqlFilters.sql(entityName)
        + " and from_at <= "
        + at
        + "::timestamptz and to_at >= "
        + at
        + "::timestamptz"
        + (includeInactive ? "" : " and active");
  }

  /** A document's entity, interval (null ends unbounded) and state. */
  private record Span(String entity, Instant from, Instant to, boolean active) {}

  /** A placement's interval, null ends unbounded. */
  private record Interval(Instant from, Instant to) {}

  private void insert(Map<UUID, List<Span>> spans) {
    if (spans.isEmpty()) {
      return; // asked before the provider: its look-up costs more than the rest of a write here
    }
    ClassifiedRecords source = classified.getIfAvailable();
    if (source == null) {
      return;
    }
    Map<UUID, Map<UUID, List<Interval>>> placed = new LinkedHashMap<>();
    for (ClassifiedRecords.Placement p : source.placements(spans.keySet())) {
      placed
          .computeIfAbsent(p.etalonId(), k -> new LinkedHashMap<>())
          .computeIfAbsent(p.nodeId(), k -> new ArrayList<>())
          .add(new Interval(instant(p.from()), instant(p.to())));
    }
    Rows rows = new Rows();
    placed.forEach(
        (record, nodes) ->
            nodes.forEach(
                (node, intervals) -> {
                  for (Interval i : joined(intervals)) {
                    for (Span s : spans.getOrDefault(record, List.of())) {
                      Instant from = later(i.from(), s.from());
                      Instant to = earlier(i.to(), s.to());
                      if (from == null || to == null || !from.isAfter(to)) {
                        rows.add(node, s.entity(), record, from, to, s.active());
                      }
                    }
                  }
                }));
    rows.insert(jdbc);
  }

  /** The intervals with those that overlap joined, by start. */
  private static List<Interval> joined(List<Interval> intervals) {
    List<Interval> sorted = new ArrayList<>(intervals);
    sorted.sort(
        Comparator.comparing(Interval::from, Comparator.nullsFirst(Comparator.naturalOrder())));
    List<Interval> joined = new ArrayList<>();
    for (Interval i : sorted) {
      Interval last = joined.isEmpty() ? null : joined.get(joined.size() - 1);
      if (last != null
          && (last.to() == null || (i.from() != null && !i.from().isAfter(last.to())))) {
        Instant to = last.to() == null || i.to() == null ? null : later(last.to(), i.to());
        joined.set(joined.size() - 1, new Interval(last.from(), to));
      } else {
        joined.add(i);
      }
    }
    return joined;
  }

  /** The later start (null: unbounded, the earliest). */
  private static Instant later(Instant a, Instant b) {
    return a == null ? b : b == null ? a : a.isAfter(b) ? a : b;
  }

  /** The earlier end (null: unbounded, the latest). */
  private static Instant earlier(Instant a, Instant b) {
    return a == null ? b : b == null ? a : a.isBefore(b) ? a : b;
  }

  private static Instant instant(OffsetDateTime t) {
    return t == null ? null : t.toInstant();
  }

  private static UUID[] uuids(Collection<EtalonId> ids) {
    return ids.stream().map(EtalonId::value).distinct().toArray(UUID[]::new);
  }

  /** Rows to insert as columns for {@code unnest}. */
  private static final class Rows {
    private final List<UUID> nodes = new ArrayList<>();
    private final List<String> entities = new ArrayList<>();
    private final List<UUID> records = new ArrayList<>();
    private final List<String> froms = new ArrayList<>();
    private final List<String> tos = new ArrayList<>();
    private final List<Boolean> active = new ArrayList<>();

    void add(UUID node, String entity, UUID record, Instant from, Instant to, boolean isActive) {
      nodes.add(node);
      entities.add(entity);
      records.add(record);
      froms.add(from == null ? null : from.atOffset(ZoneOffset.UTC).toString());
      tos.add(to == null ? null : to.atOffset(ZoneOffset.UTC).toString());
      active.add(isActive);
    }

    void insert(JdbcClient jdbc) {
      if (nodes.isEmpty()) {
        return;
      }
      jdbc.sql(
              "insert into search_classified (node_id, entity_name, etalon_id, from_at, to_at,"
                  + " active) select n, e, r, coalesce(f, '-infinity'), coalesce(t, 'infinity'), a"
                  + " from unnest(?::uuid[], ?::text[], ?::uuid[], ?::timestamptz[],"
                  + " ?::timestamptz[], ?::boolean[]) as u(n, e, r, f, t, a)")
          .params(
              nodes.toArray(UUID[]::new),
              entities.toArray(String[]::new),
              records.toArray(UUID[]::new),
              froms.toArray(String[]::new),
              tos.toArray(String[]::new),
              active.toArray(Boolean[]::new))
          .update();
    }
  }
}
