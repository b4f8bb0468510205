package org.platform.mdm.system.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.apache.tomcat.util.http.InvalidParameterException;
import org.platform.mdm.system.ErrorResponses;
import org.platform.mdm.system.Problem;
import org.platform.mdm.system.QueryStrings;
import org.platform.mdm.system.SystemErrors;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Refuses, before anything reads it, a query parameter whose name or value holds a NUL character
 * (U+0000, sent as {@code %00}) or does not decode (a broken escape, bytes that are not UTF-8): 400
 * naming the parameter. A NUL in the path is refused by the container already (a path that does not
 * decode), and in a JSON body by {@link BodyCheckAdvice}. A posted form body is decoded here too
 * (the container decodes it once, for whoever asks first), so one that does not decode is refused
 * before any filter or controller reads it; the container's refusal wherever else it is thrown in a
 * later filter is answered with the same 400 (the controllers' own reads reach {@link
 * ErrorMapper}).
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 10)
class RequestTextFilter extends OncePerRequestFilter {

  private final ErrorResponses errors;

  RequestTextFilter(ErrorResponses errors) {
    this.errors = errors;
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    String query = request.getQueryString();
    if (query != null && (query.indexOf('%') >= 0 || query.indexOf('\0') >= 0)) {
      List<QueryStrings.RawParameter> parameters = QueryStrings.split(query);
      String withNul = parameterWithNul(parameters);
      if (withNul != null) {
        errors.write(
            request, response, Problem.at(withNul, SystemErrors.SYSTEM_NUL_CHARACTER, withNul));
        return;
      }
      String undecodable = QueryStrings.undecodable(parameters);
      if (undecodable != null) {
        errors.write(
            request,
            response,
            Problem.at(undecodable, SystemErrors.SYSTEM_PARAMETER_NOT_DECODED, undecodable));
        return;
      }
    }
    try {
      if ("POST".equals(request.getMethod()) && isForm(request.getContentType())) {
        request.getParameterMap(); // the container decodes the form once, here, before any reader
      }
      chain.doFilter(request, response);
    } catch (IOException | ServletException | RuntimeException e) {
      InvalidParameterException refused = ParameterFailures.find(e);
      if (refused == null || response.isCommitted()) {
        throw e;
      }
      response.resetBuffer();
      errors.write(request, response, ParameterFailures.problem(refused));
    }
  }

  /** The name of the first query parameter whose name or value decodes to text with U+0000. */
  private static String parameterWithNul(List<QueryStrings.RawParameter> raw) {
    for (Map.Entry<String, List<String>> parameter : QueryStrings.decode(raw, true).entrySet()) {
      if (parameter.getKey().indexOf('\0') >= 0
          || parameter.getValue().stream().anyMatch(value -> value.indexOf('\0') >= 0)) {
        return parameter.getKey().replace('\0', '?');
      }
    }
    return null;
  }

  private static boolean isForm(String contentType) {
    return contentType != null
        && contentType
            .toLowerCase(java.util.Locale.ROOT)
            .startsWith(MediaType.APPLICATION_FORM_URLENCODED_VALUE);
  }
}
