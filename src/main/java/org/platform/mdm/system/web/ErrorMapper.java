package org.platform.mdm.system.web;

import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import java.util.stream.Collectors;
import org.platform.mdm.system.ErrorResponse;
import org.platform.mdm.system.ErrorResponses;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.platform.mdm.system.SystemErrors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.OptimisticLockingFailureException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.security.access.AccessDeniedException;
import org.springframework.security.core.AuthenticationException;
import org.springframework.validation.FieldError;
import org.springframework.web.ErrorResponseException;
import org.springframework.web.HttpMediaTypeNotAcceptableException;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.bind.MethodArgumentNotValidException;
import org.springframework.web.bind.MissingServletRequestParameterException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.method.annotation.HandlerMethodValidationException;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.servlet.NoHandlerFoundException;
import org.springframework.web.servlet.resource.NoResourceFoundException;
import tools.jackson.core.JacksonException;

/**
 * The one place where exceptions become HTTP answers. Module errors arrive as {@link
 * PlatformException}s carrying stable codes; the framework's own refusals are mapped to system
 * codes; anything else is a bug: logged with the request id, answered 500 without internals.
 */
@RestControllerAdvice
class ErrorMapper {

  private static final Logger log = LoggerFactory.getLogger(ErrorMapper.class);

  private final ErrorResponses responses;

  ErrorMapper(ErrorResponses responses) {
    this.responses = responses;
  }

  @ExceptionHandler(PlatformException.class)
  ResponseEntity<ErrorResponse> platform(PlatformException e, HttpServletRequest request) {
    if (e.kind().status() >= 500) {
      log.error("Request failed: {}", e.getMessage(), e);
    }
    return answer(request, e.problems(), e.kind().status(), null);
  }

