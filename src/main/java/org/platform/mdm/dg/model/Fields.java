package org.platform.mdm.dg.model;

import java.util.List;
import java.util.regex.Pattern;
import org.platform.mdm.dg.DgErrors;
import org.platform.mdm.system.Problem;

/** The checks of the source-systems model's fields, each adding its problem at the field. */
final class Fields {

  static final int DISPLAY_NAME_LENGTH = 255;
  static final int DESCRIPTION_LENGTH = 2000;
  static final int VALUE_LENGTH = 4000;

  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_-]{1,64}");

  private Fields() {}

  /** A name: Latin letters, digits, {@code _} and {@code -}, 1 to 64 of them. */
  static void name(String field, String value, List<Problem> problems) {
    if (value == null || value.isEmpty()) {
      problems.add(Problem.at(field, DgErrors.DG_FIELD_REQUIRED, field));
    } else if (!validName(value)) {
      problems.add(Problem.at(field, DgErrors.DG_NAME_INVALID, shown(value)));
    }
  }

  static boolean validName(String value) {
    return value != null && NAME.matcher(value).matches();
  }

  static void required(String field, String value, int max, List<Problem> problems) {
    if (value == null || value.isBlank()) {
      problems.add(Problem.at(field, DgErrors.DG_FIELD_REQUIRED, field));
    } else {
      optional(field, value, max, problems);
    }
  }

  static void optional(String field, String value, int max, List<Problem> problems) {
    if (value != null && value.length() > max) {
      problems.add(Problem.at(field, DgErrors.DG_FIELD_TOO_LONG, field, max));
    }
  }

  static void version(Long version, List<Problem> problems) {
    if (version == null) {
      problems.add(Problem.at("version", DgErrors.DG_FIELD_REQUIRED, "version"));
    }
  }

  /** A name as an error message shows it: control characters escaped, at most 80 characters. */
  static String shown(String value) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < value.length() && b.length() < 80; i++) {
      char c = value.charAt(i);
      b.append(Character.isISOControl(c) ? String.format("\\u%04x", (int) c) : String.valueOf(c));
    }
    return value.length() > 80 ? b + "…" : b.toString();
  }
}
