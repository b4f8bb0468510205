package org.platform.mdm.search;

import java.util.EnumSet;
import java.util.Set;

/** The comparisons of a filter leaf and the attribute types each applies to. */
public enum SearchOperator {
  EQ,
  NE,
  GT,
  GE,
  LT,
  LE,
  IN,
  RANGE,
  PREFIX,
  CONTAINS,
  FUZZY,
  EXISTS,
  NOT_EXISTS;

  private static final Set<SearchOperator> ORDERED = EnumSet.of(GT, GE, LT, LE, RANGE);
  private static final Set<SearchOperator> TEXTUAL = EnumSet.of(PREFIX, CONTAINS, FUZZY);

  /** Whether the operator compares values of the type. */
  public boolean appliesTo(String type) {
    if (this == EXISTS || this == NOT_EXISTS) {
      return true;
    }
    return switch (type) {
      case "String" -> true;
      case "Integer", "Number", "Date", "Time", "Timestamp" -> !TEXTUAL.contains(this);
      case "Boolean", "Enum", "LookupLink" -> !TEXTUAL.contains(this) && !ORDERED.contains(this);
      default -> false;
    };
  }

  /** How many operands: 0 (EXISTS), 1, 2 (RANGE) or -1 (IN: one or more). */
  public int operands() {
    return switch (this) {
      case EXISTS, NOT_EXISTS -> 0;
      case RANGE -> 2;
      case IN -> -1;
      default -> 1;
    };
  }
}
