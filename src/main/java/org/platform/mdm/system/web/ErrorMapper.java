package org.platform.mdm.system.web;

import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import org.apache.tomcat.util.http.InvalidParameterException;
import org.platform.mdm.system.ErrorResponse;
import org.platform.mdm.system.ErrorResponses;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.platform.mdm.system.RequestIds;
import org.platform.mdm.system.Settings;
import org.platform.mdm.system.SqlDataErrors;
import org.platform.mdm.system.SystemErrors;
import org.platform.mdm.system.SystemSettings;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.env.Environment;
import org.springframework.dao.ConcurrencyFailureException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.InvalidMediaTypeException;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.security.access.AccessDeniedException;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.web.firewall.RequestRejectedException;
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
import org.springframework.web.multipart.MaxUploadSizeExceededException;
import org.springframework.web.multipart.MultipartException;
import org.springframework.web.multipart.support.MissingServletRequestPartException;
import org.springframework.web.servlet.NoHandlerFoundException;
import org.springframework.web.servlet.resource.NoResourceFoundException;

/**
 * The one place where exceptions become HTTP answers. Module errors arrive as {@link
 * PlatformException}s carrying stable codes; the framework's own refusals are mapped to system
 * codes; anything else is a bug: logged with the request id, answered 500 without internals.
 */
@RestControllerAdvice
class ErrorMapper {

  private static final Logger log = LoggerFactory.getLogger(ErrorMapper.class);

  private final ErrorResponses responses;
  private final long maxBody;

  ErrorMapper(ErrorResponses responses, Environment environment) {
    this.responses = responses;
    this.maxBody = Settings.configuredValue(environment, SystemSettings.MAX_REQUEST_BODY).toBytes();
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
    RequestBodyLimitFilter.BodyTooLargeException tooLarge =
        BodyProblems.cause(e, RequestBodyLimitFilter.BodyTooLargeException.class);
    if (tooLarge != null) {
      return answer(request, List.of(RequestBodyLimitFilter.tooLarge(tooLarge.limit())), 413, null);
    }
    return answer(request, BodyProblems.of(e), 400, null);
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

  @ExceptionHandler(MissingServletRequestPartException.class)
  ResponseEntity<ErrorResponse> missingPart(
      MissingServletRequestPartException e, HttpServletRequest request) {
    return answer(
        request,
        List.of(
            Problem.at(
                e.getRequestPartName(),
                SystemErrors.SYSTEM_MISSING_PARAMETER,
                e.getRequestPartName())),
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
    String header = request.getContentType();
    if (e.getContentType() == null && header != null && !header.isBlank() && !parses(header)) {
      return answer(
          request,
          List.of(Problem.of(SystemErrors.SYSTEM_INVALID_CONTENT_TYPE, header)),
          400,
          null);
    }
    String given = e.getContentType() == null ? "none" : e.getContentType().toString();
    return answer(
        request, List.of(Problem.of(SystemErrors.SYSTEM_UNSUPPORTED_MEDIA_TYPE, given)), 415, null);
  }

  /**
   * A multipart body the container cannot parse (no boundary, cut short, not form-data). The body
   * is parsed after the rights check, before any endpoint runs (see ServletContainerConfiguration),
   * so this also covers multipart sent to JSON endpoints.
   */
  @ExceptionHandler(MultipartException.class)
  ResponseEntity<ErrorResponse> multipart(MultipartException e, HttpServletRequest request) {
    if (e instanceof MaxUploadSizeExceededException) {
      return answer(request, List.of(RequestBodyLimitFilter.tooLarge(maxBody)), 413, null);
    }
    return answer(request, List.of(Problem.of(SystemErrors.SYSTEM_MALFORMED_MULTIPART)), 400, null);
  }

  /** The firewall refusing a header or parameter that MVC code read (the path is checked first). */
  @ExceptionHandler(RequestRejectedException.class)
  ResponseEntity<ErrorResponse> rejected(RequestRejectedException e, HttpServletRequest request) {
    return answer(request, List.of(Problem.of(SystemErrors.SYSTEM_BAD_REQUEST)), 400, null);
  }

  /**
   * The container refusing parameters a controller's argument read (see {@link ParameterFailures}).
   */
  @ExceptionHandler(InvalidParameterException.class)
  ResponseEntity<ErrorResponse> undecodedParameter(
      InvalidParameterException e, HttpServletRequest request) {
    return answer(request, List.of(ParameterFailures.problem(e)), 400, null);
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

  /**
   * An optimistic lock that failed, or a deadlock or lock timeout PostgreSQL ended by aborting this
   * transaction: nothing was written, and the request may be sent again.
   */
  @ExceptionHandler(ConcurrencyFailureException.class)
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
    InvalidParameterException parameters = ParameterFailures.find(e);
    if (parameters != null) { // wrapped by whatever asked for the parameter
      return undecodedParameter(parameters, request);
    }
    java.util.Optional<PlatformException> badValue = SqlDataErrors.asBadInput(e);
    if (badValue.isPresent()) {
      log.info("Refused a value the database does not store: {}", rootMessage(e));
      return answer(request, badValue.get().problems(), 400, null);
    }
    if (e instanceof org.springframework.web.ErrorResponse framework
        && framework.getStatusCode().is4xxClientError()) {
      // A refusal of the framework's that no handler above names: its status, our envelope.
      return status(request, framework.getStatusCode(), e);
    }
    if (org.springframework.web.util.DisconnectedClientHelper.isClientDisconnectedException(e)) {
      // The client left (a page closed mid-download): nobody reads an answer, and it is no bug.
      log.debug("The client left during {} {}", request.getMethod(), request.getRequestURI());
      return null;
    }
    log.error("Unexpected failure of {} {}", request.getMethod(), request.getRequestURI(), e);
    return answer(
        request,
        List.of(
            Problem.of(SystemErrors.SYSTEM_INTERNAL_ERROR, String.valueOf(RequestIds.of(request)))),
        500,
        null);
  }

  /** Answers a bare status with the system code of its family (used by the /error controller). */
  ResponseEntity<ErrorResponse> status(
      HttpServletRequest request, HttpStatusCode status, Throwable cause) {
    Problem problem = problemFor(request, status.value(), null);
    int answered = status.is4xxClientError() ? status.value() : 500;
    if (answered == 500) {
      log.error(
          "Unexpected failure of {} {}",
          request.getMethod(),
          ErrorResponses.requestPath(request),
          cause);
    }
    return answer(request, List.of(problem), answered, null);
  }

  /**
   * The problem to report for a bare status that the servlet container or a filter chose: the
   * system code of its family; 4xx statuses without a family of their own (408, 411, 414, 431 …)
   * are a request the server could not read, anything else an internal error.
   *
   * @param containerMessage the container's reason, when it gave one ("Invalid URI …")
   */
  Problem problemFor(HttpServletRequest request, int status, String containerMessage) {
    return StatusProblems.of(request, status, containerMessage, maxBody);
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

  private static boolean parses(String contentType) {
    try {
      MediaType.parseMediaType(contentType);
      return true;
    } catch (InvalidMediaTypeException e) {
      return false;
    }
  }

  private static String rootMessage(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    return root.getMessage();
  }
}
