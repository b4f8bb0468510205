package org.platform.mdm.matching.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.platform.mdm.matching.MatchingErrors;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.JsonNode;

/**
 * Reads a weighted rule's fields ({@code evidence}, {@code upperThreshold}, {@code lowerThreshold},
 * {@code linkage}, {@code blocking}) into the problems of the model's reader.
 */
final class WeightedRuleReader {

  /** The largest threshold either way, in bits: far beyond any sum of sensible weights. */
  static final double MAX_THRESHOLD = 1000;

  private final MatchingModelReader reader;
  private final List<AttributeDef> attributes;
  private final boolean checkAttributes;

  WeightedRuleReader(
      MatchingModelReader reader, List<AttributeDef> attributes, boolean checkAttributes) {
    this.reader = reader;
    this.attributes = attributes;
    this.checkAttributes = checkAttributes;
  }

  /** The rule's weighted part; empty when a problem was found. */
  Optional<WeightedRule> read(JsonNode rule, String at) {
    int before = reader.problems.size();
    if (MatchingModelReader.present(rule, "comparisons") != null) {
      problem(at + ".comparisons", "absent from a WEIGHTED rule (it takes evidence and blocking)");
    }
    List<Evidence> evidence = new ArrayList<>();
    JsonNode items = reader.list(rule, "evidence", at + ".evidence");
    for (int i = 0; items != null && i < items.size(); i++) {
      evidence(items.get(i), at + ".evidence[" + i + "]").ifPresent(evidence::add);
    }
    Double upper = threshold(rule, "upperThreshold", at);
    Double lower = threshold(rule, "lowerThreshold", at);
    if (upper != null && lower != null && lower > upper) {
      reader.problems.add(
          Problem.at(
              at + ".lowerThreshold", MatchingErrors.MATCHING_THRESHOLDS_INVALID, lower, upper));
    }
    WeightedRule.Linkage linkage = linkage(rule, at);
    List<List<Comparison>> blocking = new ArrayList<>();
    JsonNode keys = reader.list(rule, "blocking", at + ".blocking");
    for (int i = 0; keys != null && i < keys.size(); i++) {
      String path = at + ".blocking[" + i + "]";
      JsonNode key = keys.get(i);
      if (!key.isObject()) {
        problem(path, "an object with comparisons");
        continue;
      }
      List<Comparison> comparisons = new ArrayList<>();
      JsonNode list = reader.list(key, "comparisons", path + ".comparisons");
      for (int j = 0; list != null && j < list.size(); j++) {
        reader
            .comparison(list.get(j), path + ".comparisons[" + j + "]", attributes, checkAttributes)
            .ifPresent(comparisons::add);
      }
      blocking.add(comparisons);
    }
    if (reader.problems.size() > before) {
      return Optional.empty();
    }
    return Optional.of(new WeightedRule(evidence, upper, lower, linkage, blocking));
  }

  private Optional<Evidence> evidence(JsonNode item, String at) {
    if (!item.isObject()) {
      problem(at, "an object with attribute and levels");
      return Optional.empty();
    }
    int before = reader.problems.size();
    List<String> paths = reader.attributePaths(item, at);
    boolean known = true;
    for (String path : paths) {
      if (checkAttributes && reader.resolve(attributes, path).isEmpty()) {
        reader.problems.add(Problem.at(at, MatchingErrors.MATCHING_ATTRIBUTE_UNKNOWN, path));
        known = false;
      }
    }
    List<Evidence.Level> levels = new ArrayList<>();
    JsonNode list = reader.list(item, "levels", at + ".levels");
    double sumM = 0;
    double sumU = 0;
    for (int i = 0; list != null && i < list.size(); i++) {
      String path = at + ".levels[" + i + "]";
      JsonNode level = list.get(i);
      if (!level.isObject()) {
        problem(path, "an object with type, m and u");
        continue;
      }
      Optional<Comparison> comparison =
          paths.isEmpty()
              ? Optional.empty()
              : reader.typed(level, path, paths, attributes, checkAttributes && known, false);
      Double m = probability(level, "m", path);
      Double u = probability(level, "u", path);
      if (comparison.isPresent() && m != null && u != null) {
        levels.add(new Evidence.Level(comparison.get(), m, u));
        sumM += m;
        sumU += u;
      }
    }
    if (sumM >= 1 || sumU >= 1) {
      reader.problems.add(
          Problem.at(at + ".levels", MatchingErrors.MATCHING_PROBABILITIES_TOO_LARGE, sumM, sumU));
    }
    return reader.problems.size() > before
        ? Optional.empty()
        : Optional.of(new Evidence(paths, levels));
  }

  /** A level's probability: above 0 and below 1. */
  private Double probability(JsonNode level, String field, String at) {
    JsonNode value = level.get(field);
    if (value != null && value.isNumber() && value.asDouble() > 0 && value.asDouble() < 1) {
      return value.asDouble();
    }
    problem(at + "." + field, "a probability above 0 and below 1");
    return null;
  }

  private Double threshold(JsonNode rule, String field, String at) {
    JsonNode value = rule.get(field);
    if (value != null
        && value.isNumber()
        && Double.isFinite(value.asDouble())
        && Math.abs(value.asDouble()) <= MAX_THRESHOLD) {
      return value.asDouble();
    }
    problem(at + "." + field, "a match weight in bits, from -1000 to 1000");
    return null;
  }

  private WeightedRule.Linkage linkage(JsonNode rule, String at) {
    String text = reader.text(rule, "linkage", at + ".linkage", false);
    if (text == null) {
      return WeightedRule.Linkage.WITHIN;
    }
    try {
      return WeightedRule.Linkage.valueOf(text);
    } catch (IllegalArgumentException e) {
      problem(at + ".linkage", "WITHIN or ACROSS_SOURCES");
      return WeightedRule.Linkage.WITHIN;
    }
  }

  private void problem(String at, String expected) {
    reader.problems.add(Problem.at(at, MatchingErrors.MATCHING_FIELD_INVALID, at, expected));
  }
}
