package org.platform.mdm.core.security;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import org.platform.mdm.system.PublicEndpoint;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.core.annotation.AnnotatedElementUtils;
import org.springframework.security.web.util.matcher.RequestMatcher;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.HandlerExecutionChain;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;
import org.springframework.web.util.ServletRequestPathUtils;

/**
 * Matches requests whose handler is declared {@link PublicEndpoint}: the annotation on the endpoint
 * is the one place that opens it, not a list of paths kept elsewhere.
 */
class PublicEndpointMatcher implements RequestMatcher {

  private final ObjectProvider<RequestMappingHandlerMapping> mappings;

  PublicEndpointMatcher(ObjectProvider<RequestMappingHandlerMapping> mappings) {
    this.mappings = mappings;
  }

  @Override
  public boolean matches(HttpServletRequest request) {
    boolean parsedHere = !ServletRequestPathUtils.hasParsedRequestPath(request);
    if (parsedHere) {
      ServletRequestPathUtils.parseAndCache(request);
    }
    try {
      return isPublic(mappings.getObject().getHandler(request));
    } catch (HttpRequestMethodNotSupportedException wrongMethod) {
      // A public endpoint called with a wrong method answers 405 like any other: the path is
      // public when its endpoint for a method it supports is.
      return wrongMethod.getSupportedMethods() != null
          && java.util.Arrays.stream(wrongMethod.getSupportedMethods())
              .anyMatch(method -> publicWith(request, method));
    } catch (Exception e) {
      return false; // no handler, bad media type: not a public endpoint
    } finally {
      if (parsedHere) {
        ServletRequestPathUtils.clearParsedRequestPath(request);
      }
    }
  }

  private boolean publicWith(HttpServletRequest request, String method) {
    HttpServletRequest asMethod =
        new HttpServletRequestWrapper(request) {
          @Override
          public String getMethod() {
            return method;
          }
        };
    try {
      return isPublic(mappings.getObject().getHandler(asMethod));
    } catch (Exception e) {
      return false;
    }
  }

  private static boolean isPublic(HandlerExecutionChain chain) {
    return chain != null
        && chain.getHandler() instanceof HandlerMethod method
        && (AnnotatedElementUtils.hasAnnotation(method.getMethod(), PublicEndpoint.class)
            || AnnotatedElementUtils.hasAnnotation(method.getBeanType(), PublicEndpoint.class));
  }
}
