package org.platform.mdm.bench;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The two matching models the quality benchmark compares on generated persons: the all-of rules a
 * data steward starts with, and one weighted rule with hand-set m and u.
 */
final class PeopleModels {

  private PeopleModels() {}

  /**
   * All-of rules (REVIEW): the names (in any order, any script) and the birth date; the names
   * within two edits and the birth date; the identifier and the birth date; the phone and the
   * surname.
   */
  static Map<String, Object> rules() {
    Map<String, Object> names = cmp(List.of("given", "surname"), "NORMALIZED", null, null);
    Map<String, Object> close = cmp(List.of("given", "surname"), "EDIT_DISTANCE", "distance", 2);
    Map<String, Object> born = cmp(List.of("born"), "EXACT", null, null);
    return Map.of(
        "name",
        "person",
        "displayName",
        "Same person",
        "rules",
        List.of(
            rule("name_and_birth", names, born),
            rule("close_name_and_birth", close, born),
            rule("id_and_birth", cmp(List.of("ssid"), "EXACT", null, null), born),
            rule(
                "phone_and_surname",
                cmp(List.of("phone"), "EXACT", null, null),
                cmp(List.of("surname"), "NORMALIZED", null, null))));
  }

  private static Map<String, Object> rule(String name, Map<?, ?>... comparisons) {
    return Map.of("name", name, "action", "REVIEW", "comparisons", List.of(comparisons));
  }

  /**
   * One weighted rule over every field. The u of a level is the chance two different persons reach
   * it (about one in the number of distinct values, more for common names and cities); the m the
   * chance a duplicate keeps it (a field has an error in about one duplicate of six).
   */
  static Map<String, Object> weighted(double lower, double upper, String linkage) {
    Map<String, Object> rule = new LinkedHashMap<>();
    rule.put("name", "weighed");
    rule.put("displayName", "Weighed evidence");
    rule.put("action", "REVIEW");
    rule.put("type", "WEIGHTED");
    rule.put(
        "evidence",
        List.of(
            evidence(
                "given",
                level("NORMALIZED", null, 0, 0.82, 0.02),
                level("JARO_WINKLER", "threshold", 0.88, 0.08, 0.01),
                level("EDIT_DISTANCE", "distance", 2, 0.03, 0.01)),
            evidence(
                "surname",
                level("NORMALIZED", null, 0, 0.80, 0.008),
                level("JARO_WINKLER", "threshold", 0.88, 0.10, 0.005),
                level("EDIT_DISTANCE", "distance", 2, 0.04, 0.005)),
            evidence(
                "born",
                level("EXACT", null, 0, 0.85, 0.00004),
                level("DATE_SWAPPED", null, 0, 0.03, 0.00001),
                level("DATE_WITHIN", "days", 31, 0.04, 0.002)),
            evidence(
                "street",
                level("NORMALIZED", null, 0, 0.80, 0.0003),
                level("JARO_WINKLER", "threshold", 0.93, 0.12, 0.01)),
            evidence(
                "city",
                level("NORMALIZED", null, 0, 0.85, 0.06),
                level("JARO_WINKLER", "threshold", 0.88, 0.08, 0.01)),
            evidence(
                "postcode",
                level("EXACT", null, 0, 0.85, 0.0005),
                level("EDIT_DISTANCE", "distance", 1, 0.10, 0.01)),
            evidence(
                "phone",
                level("EXACT", null, 0, 0.85, 0.00001),
                level("EDIT_DISTANCE", "distance", 2, 0.12, 0.0001)),
            evidence(
                "ssid",
                level("EXACT", null, 0, 0.85, 0.00001),
                level("EDIT_DISTANCE", "distance", 2, 0.12, 0.0005))));
    rule.put("lowerThreshold", lower);
    rule.put("upperThreshold", upper);
    rule.put("linkage", linkage);
    rule.put(
        "blocking",
        List.of(
            key(cmp(List.of("born"), "DATE_SWAPPED", null, null)),
            key(cmp(List.of("ssid"), "EXACT", null, null)),
            key(cmp(List.of("phone"), "EXACT", null, null)),
            key(
                cmp(List.of("postcode"), "EXACT", null, null),
                cmp(List.of("given"), "PHONETIC", null, null)),
            key(
                cmp(List.of("surname"), "PHONETIC", null, null),
                cmp(List.of("born"), "DATE_WITHIN", "days", 365)),
            key(
                cmp(List.of("given"), "PHONETIC", null, null),
                cmp(List.of("surname"), "PHONETIC", null, null))));
    return rule;
  }

