package org.platform.mdm.system.web;

import jakarta.servlet.http.HttpServletRequest;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import org.platform.mdm.system.ErrorResponses;
import org.platform.mdm.system.Problem;
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
          (containerMessage != null && containerMessage.startsWith("Invalid URI")) || !decodes(path)
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

  /**
   * Whether a raw request path decodes: every {@code %} starts two hex digits and the bytes are
   * UTF-8. The container refuses bytes that are not UTF-8 without saying why; this tells it apart
   * from a request line or header that is too long.
   */
  static boolean decodes(String rawPath) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(rawPath.length());
    for (int i = 0; i < rawPath.length(); i++) {
      char c = rawPath.charAt(i);
      if (c == '%') {
        if (i + 2 >= rawPath.length()
            || Character.digit(rawPath.charAt(i + 1), 16) < 0
            || Character.digit(rawPath.charAt(i + 2), 16) < 0) {
          return false;
        }
        bytes.write(Integer.parseInt(rawPath.substring(i + 1, i + 3), 16));
        i += 2;
      } else if (c < 256) {
        bytes.write(c); // the container shows the raw bytes of the request line one per char
      } else {
        bytes.writeBytes(String.valueOf(c).getBytes(StandardCharsets.UTF_8));
      }
    }
    try {
      StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes.toByteArray()));
      return true;
    } catch (CharacterCodingException e) {
      return false;
    }
  }
}
