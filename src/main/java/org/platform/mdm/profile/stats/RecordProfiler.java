package org.platform.mdm.profile.stats;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * Profiles records one after the other: each attribute's values go to its {@link
 * AttributeProfiler}. The attributes are the model's, in its order; or, for values of no declared
 * type (a classifier node's attributes), found as they come, each typed by the JSON kind of its
 * first value.
 */
public final class RecordProfiler {

  /** An attribute to profile: its model type ({@code String}, {@code Date} …). */
  public record Attribute(String name, String displayName, String type, boolean array) {}

  private final Map<String, AttributeProfiler> profilers = new LinkedHashMap<>();
  private final boolean open;
  private final int topN;
  private long records;

  private RecordProfiler(List<Attribute> attributes, boolean open, int topN) {
    this.open = open;
    this.topN = topN;
    attributes.forEach(
        a ->
            profilers.put(
                a.name(),
                new AttributeProfiler(a.name(), a.displayName(), a.type(), a.array(), topN)));
  }

  /** A profiler of the model's attributes; other values are ignored. */
  public static RecordProfiler of(List<Attribute> attributes, int topN) {
    return new RecordProfiler(attributes, false, topN);
  }

  /** A profiler of whatever attributes the values have. */
  public static RecordProfiler open(int topN) {
    return new RecordProfiler(List.of(), true, topN);
  }

  /** One record's values: a JSON object of attribute → value. */
  public void accept(JsonNode values) {
    records++;
    if (open) {
      values.properties().forEach(e -> discover(e.getKey(), e.getValue()));
    }
    profilers.forEach((name, profiler) -> profiler.accept(values.get(name)));
  }

  /** One record's values: attribute → value. */
  public void accept(Map<String, JsonNode> values) {
    records++;
    if (open) {
      values.forEach(this::discover);
    }
    profilers.forEach((name, profiler) -> profiler.accept(values.get(name)));
  }

  private void discover(String name, JsonNode value) {
    if (value != null && !value.isNull() && !profilers.containsKey(name)) {
      JsonNode first = value.isArray() && !value.isEmpty() ? value.get(0) : value;
      profilers.put(name, new AttributeProfiler(name, null, typeOf(first), value.isArray(), topN));
    }
  }

  private static String typeOf(JsonNode value) {
    if (value.isNumber()) {
      return "Number";
    }
    return value.isBoolean() ? "Boolean" : "String";
  }

  /**
   * What the profiler gathered so far, for a run to keep with its checkpoint and go on from after a
   * restart ({@link #of(State)}): bounded by the attributes' kept values, not by the records.
   */
  public record State(
      long records, boolean open, int topN, List<AttributeProfiler.State> attributes) {}

  public State state() {
    return new State(
        records, open, topN, profilers.values().stream().map(AttributeProfiler::state).toList());
  }

  /** A profiler going on from what another gathered. */
  public static RecordProfiler of(State state) {
    RecordProfiler p = new RecordProfiler(List.of(), state.open(), state.topN());
    p.records = state.records();
    state.attributes().forEach(a -> p.profilers.put(a.name(), AttributeProfiler.of(a)));
    return p;
  }

  public long records() {
    return records;
  }

  /** Each attribute's profile over every record taken. */
  public List<AttributeProfile> results() {
    return results(Set.of());
  }

  /**
   * Each attribute's profile over every record taken, those of the confidential attributes named
   * without their values ({@link AttributeProfile#withoutValues}).
   */
  public List<AttributeProfile> results(Set<String> confidential) {
    List<AttributeProfile> results = new ArrayList<>();
    profilers.forEach(
        (name, p) -> {
          AttributeProfile result = p.result(records);
          results.add(confidential.contains(name) ? result.withoutValues() : result);
        });
    return results;
  }
}
