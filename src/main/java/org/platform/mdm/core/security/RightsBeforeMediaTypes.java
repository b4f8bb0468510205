package org.platform.mdm.core.security;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.system.PlatformException;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

/**
 * The request mappings, asking for the rights before they refuse a content type. An endpoint that
 * declares what it consumes ({@code consumes = multipart/form-data}) is not chosen for a request of
 * another type, so the rights interceptor never sees it and the mapping's 415 would tell a user
 * without the right about an endpoint it may not use. Here, when the content type is all that keeps
 * the request from an endpoint, the rights of each endpoint that the path, the method, the
 * parameters and the headers name are checked first: a user refused by every one of them gets the
 * refusal (403 naming the user), any other user the 415.
 */
final class RightsBeforeMediaTypes extends RequestMappingHandlerMapping {

  private final RightsInterceptor rights;

  RightsBeforeMediaTypes(RightsInterceptor rights) {
    this.rights = rights;
  }

  @Override
  protected HandlerMethod handleNoMatch(
      Set<RequestMappingInfo> infos, String lookupPath, HttpServletRequest request)
      throws ServletException {
    try {
      return super.handleNoMatch(infos, lookupPath, request);
    } catch (HttpMediaTypeNotSupportedException e) {
      refuseWithoutRights(request);
      throw e;
    }
  }

  /** Throws the first refusal when the user may use none of the endpoints but for the type. */
  private void refuseWithoutRights(HttpServletRequest request) {
    PlatformException refusal = null;
    for (Map.Entry<RequestMappingInfo, HandlerMethod> e : getHandlerMethods().entrySet()) {
      if (!matchesButForContentType(e.getKey(), request)) {
        continue;
      }
      try {
        rights.check(e.getValue());
        return;
      } catch (PlatformException refused) {
        refusal = refusal == null ? refused : refusal;
      }
    }
    if (refusal != null) {
      throw refusal;
    }
  }

  private static boolean matchesButForContentType(
      RequestMappingInfo info, HttpServletRequest request) {
    return info.getMethodsCondition().getMatchingCondition(request) != null
        && info.getParamsCondition().getMatchingCondition(request) != null
        && info.getHeadersCondition().getMatchingCondition(request) != null
        && info.getActivePatternsCondition().getMatchingCondition(request) != null;
  }
}
