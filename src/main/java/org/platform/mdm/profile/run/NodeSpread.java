package org.platform.mdm.profile.run;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.data.RecordClassifications.ClassifiedPeriod;
import org.platform.mdm.profile.stats.RecordProfiler;

/**
 * How the records of one entity spread over the nodes of one classifier at a date: records per node
 * they are placed in (a record in a leaf counts for the leaf, not for the nodes above it), records
 * in no node; and the values of the nodes' attributes the placements carry.
 */
final class NodeSpread {

  /** What the spread gathered, to go on from after a restart. */
  record State(
      long records,
      long unclassified,
      Map<String, Long> counts,
      Map<String, String> codes,
      RecordProfiler.State attributes,
      Map<String, String> names) {}

  private final String classifier;
  private final OffsetDateTime at;
  private final RecordProfiler attributes;
  private final Map<String, long[]> counts = new HashMap<>();
  private final Map<String, String> codes = new HashMap<>();
  private final Map<String, String> names = new HashMap<>();
  private long records;
  private long unclassified;

  NodeSpread(String classifier, OffsetDateTime at, int topN) {
    this(classifier, at, RecordProfiler.open(topN));
  }

  private NodeSpread(String classifier, OffsetDateTime at, RecordProfiler attributes) {
    this.classifier = classifier;
    this.at = at;
    this.attributes = attributes;
  }

  static NodeSpread of(String classifier, OffsetDateTime at, State state) {
    NodeSpread s = new NodeSpread(classifier, at, RecordProfiler.of(state.attributes()));
    s.records = state.records();
    s.unclassified = state.unclassified();
    state.counts().forEach((n, c) -> s.counts.put(n, new long[] {c}));
    s.codes.putAll(state.codes());
    if (state.names() != null) {
      s.names.putAll(state.names());
    }
    return s;
  }

  State state() {
    Map<String, Long> copy = new HashMap<>();
    counts.forEach((n, c) -> copy.put(n, c[0]));
    return new State(
        records, unclassified, copy, Map.copyOf(codes), attributes.state(), Map.copyOf(names));
  }

  /** One record, with the periods in force of its classifications (of any classifier). */
  void take(List<ClassifiedPeriod> periods) {
    records++;
    Set<String> nodes = new HashSet<>();
    for (ClassifiedPeriod p : periods) {
      String node = String.valueOf(p.nodeId());
      if (p.classifierName().equals(classifier) && covers(p) && nodes.add(node)) {
        counts.computeIfAbsent(node, n -> new long[1])[0]++;
        if (p.nodeCode() != null) {
          codes.put(node, p.nodeCode());
        }
        if (p.nodeDisplayName() != null) {
          names.put(node, p.nodeDisplayName());
        }
        attributes.accept(p.attributes() == null ? Map.of() : p.attributes());
      }
    }
    if (nodes.isEmpty()) {
      unclassified++;
    }
  }

  private boolean covers(ClassifiedPeriod p) {
    return (p.validFrom() == null || !p.validFrom().isAfter(at))
        && (p.validTo() == null || !p.validTo().isBefore(at));
  }

  long records() {
    return records;
  }

  long unclassified() {
    return unclassified;
  }

  RecordProfiler attributes() {
    return attributes;
  }

  /** Records per node, the most first (ties by node id). */
  List<Profile.NodeCount> nodes() {
    List<Profile.NodeCount> nodes = new ArrayList<>();
    counts.forEach(
        (id, c) -> nodes.add(new Profile.NodeCount(id, codes.get(id), c[0], names.get(id))));
    nodes.sort(
        Comparator.comparingLong(Profile.NodeCount::count)
            .reversed()
            .thenComparing(Profile.NodeCount::nodeId));
    return nodes;
  }
}
