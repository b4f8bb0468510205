package org.platform.mdm.dg.catalog;

import java.util.List;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.dg.DgErrors;
import org.platform.mdm.system.Problem;

/** Checks of the numbers and ids a catalog read is given; every problem is collected. */
public final class Paging {

  /** The most items one page holds. */
  public static final int MAX_LIMIT = 1000;

  /** Items a page holds when the caller says nothing. */
  public static final int DEFAULT_LIMIT = 50;

  private Paging() {}

  /** The number, or its default when absent; a problem at {@code field} when out of range. */
  public static int number(
      Integer value, int byDefault, int min, int max, String field, List<Problem> problems) {
    if (value == null) {
      return byDefault;
    }
    if (value < min || value > max) {
      problems.add(Problem.at(field, DgErrors.DG_NUMBER_OUT_OF_RANGE, field, min, max, value));
      return byDefault;
    }
    return value;
  }

  public static int offset(Integer value, List<Problem> problems) {
    return number(value, 0, 0, Integer.MAX_VALUE, "offset", problems);
  }

  public static int limit(Integer value, List<Problem> problems) {
    return number(value, DEFAULT_LIMIT, 1, MAX_LIMIT, "limit", problems);
  }

  /** The etalon id, or null with a problem when the text is none; null when it is absent. */
  public static EtalonId etalonId(String text, String field, List<Problem> problems) {
    if (text == null) {
      return null;
    }
    try {
      if (text.length() == 36) {
        return new EtalonId(java.util.UUID.fromString(text));
      }
    } catch (IllegalArgumentException e) {
      // a problem below
    }
    problems.add(Problem.at(field, DgErrors.DG_ETALON_ID_INVALID, text));
    return null;
  }

  /** The etalon id, which is required. */
  public static EtalonId requiredEtalonId(String text, String field, List<Problem> problems) {
    if (text == null || text.isBlank()) {
      problems.add(Problem.at(field, DgErrors.DG_FIELD_REQUIRED, field));
      return null;
    }
    return etalonId(text, field, problems);
  }
}
