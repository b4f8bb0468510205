package org.platform.mdm.ui;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The UI's pages may run only the server's own scripts and talk only to the server: a Content
 * Security Policy on everything under {@code /ui}. Styles may be inline (the component library
 * writes its styles at run time); images may be data and blob URLs (previews of uploaded files).
 */
@Component
class UiSecurityHeaders extends OncePerRequestFilter {

  static final String POLICY =
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline';"
          + " img-src 'self' data: blob:; connect-src 'self'; frame-src 'self' blob:;"
          + " object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

  @Override
  protected boolean shouldNotFilter(HttpServletRequest request) {
    return !request.getRequestURI().startsWith(UiConfiguration.ROOT);
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    response.setHeader("Content-Security-Policy", POLICY);
    chain.doFilter(request, response);
  }
}
