package org.platform.mdm.search.engine;

import java.util.List;
import java.util.stream.Collectors;
import org.platform.mdm.search.EditDistance;
import org.platform.mdm.search.SearchFilter;
import org.platform.mdm.search.SearchOperator;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A filter tree as a SQL condition on {@code search_documents}. Operands are written into the
 * statement as escaped literals, never as parameters: the planner then sees them and picks the GIN
 * indexes (equality through {@code doc @@ jsonpath}, PREFIX, CONTAINS and FUZZY through the
 * trigrams of {@code letters}) before checking each candidate exactly.
 */
final class SqlFilters {

  private final JsonMapper json;

  SqlFilters(JsonMapper json) {
    this.json = json;
  }

  String condition(SearchFilter filter) {
    if (filter instanceof SearchFilter.And and) {
      return join(and.parts(), " and ", "true");
    }
    if (filter instanceof SearchFilter.Or or) {
      return join(or.parts(), " or ", "false");
    }
    if (filter instanceof SearchFilter.Not not) {
      return "not coalesce(" + condition(not.part()) + ", false)";
    }
    return leaf((SearchFilter.Leaf) filter);
  }

  /** pg_trgm's similarity (shared / all trigrams) at which the Dice coefficient is {@code dice}. */
  static double jaccard(double dice) {
    return dice / (2 - dice);
  }

  /** The smallest FUZZY threshold of the tree (the trigram index's threshold); 1 when none. */
  static double fuzzyThreshold(SearchFilter filter) {
    if (filter instanceof SearchFilter.And and) {
      return and.parts().stream().mapToDouble(SqlFilters::fuzzyThreshold).min().orElse(1);
    }
    if (filter instanceof SearchFilter.Or or) {
      return or.parts().stream().mapToDouble(SqlFilters::fuzzyThreshold).min().orElse(1);
    }
    if (filter instanceof SearchFilter.Not not) {
      return fuzzyThreshold(not.part());
    }
    SearchFilter.Leaf leaf = (SearchFilter.Leaf) filter;
    return leaf.operator() == SearchOperator.FUZZY ? leaf.threshold() : 1;
  }

  private String join(List<SearchFilter> parts, String glue, String empty) {
    if (parts.isEmpty()) {
      return empty;
    }
    return parts.stream().map(p -> "(" + condition(p) + ")").collect(Collectors.joining(glue));
  }

  private String leaf(SearchFilter.Leaf leaf) {
    String path = path(leaf.attribute());
    List<JsonNode> v = leaf.values();
    return switch (leaf.operator()) {
      case EQ -> matches(path + " == " + literal(v.get(0)));
      case NE -> "not " + matches(path + " == " + literal(v.get(0)));
      case IN ->
          matches(
              v.stream().map(x -> path + " == " + literal(x)).collect(Collectors.joining(" || ")));
      case GT -> exists(path, "@ > " + literal(v.get(0)));
      case GE -> exists(path, "@ >= " + literal(v.get(0)));
      case LT -> exists(path, "@ < " + literal(v.get(0)));
      case LE -> exists(path, "@ <= " + literal(v.get(0)));
      case RANGE -> range(path, v.get(0), v.get(1));
      case EXISTS -> matches("exists(" + items(path) + ")");
      case NOT_EXISTS -> "not " + matches("exists(" + items(path) + ")");
      case PREFIX -> like(path, v.get(0).asString(), false);
      case CONTAINS -> like(path, v.get(0).asString(), true);
      case FUZZY -> fuzzy(path, v.get(0).asString(), leaf.threshold(), leaf.typos());
    };
  }

  private String range(String path, JsonNode from, JsonNode to) {
    if (from == null && to == null) {
      return matches("exists(" + items(path) + ")");
    }
    String test =
        from == null
            ? "@ <= " + literal(to)
            : to == null
                ? "@ >= " + literal(from)
                : "@ >= " + literal(from) + " && @ <= " + literal(to);
    return exists(path, test);
  }

  /** Case and accents ignored; the trigram index narrows the candidates first. */
  private String like(String path, String value, boolean anywhere) {
    String pattern = sql(escapeLike(value));
    String folded = "lower(unaccent(" + pattern + "))";
    return "(letters like '%' || "
        + folded
        + " || '%' and exists (select 1 from jsonb_path_query(doc, "
        + jsonpath(items(path))
        + ") v where jsonb_typeof(v) = 'string' and lower(unaccent(v #>> '{}')) like "
        + (anywhere ? "'%' || " : "")
        + folded
        + " || '%'))";
  }

