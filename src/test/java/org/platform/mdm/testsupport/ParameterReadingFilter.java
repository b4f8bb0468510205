package org.platform.mdm.testsupport;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * A filter that exists only in the tests and asks for a request parameter before any controller
 * does, as a security filter reading a token or a sign-in form would: on its own path it answers
 * the parameter {@code x} itself.
 */
@Component
public class ParameterReadingFilter extends OncePerRequestFilter {

  public static final String PATH = "/api/v2/test/filter-reads-parameters";

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    if (!PATH.equals(request.getRequestURI())) {
      chain.doFilter(request, response);
      return;
    }
    String x = request.getParameter("x");
    response.setContentType("text/plain");
    response.setCharacterEncoding("UTF-8");
    response.getWriter().write("x=" + x);
  }
}
