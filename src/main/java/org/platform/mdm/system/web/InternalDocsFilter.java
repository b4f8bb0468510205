package org.platform.mdm.system.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.platform.mdm.system.ErrorResponses;
import org.platform.mdm.system.Problem;
import org.platform.mdm.system.SystemErrors;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Keeps springdoc's own addresses ({@code /v3/api-docs…}, {@code /swagger-ui.html}, the generic
 * {@code /swagger-ui/index.html}) out of reach of clients: each module's document is served at
 * {@code <module root>/openapi.json}, which forwards to springdoc internally (a forward does not
 * pass this filter, which sees requests only as they arrive). What is left of Swagger UI is its
 * static files, which the module pages load.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 20)
class InternalDocsFilter extends OncePerRequestFilter {

  private final ErrorResponses errors;

  InternalDocsFilter(ErrorResponses errors) {
    this.errors = errors;
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    String path = request.getRequestURI().substring(request.getContextPath().length());
    if (internal(path)) {
      errors.write(
          request,
          response,
          Problem.of(SystemErrors.SYSTEM_ROUTE_NOT_FOUND, request.getMethod(), path));
      return;
    }
    chain.doFilter(request, response);
  }

  static boolean internal(String path) {
    return path.equals("/v3/api-docs")
        || path.startsWith("/v3/api-docs/")
        || path.startsWith("/v3/api-docs.")
        || path.equals("/swagger-ui.html")
        || path.equals("/swagger-ui/index.html")
        || path.equals("/swagger-ui/")
        || path.equals("/swagger-ui/swagger-initializer.js");
  }
}
