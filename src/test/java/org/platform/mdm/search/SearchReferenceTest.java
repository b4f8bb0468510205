package org.platform.mdm.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;

/**
 * Random filter trees over random records, each answered by the server and by a brute-force
 * evaluation of the filter's rules in memory (any value of an array holds; NE and NOT_EXISTS are
 * the negations of EQ and EXISTS; PREFIX and CONTAINS ignore case; FUZZY is the Dice coefficient of
 * pg_trgm's trigram sets or, without a threshold, also the typos of {@link EditDistance}).
 */
class SearchReferenceTest extends SearchTestSupport {

  private static final List<String> WORDS =
      List.of(
          "alpha",
          "Beta",
          "gamma",
          "delta",
          "alphabet",
          "BETAMAX",
          "a_b",
          "100%",
          "new york",
          "York Alpha");
  private static final List<String> DATES =
      List.of("1990-01-01", "1999-12-31", "2000-02-29", "2010-06-15", "2024-01-01");
  private static final List<String> TAGS = List.of("x", "y", "z");
  private static final List<Double> THRESHOLDS = List.of(0.33, 0.47, 0.58, 0.71, 0.86);
  private static final List<String> OPERATORS =
      List.of(
          "EQ",
          "NE",
          "GT",
          "GE",
          "LT",
          "LE",
          "IN",
          "RANGE",
          "PREFIX",
          "CONTAINS",
          "FUZZY",
          "EXISTS",
          "NOT_EXISTS");

  private final Random random = new Random(20261123);