  /**
   * Trigram similarity of an attribute value and the operand, case and accents ignored, as the
   * Sørensen–Dice coefficient of their trigram sets (2·shared / (|A| + |B|)): one letter replaced
   * in a ten-letter name scores 0.73, where pg_trgm's own similarity (shared / all) scores 0.57.
   * Dice is a monotone function of pg_trgm's similarity, so the check is pg_trgm's at {@link
   * #jaccard(double)}. The index condition ({@code <<%}: the greatest similarity of the operand to
   * a run of whole words of the document's text, where every value is such a run, so never below
   * its similarity to any one value) keeps every match; pg_trgm's looser {@code <%} (the share of
   * the operand's trigrams found anywhere in a stretch of the text) let 4,965 documents through to
   * the exact check of a measured query instead of 88.
   *
   * <p>Without a threshold ({@link SearchFilter.Leaf#typos}) a value within the operand's typos
   * holds too (optimal string alignment distance, {@link EditDistance}), whatever its similarity: a
   * transposition shares few trigrams ("Ivnaov" and "Ivanov" score 0.43). Its candidates are the
   * documents sharing the least share of the operand's trigrams such typos leave ({@code <%} at
   * {@link #typoShare}).
   */
  private String fuzzy(String path, String value, double threshold, boolean typos) {
    String folded = "lower(unaccent(" + sql(value) + "))";
    String similar =
        "similarity(lower(unaccent(v #>> '{}')), " + folded + ") >= " + jaccard(threshold);
    if (typos) {
      similar +=
          " or search_typo_distance(lower(unaccent(v #>> '{}')), "
              + folded
              + ") <= "
              + EditDistance.fuzziness(value.toLowerCase(java.util.Locale.ROOT));
    }
    return "(("
        + folded
        + " <<% letters"
        + (typos ? " or " + folded + " <% letters" : "")
        + ") and exists (select 1 from jsonb_path_query(doc, "
        + jsonpath(items(path))
        + ") v where jsonb_typeof(v) = 'string' and ("
        + similar
        + ")))";
  }

  /**
   * The smallest share of the operand's trigrams a value within its typos keeps (pg_trgm's word
   * similarity, the index's threshold for {@code <%}): each edit takes at most four of a word's
   * trigrams away (a transposition; a replaced or deleted letter three), and at least one is asked
   * for; 1 when the tree has no such leaf.
   */
  static double typoShare(SearchFilter filter) {
    if (filter instanceof SearchFilter.And and) {
      return and.parts().stream().mapToDouble(SqlFilters::typoShare).min().orElse(1);
    }
    if (filter instanceof SearchFilter.Or or) {
      return or.parts().stream().mapToDouble(SqlFilters::typoShare).min().orElse(1);
    }
    if (filter instanceof SearchFilter.Not not) {
      return typoShare(not.part());
    }
    SearchFilter.Leaf leaf = (SearchFilter.Leaf) filter;
    if (leaf.operator() != SearchOperator.FUZZY || !leaf.typos()) {
      return 1;
    }
    String operand = leaf.values().get(0).asString().toLowerCase(java.util.Locale.ROOT);
    int trigrams = trigrams(operand);
    int kept = Math.max(1, trigrams - 4 * EditDistance.fuzziness(operand));
    // pg_trgm compares in single precision: a little under, so that the bound itself passes.
    return trigrams == 0 ? 1 : kept / (double) trigrams * 0.999;
  }

  /** How many distinct trigrams pg_trgm takes from a text: each word padded " word ". */
  private static int trigrams(String text) {
    java.util.Set<String> out = new java.util.HashSet<>();
    for (String word : text.split("[^\\p{L}\\p{N}]+")) {
      if (!word.isEmpty()) {
        String padded = "  " + word + " ";
        for (int i = 0; i + 3 <= padded.length(); i++) {
          out.add(padded.substring(i, i + 3));
        }
      }
    }
    return out.size();
  }

  private String matches(String predicate) {
    return "doc @@ " + jsonpath(predicate);
  }

  private String exists(String path, String test) {
    return matches("exists(" + items(path) + " ? (" + test + "))");
  }

  /** {@code $."address"."city"}: lax, so arrays and lists of nested records are looked into. */
  String path(String dotted) {
    StringBuilder out = new StringBuilder("$");
    for (String step : dotted.split("\\.", -1)) {
      out.append('.').append(json.writeValueAsString(step));
    }
    return out.toString();
  }

  /** Every value at the path: an array attribute's items one by one. */
  static String items(String path) {
    return path + "[*]";
  }

  String jsonpath(String text) {
    return sql(text) + "::jsonpath";
  }

  private String literal(JsonNode value) {
    if (value.isNumber()) {
      return value.decimalValue().toPlainString();
    }
    return json.writeValueAsString(value);
  }

  static String sql(String text) {
    return "'" + text.replace("'", "''") + "'";
  }

  private static String escapeLike(String text) {
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
  }
}
