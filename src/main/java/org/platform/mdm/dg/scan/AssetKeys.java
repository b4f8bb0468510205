package org.platform.mdm.dg.scan;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The external ids a crawler instance's assets are written under: {@code
 * <informationSystem>:<crawlerInstance>/} and the path's names percent-escaped (every byte but
 * letters, digits and {@code -._~}), joined by {@code /}. The same object gets the same key in
 * every scan of the instance; no two paths share one, and no two instances (of one information
 * system or of two on the same source system) do.
 *
 * <p>Keys written before the information system was part of them ({@code <crawlerInstance>/…}, no
 * {@code :}) stay what they were while the crawler instance's ledger holds them: a rescan then
 * finds each old asset under its old key instead of writing it anew and deleting the old one. The
 * two forms never meet: names hold no {@code :}, and an escaped path never does.
 */
final class AssetKeys {

  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  private final String prefix;
  private final String oldPrefix;
  private final Set<String> held;

  private AssetKeys(String informationSystem, String crawlerInstance, Set<String> heldOldKeys) {
    this.prefix = prefix(informationSystem, crawlerInstance);
    this.oldPrefix = crawlerInstance + "/";
    this.held = Set.copyOf(heldOldKeys);
  }

  /**
   * The keys of a crawler instance of an information system.
   *
   * @param heldOldKeys keys of the old form the instance's ledger holds (kept for their assets)
   */
  static AssetKeys of(String informationSystem, String crawlerInstance, Set<String> heldOldKeys) {
    return new AssetKeys(informationSystem, crawlerInstance, heldOldKeys);
  }

  /** What every key of the current form of the crawler instance starts with. */
  static String prefix(String informationSystem, String crawlerInstance) {
    return informationSystem + ":" + crawlerInstance + "/";
  }

  /** The key of the asset at this path. */
  String of(List<String> path) {
    String escaped = escaped(path);
    if (!held.isEmpty() && held.contains(oldPrefix + escaped)) {
      return oldPrefix + escaped;
    }
    return prefix + escaped;
  }

  private static String escaped(List<String> path) {
    StringBuilder key = new StringBuilder();
    for (int i = 0; i < path.size(); i++) {
      if (i > 0) {
        key.append('/');
      }
      escape(path.get(i), key);
    }
    return key.toString();
  }

  /** One name as a key writes it. */
  static String escaped(String name) {
    StringBuilder key = new StringBuilder();
    escape(name, key);
    return key.toString();
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

  /**
   * The path of a key of the crawler instance, names unescaped; empty when the key is of no form
   * the instance writes.
   */
  static List<String> path(String key, String informationSystem, String crawlerInstance) {
    String rest;
    if (key.startsWith(prefix(informationSystem, crawlerInstance))) {
      rest = key.substring(prefix(informationSystem, crawlerInstance).length());
    } else if (key.startsWith(crawlerInstance + "/")) {
      rest = key.substring(crawlerInstance.length() + 1);
    } else {
      return List.of();
    }
    List<String> path = new ArrayList<>();
    for (String name : rest.split("/", -1)) {
      path.add(unescaped(name));
    }
    return path;
  }

  private static String unescaped(String name) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(name.length());
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c == '%' && i + 2 < name.length()) {
        bytes.write(Integer.parseInt(name.substring(i + 1, i + 3), 16));
        i += 2;
      } else {
        bytes.write(c);
      }
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }
}
