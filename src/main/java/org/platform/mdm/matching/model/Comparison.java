package org.platform.mdm.matching.model;

import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * One comparison of a rule: values of one attribute (or of several, joined) of two records compared
 * one way. Blank values never match.
 *
 * @param attributes dotted paths; several are joined into one text (names split over attributes)
 * @param parameter the type's parameter: threshold, distance, days or delta
 */
public record Comparison(List<String> attributes, ComparisonType type, double parameter) {

  public static final double DEFAULT_THRESHOLD = 0.65;
  public static final double DEFAULT_JARO_WINKLER = 0.9;

  public Comparison {
    attributes = List.copyOf(attributes);
  }

  /**
   * The score of two records' values (0 to 1) when they match, else -1. A multi-valued attribute
   * matches when any of its values does (the best score counts).
   */
  double score(Map<String, JsonNode> a, Map<String, JsonNode> b) {
    List<String> x = texts(a);
    List<String> y = texts(b);
    double best = -1;
    for (String u : x) {
      for (String v : y) {
        best = Math.max(best, score(u, v));
      }
    }
    return best;
  }

  /** The compared form of a record's values: one entry per value, blank ones left out. */
  List<String> texts(Map<String, JsonNode> values) {
    List<String> out = new ArrayList<>();
    if (attributes.size() == 1) {
      for (JsonNode v : ValuePaths.values(values, attributes.get(0))) {
        String text = form(v);
        if (!text.isEmpty()) {
          out.add(text);
        }
      }
      return out;
    }
    StringBuilder joined = new StringBuilder();
    for (String attribute : attributes) {
      for (JsonNode v : ValuePaths.values(values, attribute)) {
        String text = v.isValueNode() ? v.asString() : "";
        if (!text.isBlank()) {
          joined.append(joined.isEmpty() ? "" : " ").append(text);
        }
      }
    }
    String text = joined.isEmpty() ? "" : formOf(joined.toString());
    if (!text.isEmpty()) {
      out.add(text);
    }
    return out;
  }

  /**
   * The forms two records must share one of to be compared by this comparison at all: the compared
   * form itself for the exact comparisons; for fuzzy ones, the sound of each word (a typo changes
   * one word, and often not its sound); for distances, the two neighbouring buckets of the value.
   * Empty when the record's value is blank.
   */
  List<String> blockForms(Map<String, JsonNode> values) {
    List<String> texts = texts(values);
    List<String> forms = new ArrayList<>();
    for (String text : texts) {
      switch (type) {
        case FUZZY, EDIT_DISTANCE, JARO_WINKLER -> {
          // A typo changes one word; the sound of the others stays. Words without a sound
          // (digits) block as they are.
          for (String word : text.split(" ")) {
            String sound = Phonetic.codes(word);
            forms.add(sound.isEmpty() ? "w" + word : "m" + sound);
          }
        }
        case DATE_WITHIN -> {
          LocalDate date = date(text);
          if (date != null) {
            long bucket = Math.floorDiv(date.toEpochDay(), (long) parameter + 1);
            forms.add("d" + bucket);
            if (parameter > 0) {
              forms.add("d" + (bucket + 1));
            }
          }
        }
        case DATE_SWAPPED -> {
          LocalDate date = date(text);
          if (date != null) {
            int low = Math.min(date.getMonthValue(), date.getDayOfMonth());
            int high = Math.max(date.getMonthValue(), date.getDayOfMonth());
            forms.add("s" + date.getYear() + "-" + low + "-" + high);
          }
        }
        case NUMBER_WITHIN -> {
          try {
            java.math.BigDecimal number = new java.math.BigDecimal(text);
            if (parameter == 0) {
              forms.add("n" + number.stripTrailingZeros().toPlainString());
            } else {
              long bucket =
                  number
                      .divide(
                          java.math.BigDecimal.valueOf(parameter), 0, java.math.RoundingMode.FLOOR)
                      .longValue();
              forms.add("n" + bucket);
              forms.add("n" + (bucket + 1));
            }
          } catch (NumberFormatException | ArithmeticException e) {
            // not a number: never matches
          }
        }
        default -> forms.add(text);
      }
    }
    return forms.stream().distinct().toList();
  }

  private String form(JsonNode value) {
    if (value == null || value.isNull() || value.isMissingNode() || value.isContainer()) {
      return "";
    }
    return formOf(value.asString());
  }

  private String formOf(String text) {
    return switch (type) {
      case EXACT, SAME_LOOKUP, DATE_WITHIN, DATE_SWAPPED, NUMBER_WITHIN ->
          text.isBlank() ? "" : text.strip();
      case PHONETIC -> Phonetic.codes(Normalization.normalize(text));
      default -> Normalization.sortedWords(text);
    };
  }

  /** The score of two compared forms (0 to 1) when they match, else -1. */
  double score(String u, String v) {
    switch (type) {
      case EXACT, SAME_LOOKUP, NORMALIZED, PHONETIC:
        return u.equals(v) ? 1 : -1;
      case FUZZY:
        double s = Similarity.trigram(u, v);
        return s >= parameter ? s : -1;
      case JARO_WINKLER:
        double jw = Similarity.jaroWinkler(u, v);
        return jw >= parameter ? jw : -1;
      case EDIT_DISTANCE:
        int limit = (int) parameter;
        int d = Similarity.editDistance(u, v, limit);
        return d <= limit ? 1 - (double) d / Math.max(u.length(), v.length()) : -1;
      case DATE_WITHIN:
        Long days = daysBetween(u, v);
        return days != null && days <= parameter ? 1 - days / (parameter + 1) : -1;
      case DATE_SWAPPED:
        return swappedScore(date(u), date(v));
      case NUMBER_WITHIN:
        try {
          double diff = Math.abs(Double.parseDouble(u) - Double.parseDouble(v));
          return diff <= parameter ? (parameter == 0 ? 1 : 1 - diff / (parameter * 2)) : -1;
        } catch (NumberFormatException e) {
          return -1;
        }
      default:
        return -1;
    }
  }

  /** 1 for the same date, 0.9 for one with day and month swapped, else -1. */
  private static double swappedScore(LocalDate a, LocalDate b) {
    if (a == null || b == null) {
      return -1;
    }
    if (a.equals(b)) {
      return 1;
    }
    return a.getYear() == b.getYear()
            && a.getMonthValue() == b.getDayOfMonth()
            && a.getDayOfMonth() == b.getMonthValue()
        ? 0.9
        : -1;
  }

  /** Days between two dates or timestamps (ISO 8601); null when either is neither. */
  private static Long daysBetween(String u, String v) {
    LocalDate a = date(u);
    LocalDate b = date(v);
    return a == null || b == null ? null : Math.abs(ChronoUnit.DAYS.between(a, b));
  }

  static LocalDate date(String text) {
    try {
      return text.length() <= 10
          ? LocalDate.parse(text)
          : text.contains("+") || text.endsWith("Z") || text.lastIndexOf('-') > 9
              ? OffsetDateTime.parse(text).toLocalDate()
              : java.time.LocalDateTime.parse(text).toLocalDate();
    } catch (DateTimeParseException e) {
      return null;
    }
  }
}
