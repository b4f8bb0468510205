package org.platform.mdm.system;

import jakarta.servlet.http.HttpServletRequest;

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
}
