package org.platform.mdm.matching.model;

import java.util.EnumSet;
import java.util.Set;
import org.platform.mdm.meta.AttributeType;

/** How two values are compared, and the attribute types each comparison is valid for. */
public enum ComparisonType {
  /** The same value, as written. */
  EXACT(
      EnumSet.of(
          AttributeType.STRING,
          AttributeType.INTEGER,
          AttributeType.NUMBER,
          AttributeType.BOOLEAN,
          AttributeType.DATE,
          AttributeType.TIME,
          AttributeType.TIMESTAMP,
          AttributeType.ENUM,
          AttributeType.LOOKUP_LINK),
      null),
  /** The same text once case, spaces, punctuation, accents, script and word order are ignored. */
  NORMALIZED(EnumSet.of(AttributeType.STRING), null),
  /** Trigram similarity of the normalised texts at least {@code threshold} (default 0.65). */
  FUZZY(EnumSet.of(AttributeType.STRING), "threshold"),
  /** Jaro–Winkler similarity of the normalised texts at least {@code threshold} (default 0.9). */
  JARO_WINKLER(EnumSet.of(AttributeType.STRING), "threshold"),
  /** At most {@code distance} edits between the normalised texts (default 1). */
  EDIT_DISTANCE(EnumSet.of(AttributeType.STRING), "distance"),
  /** The same double metaphone codes of every word of the normalised texts. */
  PHONETIC(EnumSet.of(AttributeType.STRING), null),
  /** Dates at most {@code days} apart (default 0). */
  DATE_WITHIN(EnumSet.of(AttributeType.DATE, AttributeType.TIMESTAMP), "days"),
  /** The same date, or the same with day and month swapped (a date written the other way). */
  DATE_SWAPPED(EnumSet.of(AttributeType.DATE, AttributeType.TIMESTAMP), null),
  /** Numbers at most {@code delta} apart (required). */
  NUMBER_WITHIN(EnumSet.of(AttributeType.INTEGER, AttributeType.NUMBER), "delta"),
  /** The same reference-set record or enumeration value. */
  SAME_LOOKUP(EnumSet.of(AttributeType.LOOKUP_LINK, AttributeType.ENUM), null);

  private final Set<AttributeType> types;
  private final String parameter;

  ComparisonType(Set<AttributeType> types, String parameter) {
    this.types = types;
    this.parameter = parameter;
  }

  /** Whether the comparison is valid for attributes of the type. */
  public boolean accepts(AttributeType type) {
    return types.contains(type);
  }

  /** The name of the comparison's parameter; null when it takes none. */
  public String parameter() {
    return parameter;
  }

  /** Whether values of several attributes may be compared joined (texts only). */
  public boolean joinsAttributes() {
    return types.equals(EnumSet.of(AttributeType.STRING)) || this == EXACT;
  }
}
