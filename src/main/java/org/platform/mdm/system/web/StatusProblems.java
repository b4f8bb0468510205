package org.platform.mdm.system.web;

import jakarta.servlet.http.HttpServletRequest;
import org.platform.mdm.system.ErrorResponses;
import org.platform.mdm.system.Problem;
import org.platform.mdm.system.QueryStrings;
import org.platform.mdm.system.RequestIds;
import org.platform.mdm.system.SystemErrors;

/** The problem a bare status stands for, when the servlet container or a filter chose it. */
final class StatusProblems {

  private StatusProblems() {}

  /**
   * The problem to report for a bare status that the servlet container or a filter chose: the
   * system code of its family; 4xx statuses without a family of their own (408, 411, 414, 431 …)
   * are a request the server could not read, anything else an internal error.
   *
   * @param containerMessage the container's reason, when it gave one ("Invalid URI …")
   * @param maxBody the largest request body, in bytes
   */
  static Problem of(HttpServletRequest request, int status, String containerMessage, long maxBody) {
    String path = ErrorResponses.requestPath(request);
    return switch (status) {
      case 400 ->
          (containerMessage != null && containerMessage.startsWith("Invalid URI"))
                  || !QueryStrings.decodesStrictly(path, true)
              ? Problem.of(SystemErrors.SYSTEM_INVALID_PATH)
              : Problem.of(SystemErrors.SYSTEM_BAD_REQUEST);
      case 401 -> Problem.of(SystemErrors.SYSTEM_UNAUTHORIZED);
      case 403 -> Problem.of(SystemErrors.SYSTEM_FORBIDDEN);
      case 404 -> Problem.of(SystemErrors.SYSTEM_ROUTE_NOT_FOUND, request.getMethod(), path);
      case 405 -> Problem.of(SystemErrors.SYSTEM_METHOD_NOT_ALLOWED, request.getMethod(), "");
      case 406 -> Problem.of(SystemErrors.SYSTEM_NOT_ACCEPTABLE);
      case 413 -> RequestBodyLimitFilter.tooLarge(maxBody);
      case 415 ->
          Problem.of(
              SystemErrors.SYSTEM_UNSUPPORTED_MEDIA_TYPE, String.valueOf(request.getContentType()));
      default ->
          status >= 400 && status < 500
              ? Problem.of(SystemErrors.SYSTEM_BAD_REQUEST)
              : Problem.of(
                  SystemErrors.SYSTEM_INTERNAL_ERROR, String.valueOf(RequestIds.of(request)));
    };
  }
}
