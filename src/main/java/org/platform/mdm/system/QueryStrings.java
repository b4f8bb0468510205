package org.platform.mdm.system;

import java.io.ByteArrayOutputStream;
import java.net.URLDecoder;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
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
    return decode(split(query), lenient);
  }

  /**
   * The parameters {@link #split} from a query string, names and values decoded as UTF-8, in order.
   *
   * @param lenient keep a name or value whose escape is broken as it is; otherwise such a pair
   *     throws {@link IllegalArgumentException}
   */
  public static MultiValueMap<String, String> decode(List<RawParameter> raw, boolean lenient) {
    MultiValueMap<String, String> parameters = new LinkedMultiValueMap<>();
    for (RawParameter parameter : raw) {
      parameters.add(decoded(parameter.name(), lenient), decoded(parameter.value(), lenient));
    }
    return parameters;
  }

  /**
   * The name=value pairs of {@code query} as sent, not decoded, in order; empty pairs ({@code
   * a&&b}) left out, a pair without {@code =} has the empty value.
   */
  public static List<RawParameter> split(String query) {
    List<RawParameter> parameters = new ArrayList<>();
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
      parameters.add(new RawParameter(name, value));
    }
    return parameters;
  }

  /** One name=value pair of a query string as sent, before decoding. */
  public record RawParameter(String name, String value) {}

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

  /**
   * The name, as sent, of the first of the {@link #split} parameters whose name or value does not
   * decode strictly: an escape that is not {@code %} and two hex digits, or escaped bytes that are
   * not UTF-8 ({@link URLDecoder} would put U+FFFD in their place, the servlet container refuses
   * them when asked for a parameter). Null when every parameter decodes.
   */
  public static String undecodable(List<RawParameter> parameters) {
    for (RawParameter parameter : parameters) {
      if (!decodesStrictly(parameter.name(), false) || !decodesStrictly(parameter.value(), false)) {
        return parameter.name();
      }
    }
    return null;
  }

  /**
   * Whether a percent-escaped text decodes: every {@code %} starts two hex digits and the bytes are
   * UTF-8. With {@code charsAreBytes} a character below 256 stands for one byte, as a container
   * shows the raw bytes of a request line; otherwise characters are read as UTF-8.
   */
  public static boolean decodesStrictly(String text, boolean charsAreBytes) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '%') {
        if (i + 2 >= text.length()
            || Character.digit(text.charAt(i + 1), 16) < 0
            || Character.digit(text.charAt(i + 2), 16) < 0) {
          return false;
        }
        bytes.write(Integer.parseInt(text.substring(i + 1, i + 3), 16));
        i += 2;
      } else if (charsAreBytes && c < 256) {
        bytes.write(c);
      } else {
        bytes.writeBytes(String.valueOf(c).getBytes(StandardCharsets.UTF_8));
      }
    }
    try {
      StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes.toByteArray()));
      return true;
    } catch (CharacterCodingException e) {
      return false;
    }
  }
}
