package org.platform.mdm.system;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;

/**
 * Reads a raw query string without the servlet request: asking the request for a parameter makes
 * the container read a form or multipart body, which some endpoints stream themselves.
 */
public final class QueryStrings {

  private QueryStrings() {}

  /**
   * The parameters of a request's query string, decoded as UTF-8; a broken escape answers 400
   * ({@link SystemErrors#SYSTEM_BAD_REQUEST}).
   */
  public static MultiValueMap<String, String> ofRequest(String query) {
    try {
      return decode(query, false);
    } catch (IllegalArgumentException e) {
      throw new PlatformException(SystemErrors.SYSTEM_BAD_REQUEST);
    }
  }

  /**
   * The parameters of {@code query}, names and values decoded as UTF-8, in order.
   *
   * @param lenient keep a name or value whose escape is broken as it is; otherwise such a pair
   *     throws {@link IllegalArgumentException}
   */
  public static MultiValueMap<String, String> decode(String query, boolean lenient) {
    MultiValueMap<String, String> parameters = new LinkedMultiValueMap<>();
    if (query == null || query.isEmpty()) {
      return parameters;
    }
    for (String pair : query.split("&")) {
      if (pair.isEmpty()) {
        continue;
      }
      int equals = pair.indexOf('=');
      String name = equals < 0 ? pair : pair.substring(0, equals);
      String value = equals < 0 ? "" : pair.substring(equals + 1);
      parameters.add(decoded(name, lenient), decoded(value, lenient));
    }
    return parameters;
  }

  private static String decoded(String text, boolean lenient) {
    try {
      return URLDecoder.decode(text, StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      if (lenient) {
        return text;
      }
      throw e;
    }
  }
}
