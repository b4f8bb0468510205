package org.platform.mdm.system.web;

import java.util.List;
import java.util.stream.Collectors;
import org.platform.mdm.system.DuplicateKeys;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.platform.mdm.system.SystemErrors;
import org.springframework.http.converter.HttpMessageNotReadableException;
import tools.jackson.core.JacksonException;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.databind.exc.UnrecognizedPropertyException;

/**
 * The problems of a request body that could not be read (a body too large is the error mapper's): a
 * value whose reading refused it, a field given twice, a body beyond the parser's limits, an
 * unknown or invalid field, a missing or malformed body.
 */
final class BodyProblems {

  private BodyProblems() {}

  /** The problems of the unreadable body, each answered 400. */
  static List<Problem> of(HttpMessageNotReadableException e) {
    JacksonException jackson = cause(e, JacksonException.class);
    PlatformException refused = cause(e, PlatformException.class);
    if (refused != null) {
      // A value whose reading refused it (a creator's own check): its problems, at its place.
      String at = jackson == null ? "" : path(jackson.getPath());
      return refused.problems().stream()
          .map(
              p ->
                  at.isEmpty() || p.source() == null
                      ? p
                      : new Problem(p.code(), at + "." + p.source(), p.params()))
          .toList();
    }
    java.util.Optional<String> duplicate = DuplicateKeys.place(e);
    Problem problem;
    if (duplicate.isPresent()) {
      problem = Problem.at(duplicate.get(), SystemErrors.SYSTEM_DUPLICATE_FIELD, duplicate.get());
    } else if (cause(e, StreamConstraintsException.class) != null) {
      // Nesting, value length or document size beyond the parser's limits: not a field's fault.
      problem = Problem.of(SystemErrors.SYSTEM_BODY_TOO_COMPLEX);
    } else if (jackson instanceof UnrecognizedPropertyException unknown) {
      String at = path(unknown.getPath());
      problem =
          Problem.at(
              at,
              SystemErrors.SYSTEM_UNKNOWN_FIELD,
              at,
              unknown.getKnownPropertyIds() == null
                  ? ""
                  : unknown.getKnownPropertyIds().stream()
                      .map(String::valueOf)
                      .sorted()
                      .collect(Collectors.joining(", ")));
    } else if (jackson != null && !jackson.getPath().isEmpty()) {
      problem =
          Problem.at(
              path(jackson.getPath()), SystemErrors.SYSTEM_INVALID_FIELD, path(jackson.getPath()));
    } else if (jackson == null
        && e.getMessage() != null
        && e.getMessage().startsWith("Required request body is missing")) {
      problem = Problem.of(SystemErrors.SYSTEM_MISSING_BODY);
    } else {
      problem = Problem.of(SystemErrors.SYSTEM_MALFORMED_BODY);
    }
    return List.of(problem);
  }

  static String path(List<JacksonException.Reference> references) {
    return references.stream()
        .map(
            ref ->
                ref.getPropertyName() != null
                    ? "." + ref.getPropertyName()
                    : "[" + ref.getIndex() + "]")
        .collect(Collectors.joining())
        .replaceFirst("^\\.", "");
  }

  static <T extends Throwable> T cause(Throwable e, Class<T> type) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (type.isInstance(t)) {
        return type.cast(t);
      }
    }
    return null;
  }
}
