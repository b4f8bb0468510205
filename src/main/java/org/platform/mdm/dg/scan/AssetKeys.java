package org.platform.mdm.dg.scan;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The external ids a crawler instance's assets are written under: {@code <crawlerInstance>/} and
 * the path's names percent-escaped (every byte but letters, digits and {@code -._~}), joined by
 * {@code /}. The same object gets the same key in every scan; no two paths share one.
 */
final class AssetKeys {

  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  private AssetKeys() {}

  static String of(String crawlerInstance, List<String> path) {
    StringBuilder key = new StringBuilder(prefix(crawlerInstance));
    for (int i = 0; i < path.size(); i++) {
      if (i > 0) {
        key.append('/');
      }
      escape(path.get(i), key);
    }
    return key.toString();
  }

  /** What every key of the crawler instance starts with. */
  static String prefix(String crawlerInstance) {
    return crawlerInstance + "/";
  }

  private static void escape(String name, StringBuilder to) {
    for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
      char c = (char) (b & 0xff);
      if ((c >= 'a' && c <= 'z')
          || (c >= 'A' && c <= 'Z')
          || (c >= '0' && c <= '9')
          || c == '-'
          || c == '.'
          || c == '_'
          || c == '~') {
        to.append(c);
      } else {
        to.append('%').append(HEX[(b >> 4) & 0xf]).append(HEX[b & 0xf]);
      }
    }
  }
}