  @ExceptionHandler(HttpMessageNotReadableException.class)
  ResponseEntity<ErrorResponse> unreadable(
      HttpMessageNotReadableException e, HttpServletRequest request) {
    JacksonException jackson = findCause(e, JacksonException.class);
    Problem problem;
    if (jackson != null && !jackson.getPath().isEmpty()) {
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
    return answer(request, List.of(problem), 400, null);
  }

  @ExceptionHandler(MethodArgumentNotValidException.class)
  ResponseEntity<ErrorResponse> invalid(MethodArgumentNotValidException e, HttpServletRequest r) {
    List<Problem> problems =
        e.getBindingResult().getFieldErrors().stream().map(ErrorMapper::fieldProblem).toList();
    return answer(
        r,
        problems.isEmpty() ? List.of(Problem.of(SystemErrors.SYSTEM_MALFORMED_BODY)) : problems,
        400,
        null);
  }

  @ExceptionHandler(HandlerMethodValidationException.class)
  ResponseEntity<ErrorResponse> invalidArguments(
      HandlerMethodValidationException e, HttpServletRequest request) {
    List<Problem> problems =
        e.getParameterValidationResults().stream()
            .map(
                result ->
                    Problem.at(
                        result.getMethodParameter().getParameterName(),
                        SystemErrors.SYSTEM_INVALID_PARAMETER,
                        result.getMethodParameter().getParameterName()))
            .toList();
    return answer(request, problems, 400, null);
  }

  @ExceptionHandler(MissingServletRequestParameterException.class)
  ResponseEntity<ErrorResponse> missingParameter(
      MissingServletRequestParameterException e, HttpServletRequest request) {
    return answer(
        request,
        List.of(
            Problem.at(
                e.getParameterName(), SystemErrors.SYSTEM_MISSING_PARAMETER, e.getParameterName())),
        400,
        null);
  }

  @ExceptionHandler(MethodArgumentTypeMismatchException.class)
  ResponseEntity<ErrorResponse> typeMismatch(
      MethodArgumentTypeMismatchException e, HttpServletRequest request) {
    return answer(
        request,
        List.of(Problem.at(e.getName(), SystemErrors.SYSTEM_INVALID_PARAMETER, e.getName())),
        400,
        null);
  }

  @ExceptionHandler(HttpRequestMethodNotSupportedException.class)
  ResponseEntity<ErrorResponse> method(
      HttpRequestMethodNotSupportedException e, HttpServletRequest request) {
    HttpHeaders headers = new HttpHeaders();
    if (e.getSupportedHttpMethods() != null) {
      headers.setAllow(e.getSupportedHttpMethods());
    }
    String allowed =
        e.getSupportedMethods() == null ? "" : String.join(", ", e.getSupportedMethods());
    return answer(
        request,
        List.of(Problem.of(SystemErrors.SYSTEM_METHOD_NOT_ALLOWED, e.getMethod(), allowed)),
        405,
        headers);
  }

  @ExceptionHandler(HttpMediaTypeNotSupportedException.class)
  ResponseEntity<ErrorResponse> mediaType(
      HttpMediaTypeNotSupportedException e, HttpServletRequest request) {
    String given = e.getContentType() == null ? "none" : e.getContentType().toString();
    return answer(
        request, List.of(Problem.of(SystemErrors.SYSTEM_UNSUPPORTED_MEDIA_TYPE, given)), 415, null);
  }

  @ExceptionHandler(HttpMediaTypeNotAcceptableException.class)
  ResponseEntity<ErrorResponse> notAcceptable(
      HttpMediaTypeNotAcceptableException e, HttpServletRequest request) {
    return answer(request, List.of(Problem.of(SystemErrors.SYSTEM_NOT_ACCEPTABLE)), 406, null);
  }

  @ExceptionHandler({NoResourceFoundException.class, NoHandlerFoundException.class})
  ResponseEntity<ErrorResponse> noRoute(Exception e, HttpServletRequest request) {
    return answer(
        request,
        List.of(
            Problem.of(
                SystemErrors.SYSTEM_ROUTE_NOT_FOUND, request.getMethod(), request.getRequestURI())),
        404,
        null);
  }

  @ExceptionHandler(OptimisticLockingFailureException.class)
  ResponseEntity<ErrorResponse> concurrent(Exception e, HttpServletRequest request) {
    return answer(request, List.of(Problem.of(SystemErrors.SYSTEM_CONCURRENT_CHANGE)), 409, null);
  }

  @ExceptionHandler(AuthenticationException.class)
  ResponseEntity<ErrorResponse> unauthenticated(Exception e, HttpServletRequest request) {
    return answer(request, List.of(Problem.of(SystemErrors.SYSTEM_UNAUTHORIZED)), 401, null);
  }

  @ExceptionHandler(AccessDeniedException.class)
  ResponseEntity<ErrorResponse> denied(Exception e, HttpServletRequest request) {
    return answer(request, List.of(Problem.of(SystemErrors.SYSTEM_FORBIDDEN)), 403, null);
  }

  @ExceptionHandler(ErrorResponseException.class)
  ResponseEntity<ErrorResponse> framework(ErrorResponseException e, HttpServletRequest request) {
    return status(request, e.getStatusCode(), e);
  }

  @ExceptionHandler(Exception.class)
  ResponseEntity<ErrorResponse> bug(Exception e, HttpServletRequest request) {
    log.error("Unexpected failure of {} {}", request.getMethod(), request.getRequestURI(), e);
    return answer(
        request,
        List.of(
            Problem.of(
                SystemErrors.SYSTEM_INTERNAL_ERROR,
                String.valueOf(org.platform.mdm.system.RequestIds.of(request)))),
        500,
        null);
  }

  /** Answers a bare status with the system code of its family (used by the /error controller). */
  ResponseEntity<ErrorResponse> status(
      HttpServletRequest request, HttpStatusCode status, Throwable cause) {
    SystemErrors code =
        switch (status.value()) {
          case 400 -> SystemErrors.SYSTEM_MALFORMED_BODY;
          case 401 -> SystemErrors.SYSTEM_UNAUTHORIZED;
          case 403 -> SystemErrors.SYSTEM_FORBIDDEN;
          case 404 -> SystemErrors.SYSTEM_ROUTE_NOT_FOUND;
          case 405 -> SystemErrors.SYSTEM_METHOD_NOT_ALLOWED;
          case 406 -> SystemErrors.SYSTEM_NOT_ACCEPTABLE;
          case 415 -> SystemErrors.SYSTEM_UNSUPPORTED_MEDIA_TYPE;
          default -> SystemErrors.SYSTEM_INTERNAL_ERROR;
        };
    int answered = code == SystemErrors.SYSTEM_INTERNAL_ERROR ? 500 : status.value();
    if (answered == 500) {
      log.error("Unexpected failure of {} {}", request.getMethod(), request.getRequestURI(), cause);
    }
    Problem problem =
        switch (code) {
          case SYSTEM_ROUTE_NOT_FOUND ->
              Problem.of(code, request.getMethod(), request.getRequestURI());
          case SYSTEM_METHOD_NOT_ALLOWED -> Problem.of(code, request.getMethod(), "");
          case SYSTEM_UNSUPPORTED_MEDIA_TYPE ->
              Problem.of(code, String.valueOf(request.getContentType()));
          case SYSTEM_INTERNAL_ERROR ->
              Problem.of(code, String.valueOf(org.platform.mdm.system.RequestIds.of(request)));
          default -> Problem.of(code);
        };
    return answer(request, List.of(problem), answered, null);
  }

  private ResponseEntity<ErrorResponse> answer(
      HttpServletRequest request, List<Problem> problems, int status, HttpHeaders headers) {
    HttpHeaders all = headers == null ? new HttpHeaders() : headers;
    all.setContentType(MediaType.APPLICATION_JSON);
    return ResponseEntity.status(status).headers(all).body(responses.body(request, problems));
  }

  private static Problem fieldProblem(FieldError error) {
    return Problem.at(error.getField(), SystemErrors.SYSTEM_INVALID_FIELD, error.getField());
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

  private static <T extends Throwable> T findCause(Throwable e, Class<T> type) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (type.isInstance(t)) {
        return type.cast(t);
      }
    }
    return null;
  }
}
