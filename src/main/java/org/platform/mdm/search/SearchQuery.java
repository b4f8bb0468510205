package org.platform.mdm.search;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.core.RecordLabels;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.JsonNode;

/**
 * A checked search request as an engine runs it.
 *
 * @param text the full-text query; null when none
 * @param latinText the Latin transliteration of a text holding Cyrillic; null otherwise
 * @param filter null when none
 * @param sort the order; the engine breaks ties by etalon id
 * @param searchAfter the sort values of the hit to continue after, then its etalon id; null for
 *     none
 * @param facets the attributes to count values of, and the quality errors' lists
 * @param textAttributes the dotted paths of the string attributes (the text is matched against)
 * @param labels the user's security labels: only the documents they admit are found
 * @param classifiedUnder nodes the records must all be classified under (in them or below them) at
 *     the timeline date
 * @param quality the quality errors the records must have at the timeline date; null when none
 * @param countLimit the count is exact up to this many matches; beyond, it may stop there and be a
 *     lower bound ({@link #EXACT_COUNT}: always exact)
 */
public record SearchQuery(
    String entityName,
    String text,
    String latinText,
    SearchFilter filter,
    OffsetDateTime timelineDate,
    boolean includeInactive,
    List<Sort> sort,
    int offset,
    int limit,
    List<JsonNode> searchAfter,
    List<Facet> facets,
    List<String> textAttributes,
    List<UUID> classifiedUnder,
    QualityFilter quality,
    RecordLabels labels,
    long countLimit) {

  /** A {@link #countLimit} that counts every match. */
  public static final long EXACT_COUNT = Long.MAX_VALUE;

  public SearchQuery {
    classifiedUnder = classifiedUnder == null ? List.of() : List.copyOf(classifiedUnder);
    labels = labels == null ? RecordLabels.NONE : labels;
    sort = List.copyOf(sort);
    facets = List.copyOf(facets);
    textAttributes = List.copyOf(textAttributes);
    if (searchAfter != null) {
      requireCursorOf(sort, searchAfter);
    }
  }

  /**
   * A cursor's relevance is a finite number and its name a text without NUL (or null): what the
   * page compares them with. Other values come from no answer of this search (a cursor is the
   * client's to send back, and may be forged), so the cursor is refused as one.
   */
  private static void requireCursorOf(List<Sort> sort, List<JsonNode> after) {
    for (int i = 0; i < sort.size() && i < after.size(); i++) {
      JsonNode value = after.get(i);
      if (value == null || value.isNull()) {
        continue;
      }
      Sort s = sort.get(i);
      boolean fits =
          s.byScore()
              ? finiteFloat(value)
              : !s.byName() || (value.isString() && value.asString().indexOf('\u0000') < 0);
      if (!fits) {
        throw new PlatformException(
            List.of(Problem.at("searchAfter", SearchErrors.SEARCH_CURSOR_INVALID)));
      }
    }
  }

  /** Whether only the text, if any, narrows the matches: no filter of values or of errors. */
  public boolean unfiltered() {
    return filter == null && quality == null;
  }

  /** Whether the user's labels hide some of the entity's records. */
  public boolean labelled() {
    return labels.restricts(entityName);
  }

  /** A number the relevance can be compared with (a float); one out of its range is none. */
  private static boolean finiteFloat(JsonNode value) {
    if (!value.isNumber()) {
      return false;
    }
    try {
      return Float.isFinite(value.floatValue());
    } catch (RuntimeException outOfRange) {
      return false;
    }
  }

  /**
   * An order by an attribute (a dotted path), by the records' names ({@link #NAME}) or, with a null
   * attribute, by relevance.
   */
  public record Sort(String attribute, boolean descending) {

    /** The attribute that orders by the records' names (their display format). */
    public static final String NAME = "$displayName";

    /** The order by name, A to Z. */
    public static Sort byNameAscending() {
      return new Sort(NAME, false);
    }

    public boolean byScore() {
      return attribute == null;
    }

    public boolean byName() {
      return NAME.equals(attribute);
    }
  }

  /**
   * Counts per value of an attribute, or of a list of the records' data quality errors.
   *
   * @param attribute the attribute's dotted path, or a quality facet's reserved name
   * @param type the attribute's model type; null for a quality facet
   * @param array whether a record may hold several values (an array, or under a Complex one)
   * @param errors the list of the errors a quality facet counts; null for an attribute's facet
   */
  public record Facet(String attribute, String type, boolean array, ErrorList errors) {

    /** An attribute's facet. */
    public Facet(String attribute, String type, boolean array) {
      this(attribute, type, array, null);
    }

    /** The facet counting the records having each value of a list of their errors. */
    public static Facet of(ErrorList errors) {
      return new Facet(errors.facetName(), null, true, errors);
    }

    /** Whether it counts the records' errors rather than an attribute's values. */
    public boolean quality() {
      return errors != null;
    }
  }

  /**
   * A list each of a golden record's data quality errors has a value in: the facet named {@code
   * $qualityErrors.<field>} counts the records having each value among their errors at the timeline
   * date.
   */
  public enum ErrorList {
    SEVERITIES("severities"),
    RULE_NAMES("ruleNames"),
    CATEGORIES("categories");

    /** What the reserved names of the quality facets begin with. */
    public static final String PREFIX = "$qualityErrors.";

    private final String field;

    ErrorList(String field) {
      this.field = field;
    }

    /** The facet's reserved name: {@code $qualityErrors.severities} and so on. */
    public String facetName() {
      return PREFIX + field;
    }

    /** The list a reserved facet name names; empty for any other name. */
    public static java.util.Optional<ErrorList> named(String facetName) {
      for (ErrorList l : values()) {
        if (l.facetName().equals(facetName)) {
          return java.util.Optional.of(l);
        }
      }
      return java.util.Optional.empty();
    }
  }
}
