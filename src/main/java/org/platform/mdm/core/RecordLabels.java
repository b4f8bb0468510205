package org.platform.mdm.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Which records of each labelled register or reference set a user may see and write: for every
 * label on the entity, one of the user's instances of it (its own or its roles') must match the
 * record, an instance matching when the record has each of its values (AND inside an instance, OR
 * between instances of one label, AND between labels). Entities without labels are not restricted;
 * a label the user holds no instance of hides all of its entity's records.
 */
public final class RecordLabels {

  /** No restriction: users with full access, and the platform's own work. */
  public static final RecordLabels NONE = new RecordLabels(Map.of());

  /** One label on an entity with the user's instances of it, each values by attribute name. */
  public record Label(String name, List<Map<String, Object>> instances) {

    public Label {
      instances =
          instances.stream().map(i -> Collections.unmodifiableMap(new LinkedHashMap<>(i))).toList();
    }
  }

  private final Map<String, List<Label>> byEntity;

  /** The labels on each entity, with the user's instances of them. */
  public RecordLabels(Map<String, List<Label>> byEntity) {
    Map<String, List<Label>> copy = new LinkedHashMap<>();
    byEntity.forEach((entity, labels) -> copy.put(entity, List.copyOf(labels)));
    this.byEntity = Collections.unmodifiableMap(copy);
  }

  /** The entities some records of which may be hidden from the user. */
  public java.util.Set<String> entities() {
    return byEntity.keySet();
  }

  /** Whether some records of the entity may be hidden from the user. */
  public boolean restricts(String entityName) {
    return byEntity.containsKey(entityName);
  }

  /** The labels on the entity with the user's instances; empty when it is not restricted. */
  public List<Label> on(String entityName) {
    return byEntity.getOrDefault(entityName, List.of());
  }

  /**
   * Whether a record with these values (by attribute name; a missing one is null) is admitted. A
   * value matches when it is equal as records hold it: numbers by their value.
   */
  public boolean admits(String entityName, Function<String, Object> valueOf) {
    for (Label label : on(entityName)) {
      boolean any = false;
      for (Map<String, Object> instance : label.instances()) {
        if (instance.entrySet().stream()
            .allMatch(e -> same(e.getValue(), valueOf.apply(e.getKey())))) {
          any = true;
          break;
        }
      }
      if (!any) {
        return false;
      }
    }
    return true;
  }

  /**
   * Instances of one label that name the same one attribute with a text value, from this many on,
   * are one test of the attribute's text against a list instead of a containment test each: a label
   * that admits most records makes a count read most documents, and ten containment tests per
   * document cost three times the count without labels where one list test costs a fifth more.
   * Fewer instances stay containment tests, which the GIN index answers when they are selective.
   */
  static final int LIST_FROM = 4;

  /**
   * The condition, in SQL with literal operands, that a jsonb column of golden values ({@code
   * column}) is admitted; empty when the entity is not restricted. An instance is a containment
   * test, which the column's GIN index can answer; many instances of one text attribute are one
   * list test ({@link #LIST_FROM}).
   */
  public Optional<String> sql(String entityName, String column, Function<Object, String> toJson) {
    if (!restricts(entityName)) {
      return Optional.empty();
    }
    List<String> labels = new ArrayList<>();
    for (Label label : on(entityName)) {
      if (label.instances().stream().anyMatch(Map::isEmpty)) {
        labels.add("(true)");
        continue;
      }
      Map<String, List<String>> texts = new LinkedHashMap<>();
      List<Map<String, Object>> others = new ArrayList<>();
      for (Map<String, Object> instance : label.instances()) {
        if (instance.size() == 1 && plainText(instance.values().iterator().next())) {
          Map.Entry<String, Object> e = instance.entrySet().iterator().next();
          texts.computeIfAbsent(e.getKey(), k -> new ArrayList<>()).add((String) e.getValue());
        } else {
          others.add(instance);
        }
      }
      List<String> tests = new ArrayList<>();
      texts.forEach(
          (attribute, values) -> {
            if (values.size() >= LIST_FROM) {
              tests.add(
                  "("
                      + column
                      + " ->> "
                      + literal(attribute)
                      + ") = any(array["
                      + String.join(", ", values.stream().map(RecordLabels::literal).toList())
                      + "]::text[])");
            } else {
              values.forEach(v -> others.add(Map.of(attribute, v)));
            }
          });
      for (Map<String, Object> instance : others) {
        tests.add(column + " @> " + literal(toJson.apply(instance)) + "::jsonb");
      }
      labels.add(tests.isEmpty() ? "false" : "(" + String.join(" or ", tests) + ")");
    }
    return Optional.of("(" + String.join(" and ", labels) + ")");
  }

  /**
   * A text value the list test finds as containment would: a text attribute's value is JSON text,
   * and its {@code ->>} is the text itself; an array or object there reads as its JSON, which such
   * a value could look like.
   */
  private static boolean plainText(Object value) {
    return value instanceof String s && !s.startsWith("[") && !s.startsWith("{");
  }

  private static String literal(String text) {
    return "'" + text.replace("'", "''") + "'";
  }

  private static boolean same(Object wanted, Object value) {
    if (wanted == null || value == null) {
      return wanted == value;
    }
    if (wanted instanceof Number a && value instanceof Number b) {
      return new java.math.BigDecimal(a.toString())
              .compareTo(new java.math.BigDecimal(b.toString()))
          == 0;
    }
    return wanted.equals(value);
  }
}
