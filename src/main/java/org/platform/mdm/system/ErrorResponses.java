package org.platform.mdm.system;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.springframework.context.MessageSource;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * Builds error answers from problems: localized {@code externalMessage} (by {@code
 * Accept-Language}, English or Russian), English {@code internalMessage}, status from the error
 * family. Used by the error mapper and by the security filters, which answer before MVC runs.
 */
@Component
public class ErrorResponses {

  private static final List<Locale> SUPPORTED =
      List.of(Locale.ENGLISH, Locale.forLanguageTag("ru"));

  /** Longer texts in parameters (a 10 MB user name, say) are cut: an error never echoes a body. */
  static final int MAX_PARAM_LENGTH = 200;

  private final MessageSource messages;
  private final JsonMapper json;

  public ErrorResponses(MessageSource messages, JsonMapper json) {
    this.messages = messages;
    this.json = json;
  }

  public ErrorResponse body(HttpServletRequest request, List<Problem> problems) {
    Locale locale = localeOf(request);
    List<Details.Error> errors = problems.stream().map(p -> entry(request, p, locale)).toList();
    return new ErrorResponse(Details.ofErrors(errors), RequestIds.of(request));
  }

  /** Writes an error answer directly, for code that runs outside Spring MVC (filters). */
  public void write(HttpServletRequest request, HttpServletResponse response, Problem problem)
      throws IOException {
    response.setStatus(problem.code().kind().status());
    response.setContentType(MediaType.APPLICATION_JSON_VALUE);
    response.setCharacterEncoding("UTF-8");
    json.writeValue(response.getOutputStream(), body(request, List.of(problem)));
  }

  /** The error answer as JSON text, for the servlet container's own error reports. */
  public String json(HttpServletRequest request, Problem problem) {
    return json.writeValueAsString(body(request, List.of(problem)));
  }

  /** The first supported language of {@code Accept-Language}; English when none is. */
  public static Locale localeOf(HttpServletRequest request) {
    try {
      if (request.getHeader("Accept-Language") != null) {
        for (Locale wanted : Collections.list(request.getLocales())) {
          for (Locale supported : SUPPORTED) {
            if (supported.getLanguage().equals(wanted.getLanguage())) {
              return supported;
            }
          }
        }
      }
    } catch (RuntimeException e) {
      // A header the firewall refuses to show: the answer is still due, in English.
    }
    return Locale.ENGLISH;
  }

  /** The path the caller asked for, also while the container forwards to its error page. */
  public static String requestPath(HttpServletRequest request) {
    Object original = request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI);
    String path = original instanceof String p ? p : request.getRequestURI();
    return path == null ? "" : path; // a request line too long to parse has no path
  }

  private Details.Error entry(HttpServletRequest request, Problem problem, Locale locale) {
    ErrorCode code = problem.code();
    List<Object> arguments = problem.params().stream().map(ErrorResponses::shortened).toList();
    Object[] args = arguments.toArray();
    // On the wire every parameter is a plain string, as the message prints it: a number as written,
    // an id by its text (never a value type's fields).
    List<String> params =
        arguments.stream()
            .map(a -> a == null ? null : String.valueOf(MessageTexts.written(a)))
            .toList();
    String source = problem.source() != null ? problem.source() : requestPath(request);
    String message = messages.getMessage(code.messageKey(), args, code.code(), locale);
    return new Details.Error(
        code.moduleId(),
        (String) shortened(source),
        code.kind() == ErrorKind.INTERNAL ? "CRITICAL" : "NORMAL",
        code.code(),
        message,
        message,
        messages.getMessage(code.messageKey(), args, code.code(), Locale.ENGLISH),
        params,
        problem.nested().isEmpty()
            ? null
            : problem.nested().stream().map(n -> entry(request, n, locale)).toList());
  }

  /**
   * A parameter cut to {@link #MAX_PARAM_LENGTH}; a list (names joined by ", ", such as the allowed
   * values a message names) is cut after its last whole name, never in the middle of one.
   */
  static Object shortened(Object value) {
    if (!(value instanceof String text) || text.length() <= MAX_PARAM_LENGTH) {
      return value;
    }
    int lastWhole = text.lastIndexOf(", ", MAX_PARAM_LENGTH);
    return lastWhole > MAX_PARAM_LENGTH / 2
        ? text.substring(0, lastWhole) + ", …"
        : text.substring(0, MAX_PARAM_LENGTH) + "…";
  }
}
