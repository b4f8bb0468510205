package org.platform.mdm.system.web;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.tomcat.util.http.InvalidParameterException;
import org.platform.mdm.system.Problem;
import org.platform.mdm.system.SystemErrors;

/**
 * The servlet container's refusal to read a request's parameters (query string or form body): a
 * name or value whose escapes are broken or not UTF-8, or too many parameters. The container throws
 * it from whichever code first asks for a parameter (a security filter, a controller's argument),
 * so both {@link RequestTextFilter} and {@link ErrorMapper} turn it into this 400.
 */
final class ParameterFailures {

  private static final Pattern NAMED = Pattern.compile("Parameter \\[(.{0,100}?)] with value");

  private ParameterFailures() {}

  /** The failure among {@code e} and its causes, or null when the container refused nothing. */
  static InvalidParameterException find(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof InvalidParameterException refused) {
        return refused;
      }
    }
    return null;
  }

  /**
   * The problem to answer: the parameter that does not decode when the container named it (its name
   * may hold U+FFFD where its bytes were not UTF-8), otherwise the parameters as a whole.
   */
  static Problem problem(InvalidParameterException e) {
    Matcher named = e.getMessage() == null ? null : NAMED.matcher(e.getMessage());
    if (named != null && named.find()) {
      String name = named.group(1);
      return Problem.at(name, SystemErrors.SYSTEM_PARAMETER_NOT_DECODED, name);
    }
    return Problem.of(SystemErrors.SYSTEM_UNREADABLE_PARAMETERS);
  }
}