  /**
   * The weighted rule with a first guess a new user might write for every probability, all alike:
   * an evidence of k levels gives each level m = 0.5 / k and u = 0.05 / k (so every level weighs
   * log2 10 = 3.3 bits and "no level" −0.9), for the estimation to replace.
   */
  @SuppressWarnings("unchecked")
  static Map<String, Object> naive(double lower, double upper, String linkage) {
    Map<String, Object> rule = weighted(lower, upper, linkage);
    List<Object> evidence = new ArrayList<>();
    for (Object e : (List<Object>) rule.get("evidence")) {
      Map<String, Object> item = new LinkedHashMap<>((Map<String, Object>) e);
      List<Object> levels = new ArrayList<>();
      List<Object> old = (List<Object>) item.get("levels");
      for (Object l : old) {
        Map<String, Object> level = new LinkedHashMap<>((Map<String, Object>) l);
        level.put("m", 0.5 / old.size());
        level.put("u", 0.05 / old.size());
        levels.add(level);
      }
      item.put("levels", levels);
      evidence.add(item);
    }
    rule.put("evidence", evidence);
    return rule;
  }

  /**
   * A set's rules, evidence and blocking keys that use only the given fields (a rule or key that
   * compares another field goes, an evidence item of another field too): the same models on fewer
   * columns.
   */
  @SuppressWarnings("unchecked")
  static Map<String, Object> only(Map<String, Object> set, Set<String> fields) {
    List<Object> rules = new ArrayList<>();
    for (Object r : (List<Object>) set.get("rules")) {
      Map<String, Object> rule = new LinkedHashMap<>((Map<String, Object>) r);
      if (rule.containsKey("comparisons") && !fields.containsAll(attributes(rule))) {
        continue;
      }
      for (String part : List.of("evidence", "blocking")) {
        if (rule.containsKey(part)) {
          rule.put(
              part,
              ((List<Object>) rule.get(part))
                  .stream().filter(e -> fields.containsAll(attributes(e))).toList());
        }
      }
      rules.add(rule);
    }
    Map<String, Object> out = new LinkedHashMap<>(set);
    out.put("rules", rules);
    return out;
  }

  /** Every attribute a part of a model names, however deep. */
  private static Set<String> attributes(Object part) {
    Set<String> out = new HashSet<>();
    if (part instanceof Map<?, ?> map) {
      map.forEach(
          (k, v) -> {
            if (k.equals("attribute")) {
              out.add((String) v);
            } else if (k.equals("attributes") && v instanceof List<?> list) {
              list.forEach(a -> out.add((String) a));
            } else if (!k.equals("evidence") && !k.equals("blocking")) {
              out.addAll(attributes(v));
            }
          });
    } else if (part instanceof List<?> list) {
      list.forEach(e -> out.addAll(attributes(e)));
    }
    return out;
  }

  private static Map<String, Object> key(Map<?, ?>... comparisons) {
    return Map.of("comparisons", List.of(comparisons));
  }

  private static Map<String, Object> evidence(String attribute, Map<?, ?>... levels) {
    return Map.of("attribute", attribute, "levels", List.of(levels));
  }

  private static Map<String, Object> level(
      String type, String parameter, double value, double m, double u) {
    Map<String, Object> level = new LinkedHashMap<>();
    level.put("type", type);
    if (parameter != null) {
      // Distances and days are whole numbers: the model refuses 2.0 for 2.
      level.put(parameter, parameter.equals("threshold") ? value : (Object) (int) value);
    }
    level.put("m", m);
    level.put("u", u);
    return level;
  }

  private static Map<String, Object> cmp(
      List<String> attributes, String type, String parameter, Object value) {
    Map<String, Object> c = new LinkedHashMap<>();
    if (attributes.size() == 1) {
      c.put("attribute", attributes.get(0));
    } else {
      c.put("attributes", attributes);
    }
    c.put("type", type);
    if (parameter != null) {
      c.put(parameter, value);
    }
    return c;
  }
}
