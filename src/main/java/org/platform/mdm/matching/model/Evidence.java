package org.platform.mdm.matching.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * What one attribute (or several joined) tells of a pair in a weighted rule: comparison levels in
 * order, each with the probability {@code m} that a true match reaches it and {@code u} that a
 * non-match does. The first level the pair reaches counts with the weight log2(m/u); a pair that
 * reaches none counts the rest of the probabilities, log2((1 - Σm) / (1 - Σu)); a pair where either
 * record has no value counts 0 (Fellegi and Sunter's model).
 *
 * @param attributes dotted paths, several joined into one text
 */
public record Evidence(List<String> attributes, List<Level> levels) {

  public Evidence {
    attributes = List.copyOf(attributes);
    levels = List.copyOf(levels);
  }

  /** One level: a comparison of the evidence's attributes and its two probabilities. */
  public record Level(Comparison comparison, double m, double u) {

    /** How many bits of evidence for a match the level gives: log2(m/u). */
    public double weight() {
      return log2(m / u);
    }
  }

  /** The level index told when neither level is reached. */
  public static final int NONE = -1;

  /** The level index told when a record has no value. */
  public static final int MISSING = -2;

  /** The probability a true match reaches no level. */
  public double elseM() {
    return 1 - levels.stream().mapToDouble(Level::m).sum();
  }

  /** The probability a non-match reaches no level. */
  public double elseU() {
    return 1 - levels.stream().mapToDouble(Level::u).sum();
  }

  /** The weight of a pair that reaches no level. */
  public double elseWeight() {
    return log2(elseM() / elseU());
  }

  /** The weight of a level index ({@link #NONE}, {@link #MISSING} or a level). */
  public double weightOf(int level) {
    return level == MISSING ? 0 : level == NONE ? elseWeight() : levels.get(level).weight();
  }

  /** A record's values in each level's form, prepared once for many comparisons. */
  Prepared prepare(Map<String, JsonNode> values) {
    List<List<String>> forms = new ArrayList<>(levels.size());
    for (Level level : levels) {
      forms.add(level.comparison().texts(values));
    }
    return new Prepared(present(values), forms);
  }

  /** A record's forms for each level, and whether it has a value at all. */
  record Prepared(boolean present, List<List<String>> forms) {}

  /** The level two prepared records reach: its index, {@link #NONE} or {@link #MISSING}. */
  int level(Prepared a, Prepared b) {
    if (!a.present() || !b.present()) {
      return MISSING;
    }
    for (int i = 0; i < levels.size(); i++) {
      Comparison c = levels.get(i).comparison();
      for (String x : a.forms().get(i)) {
        for (String y : b.forms().get(i)) {
          if (c.score(x, y) >= 0) {
            return i;
          }
        }
      }
    }
    return NONE;
  }

  /** Whether the record holds a value that is not blank in one of the attributes. */
  private boolean present(Map<String, JsonNode> values) {
    for (String attribute : attributes) {
      for (JsonNode v : ValuePaths.values(values, attribute)) {
        if (v != null && v.isValueNode() && !v.isNull() && !v.asString().isBlank()) {
          return true;
        }
      }
    }
    return false;
  }

  static double log2(double x) {
    return Math.log(x) / Math.log(2);
  }
}