  @Test
  void randomFiltersFindWhatTheReferenceFinds() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    Map<String, Object> tags = attribute("tags", "String");
    tags.put("array", true);
    String r =
        aRegister(
            admin,
            "BVT",
            attribute("s", "String"),
            attribute("n", "Integer"),
            attribute("d", "Date"),
            attribute("b", "Boolean"),
            tags);
    Map<String, Map<String, Object>> records = new HashMap<>();
    List<String> ids = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      Map<String, Object> values = randomValues();
      RecordWrite write = aRecord(r, erp, "R" + i);
      values.forEach(write::with);
      String id = id(written(admin, write));
      ids.add(id);
      records.put(id, values);
    }
    // Rewrites: a third resent unchanged, the others with new values (their documents replaced).
    for (int k = 0; k < 60; k++) {
      int i = random.nextInt(ids.size());
      Map<String, Object> values =
          random.nextInt(3) == 0 ? records.get(ids.get(i)) : randomValues();
      RecordWrite write = aRecord(r, erp, "R" + i);
      values.forEach(write::with);
      assertThat(id(written(admin, write))).isEqualTo(ids.get(i));
      records.put(ids.get(i), values);
    }

    for (int c = 0; c < 200; c++) {
      Object filter = tree(0);
      Set<String> expected = new TreeSet<>();
      records.forEach(
          (id, values) -> {
            if (holds(filter, values)) {
              expected.add(id);
            }
          });
      List<String> actual = found(admin, r, filter);
      assertThat(actual).as("case %d: %s", c, filter).containsExactlyInAnyOrderElementsOf(expected);
    }
  }

  private Map<String, Object> randomValues() {
    Map<String, Object> values = new LinkedHashMap<>();
    maybe(values, "s", WORDS.get(random.nextInt(WORDS.size())));
    maybe(values, "n", random.nextInt(11) - 5);
    maybe(values, "d", DATES.get(random.nextInt(DATES.size())));
    maybe(values, "b", random.nextBoolean());
    if (random.nextInt(3) > 0) {
      List<String> t = new ArrayList<>();
      TAGS.forEach(
          tag -> {
            if (random.nextBoolean()) {
              t.add(tag);
            }
          });
      values.put("tags", t);
    }
    return values;
  }

  private void maybe(Map<String, Object> values, String name, Object value) {
    if (random.nextInt(4) > 0) {
      values.put(name, value);
    }
  }

  private Object tree(int depth) {
    int kind = depth >= 3 ? 3 : random.nextInt(6);
    if (kind == 0 || kind == 1) {
      List<Object> parts = new ArrayList<>();
      int n = 1 + random.nextInt(3);
      for (int i = 0; i < n; i++) {
        parts.add(tree(depth + 1));
      }
      return Map.of(kind == 0 ? "and" : "or", parts);
    }
    if (kind == 2) {
      return Map.of("not", tree(depth + 1));
    }
    return randomLeaf();
  }

  private Map<String, Object> randomLeaf() {
    String attribute = List.of("s", "n", "d", "b", "tags").get(random.nextInt(5));
    List<String> ops = new ArrayList<>(OPERATORS);
    if (attribute.equals("b")) {
      ops.retainAll(List.of("EQ", "NE", "IN", "EXISTS", "NOT_EXISTS"));
    } else if (!attribute.equals("s") && !attribute.equals("tags")) {
      ops.removeAll(List.of("PREFIX", "CONTAINS", "FUZZY"));
    }
    String op = ops.get(random.nextInt(ops.size()));
    return switch (op) {
      case "EXISTS", "NOT_EXISTS" -> leaf(attribute, op, null);
      case "IN" -> leaf(attribute, op, List.of(value(attribute), value(attribute)));
      case "RANGE" ->
          leaf(
              attribute,
              op,
              Arrays.asList(
                  random.nextInt(4) == 0 ? null : value(attribute),
                  random.nextInt(4) == 0 ? null : value(attribute)));
      case "PREFIX", "CONTAINS" -> {
        String w = (String) value(attribute);
        int from = op.equals("PREFIX") ? 0 : random.nextInt(w.length());
        int to = from + 1 + random.nextInt(w.length() - from);
        String part = w.substring(from, to);
        yield leaf(attribute, op, random.nextBoolean() ? part.toUpperCase(Locale.ROOT) : part);
      }
      case "FUZZY" -> {
        StringBuilder w = new StringBuilder((String) value(attribute));
        if (random.nextBoolean()) {
          w.setCharAt(random.nextInt(w.length()), (char) ('a' + random.nextInt(26)));
        }
        Map<String, Object> leaf = leaf(attribute, op, w.toString());
        if (random.nextInt(3) > 0) {
          leaf.put("threshold", THRESHOLDS.get(random.nextInt(THRESHOLDS.size())));
        }
        yield leaf;
      }
      default -> leaf(attribute, op, value(attribute));
    };
  }

  private Object value(String attribute) {
    return switch (attribute) {
      case "s" -> WORDS.get(random.nextInt(WORDS.size()));
      case "n" -> random.nextInt(13) - 6;
      case "d" -> DATES.get(random.nextInt(DATES.size()));
      case "b" -> random.nextBoolean();
      default -> TAGS.get(random.nextInt(TAGS.size()));
    };
  }

  // ---- the reference

  @SuppressWarnings("unchecked")
  private static boolean holds(Object filter, Map<String, Object> values) {
    Map<String, Object> f = (Map<String, Object>) filter;
    if (f.containsKey("and")) {
      return ((List<Object>) f.get("and")).stream().allMatch(p -> holds(p, values));
    }
    if (f.containsKey("or")) {
      return ((List<Object>) f.get("or")).stream().anyMatch(p -> holds(p, values));
    }
    if (f.containsKey("not")) {
      return !holds(f.get("not"), values);
    }
    String op = (String) f.get("operator");
    List<Object> items = items(values.get((String) f.get("attribute")));
    Object v = f.get("value");
    List<Object> vs = (List<Object>) f.get("values");
    return switch (op) {
      case "EXISTS" -> !items.isEmpty();
      case "NOT_EXISTS" -> items.isEmpty();
      case "EQ" -> any(items, x -> compare(x, v) == 0);
      case "NE" -> !any(items, x -> compare(x, v) == 0);
      case "IN" -> any(items, x -> vs.stream().anyMatch(y -> compare(x, y) == 0));
      case "GT" -> any(items, x -> compare(x, v) > 0);
      case "GE" -> any(items, x -> compare(x, v) >= 0);
      case "LT" -> any(items, x -> compare(x, v) < 0);
      case "LE" -> any(items, x -> compare(x, v) <= 0);
      case "RANGE" ->
          vs.get(0) == null && vs.get(1) == null
              ? !items.isEmpty()
              : any(
                  items,
                  x ->
                      (vs.get(0) == null || compare(x, vs.get(0)) >= 0)
                          && (vs.get(1) == null || compare(x, vs.get(1)) <= 0));
      case "PREFIX" -> any(items, x -> lower(x).startsWith(lower(v)));
      case "CONTAINS" -> any(items, x -> lower(x).contains(lower(v)));
      case "FUZZY" -> {
        double t = f.containsKey("threshold") ? ((Number) f.get("threshold")).doubleValue() : 0.65;
        // Without a threshold, a value within the operand's typos holds too.
        boolean typos = !f.containsKey("threshold");
        yield any(
            items,
            x ->
                dice(trigrams(x.toString()), trigrams(v.toString())) >= t
                    || typos
                        && EditDistance.within(
                            lower(x), lower(v), EditDistance.fuzziness(lower(v))));
      }
      default -> throw new IllegalArgumentException(op);
    };
  }

  /** pg_trgm's trigrams: lower case, each word of letters and digits padded " word ". */
  private static Set<String> trigrams(String text) {
    Set<String> out = new TreeSet<>();
    for (String word : text.toLowerCase(Locale.ROOT).split("[^a-z0-9]+")) {
      if (!word.isEmpty()) {
        String padded = "  " + word + " ";
        for (int i = 0; i + 3 <= padded.length(); i++) {
          out.add(padded.substring(i, i + 3));
        }
      }
    }
    return out;
  }

  /** The Sørensen–Dice coefficient of two trigram sets. */
  private static double dice(Set<String> a, Set<String> b) {
    if (a.isEmpty() && b.isEmpty()) {
      return 0;
    }
    Set<String> shared = new TreeSet<>(a);
    shared.retainAll(b);
    return 2.0 * shared.size() / (a.size() + b.size());
  }

  private static List<Object> items(Object value) {
    if (value == null) {
      return List.of();
    }
    if (value instanceof List<?> list) {
      return new ArrayList<>(list);
    }
    return List.of(value);
  }

  private static boolean any(List<Object> items, Predicate<Object> test) {
    return items.stream().anyMatch(test);
  }

  /** Values of one attribute: numbers as numbers, strings (and ISO dates) by code point. */
  private static int compare(Object a, Object b) {
    if (a instanceof Number x && b instanceof Number y) {
      return Long.compare(x.longValue(), y.longValue());
    }
    if (a instanceof Boolean x && b instanceof Boolean y) {
      return x.equals(y) ? 0 : 1;
    }
    return a.toString().compareTo(b.toString());
  }

  private static String lower(Object text) {
    return text.toString().toLowerCase(Locale.ROOT);
  }
}
