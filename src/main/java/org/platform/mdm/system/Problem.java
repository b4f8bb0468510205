package org.platform.mdm.system;

import java.util.Arrays;
import java.util.List;

/**
 * One reason why a request cannot be done: an error code, where it was found ({@code source}, for
 * example a field path; null means the request itself) and the values for its message, with the
 * problems it is made of ({@code nested}: one per bad value of a parameter, say). Rules return
 * lists of problems so that a user sees every problem at once.
 */
public record Problem(ErrorCode code, String source, List<Object> params, List<Problem> nested) {

  public Problem {
    params = List.copyOf(params);
    nested = List.copyOf(nested);
  }

  public Problem(ErrorCode code, String source, List<Object> params) {
    this(code, source, params, List.of());
  }

  /** The same problem, made of {@code parts}. */
  public Problem with(List<Problem> parts) {
    return new Problem(code, source, params, parts);
  }

  /**
   * The same problem found under {@code path} (a field of a larger body): its source, and its
   * parts' that have one, put below the path; a problem of no place in particular moves to the path
   * itself.
   */
  public Problem under(String path) {
    String at = source == null || source.isEmpty() ? path : path + "." + source;
    return new Problem(
        code,
        at,
        params,
        nested.stream().map(n -> n.source() == null ? n : n.under(path)).toList());
  }

  public static Problem of(ErrorCode code, Object... params) {
    return new Problem(code, null, Arrays.asList(params));
  }

  /** A problem found at {@code source}, for example the field {@code roles[1]}. */
  public static Problem at(String source, ErrorCode code, Object... params) {
    return new Problem(code, source, Arrays.asList(params));
  }
}
