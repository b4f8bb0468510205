package org.platform.mdm.system;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.UUID;

/** Where the request id of the current request is kept; the filter sets it first thing. */
public final class RequestIds {

  public static final String HEADER = "X-Request-Id";
  public static final String ATTRIBUTE = RequestIds.class.getName();
  public static final String MDC_KEY = "requestId";

  private RequestIds() {}

  public static String of(HttpServletRequest request) {
    Object id = request.getAttribute(ATTRIBUTE);
    return id == null ? null : id.toString();
  }

  /**
   * The request's id, given a new one when the request never passed the filter (the servlet
   * container refused it first), and answered in the response header.
   */
  public static String assign(HttpServletRequest request, HttpServletResponse response) {
    String id = of(request);
    if (id == null) {
      id = UUID.randomUUID().toString();
      request.setAttribute(ATTRIBUTE, id);
    }
    if (!response.isCommitted()) {
      response.setHeader(HEADER, id);
    }
    return id;
  }
}
