package org.platform.mdm.system;

import java.util.List;

/**
 * A refused request: one or more problems of the same family. The error mapper answers it with the
 * family's status and one {@code details.error} entry per problem.
 */
public class PlatformException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  private final transient List<Problem> problems;

  public PlatformException(ErrorCode code, Object... params) {
    this(List.of(Problem.of(code, params)));
  }

  public PlatformException(List<Problem> problems) {
    super(describe(problems));
    if (problems.isEmpty()) {
      throw new IllegalArgumentException("a PlatformException needs at least one problem");
    }
    this.problems = List.copyOf(problems);
  }

  /** Throws when the list is not empty; the usual end of a validation that collected problems. */
  public static void throwIfAny(List<Problem> problems) {
    if (!problems.isEmpty()) {
      throw new PlatformException(problems);
    }
  }

  public List<Problem> problems() {
    return problems;
  }

  public ErrorKind kind() {
    return problems.get(0).code().kind();
  }

  private static String describe(List<Problem> problems) {
    return problems.stream().map(p -> p.code().code() + p.params()).toList().toString();
  }
}
