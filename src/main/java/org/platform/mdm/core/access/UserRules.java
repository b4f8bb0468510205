package org.platform.mdm.core.access;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.system.Problem;

/** The rules a user's fields obey; each check returns every problem it finds. */
final class UserRules {

  static final Pattern USER_NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._@-]{0,99}");
  static final Pattern EMAIL = Pattern.compile("[^@\\s]+@[^@\\s]+");
  static final Set<String> LOCALES = Set.of("en", "ru");
  static final int MIN_PASSWORD = 8;
  static final int MAX_PASSWORD_BYTES = 72; // bcrypt reads no further
  static final int MAX_TEXT = 255;

  private UserRules() {}

  static List<Problem> checkNew(String userName, String password, UserFields fields) {
    List<Problem> problems = new ArrayList<>();
    if (userName == null || userName.isBlank()) {
      problems.add(Problem.at("userName", CoreErrors.CORE_FIELD_REQUIRED, "userName"));
    } else if (!USER_NAME.matcher(userName).matches()) {
      problems.add(Problem.at("userName", CoreErrors.CORE_USER_NAME_INVALID, userName));
    }
    if (password == null) {
      problems.add(Problem.at("password", CoreErrors.CORE_FIELD_REQUIRED, "password"));
    } else {
      problems.addAll(checkPassword(password));
    }
    problems.addAll(checkFields(fields));
    return problems;
  }

  static List<Problem> checkPassword(String password) {
    int bytes = password.getBytes(StandardCharsets.UTF_8).length;
    if (password.length() < MIN_PASSWORD || bytes > MAX_PASSWORD_BYTES) {
      return List.of(
          Problem.at(
              "password", CoreErrors.CORE_PASSWORD_TOO_SHORT, MIN_PASSWORD, MAX_PASSWORD_BYTES));
    }
    return List.of();
  }

  static List<Problem> checkFields(UserFields fields) {
    List<Problem> problems = new ArrayList<>();
    if (fields.fullName() != null && fields.fullName().length() > MAX_TEXT) {
      problems.add(Problem.at("fullName", CoreErrors.CORE_FIELD_TOO_LONG, "fullName", MAX_TEXT));
    }
    if (fields.email() != null
        && !fields.email().isEmpty()
        && (fields.email().length() > MAX_TEXT || !EMAIL.matcher(fields.email()).matches())) {
      problems.add(Problem.at("email", CoreErrors.CORE_EMAIL_INVALID, fields.email()));
    }
    if (fields.locale() != null && !LOCALES.contains(fields.locale())) {
      problems.add(
          Problem.at(
              "locale",
              CoreErrors.CORE_LOCALE_UNSUPPORTED,
              fields.locale(),
              String.join(", ", LOCALES.stream().sorted().toList())));
    }
    if (fields.roles() != null) {
      for (int i = 0; i < fields.roles().size(); i++) {
        if (fields.roles().get(i) == null || fields.roles().get(i).isBlank()) {
          problems.add(
              Problem.at("roles[" + i + "]", CoreErrors.CORE_FIELD_REQUIRED, "roles[" + i + "]"));
        }
      }
    }
    return problems;
  }
}
