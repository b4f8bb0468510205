package org.platform.mdm.meta.validation;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.platform.mdm.meta.MetaErrors;
import org.platform.mdm.meta.ModelNames;
import org.platform.mdm.system.ErrorCode;
import org.platform.mdm.system.Problem;

/** What the names of model objects look like, and which names are taken. */
final class NameRules {

  /** The system resources' names ({@link ModelNames#RESERVED}). */
  static final List<String> RESERVED = ModelNames.RESERVED;

  private NameRules() {}

  /**
   * The problems of the {@code name} field of the element at {@code path}: missing, malformed, or
   * already used among {@code names} (then reported with {@code duplicate}).
   */
  static List<Problem> check(String path, String name, UniqueNames names, ErrorCode duplicate) {
    List<Problem> problems = new ArrayList<>(checkFormat(path, name));
    if (names.isRepeated(name)) {
      problems.add(Problem.at(ModelPath.field(path, "name"), duplicate, name));
    }
    return problems;
  }

  /**
   * The problems of the {@code name} field of the element at {@code path}: missing or malformed.
   */
  static List<Problem> checkFormat(String path, String name) {
    String field = ModelPath.field(path, "name");
    if (name == null || name.isBlank()) {
      return List.of(Problem.at(field, MetaErrors.META_FIELD_REQUIRED, field));
    }
    if (!ModelNames.isName(name)) {
      return List.of(Problem.at(field, MetaErrors.META_NAME_INVALID, name));
    }
    return List.of();
  }

  /** The problem of a name that would clash with a system security resource. */
  static List<Problem> checkNotReserved(String path, String name) {
    if (name != null && ModelNames.isReserved(name)) {
      String field = ModelPath.field(path, "name");
      return List.of(
          Problem.at(field, MetaErrors.META_NAME_RESERVED, name, String.join(", ", RESERVED)));
    }
    return List.of();
  }

  /** The names seen so far in one name space; names are case-sensitive. */
  static final class UniqueNames {

    private final Set<String> seen = new HashSet<>();

    /** Records {@code name} and says whether it was seen before; blank names are not recorded. */
    boolean isRepeated(String name) {
      return name != null && !name.isBlank() && !seen.add(name);
    }
  }
}
