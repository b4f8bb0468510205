package org.platform.mdm.system;

import jakarta.validation.constraints.NotNull;
import java.util.List;

/**
 * The {@code details} object every JSON response carries: three arrays, always present.
 *
 * @param info informational entries
 * @param warning warnings that did not stop the operation
 * @param error the problems that made the request fail
 */
public record Details(List<Info> info, List<Info> warning, List<Error> error) {

  public Details {
    info = List.copyOf(info);
    warning = List.copyOf(warning);
    error = List.copyOf(error);
  }

  public static Details empty() {
    return new Details(List.of(), List.of(), List.of());
  }

  public static Details ofErrors(List<Error> errors) {
    return new Details(List.of(), List.of(), errors);
  }

  /** An info or warning entry. */
  public record Info(@NotNull String domain, String source, @NotNull String content) {}

  /**
   * An error entry; {@code externalMessage} is localized, {@code message} is the same text under
   * the name the specification's detailed error gives it, {@code internalMessage} is English;
   * {@code params} are the values the message names, each a plain string; {@code nested} lists the
   * problems it is made of (null when none).
   */
  public record Error(
      @NotNull String domain,
      String source,
      @NotNull String severity,
      @NotNull String code,
      @NotNull String message,
      @NotNull String externalMessage,
      @NotNull String internalMessage,
      List<String> params,
      List<Error> nested) {}
}
