package org.platform.mdm.core;

import jakarta.servlet.http.HttpServletRequest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.springframework.security.web.util.matcher.IpAddressMatcher;
import org.springframework.stereotype.Component;

/**
 * The address a request comes from, as logins count it and the audit trail writes it: the socket's
 * address, unless that is one of the trusted proxies ({@link CoreSettings#TRUSTED_PROXIES}); then
 * the forwarded chain ({@code Forwarded}, or else {@code X-Forwarded-For}) is read from its end,
 * and the first address that is not a trusted proxy is the client. A forwarded entry that is not an
 * address (obfuscated, {@code unknown}) stops the walk at the proxy that wrote it. A client that is
 * not behind a trusted proxy cannot name its address.
 */
@Component
public class ClientAddresses {

  private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}(/\\d{1,2})?");
  private static final Pattern IPV6 = Pattern.compile("[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*(/\\d{1,3})?");

  private final CoreSettings settings;

  ClientAddresses(CoreSettings settings) {
    this.settings = settings;
  }

  /** The client's address of the request. */
  public String of(HttpServletRequest request) {
    String socket = request.getRemoteAddr();
    List<IpAddressMatcher> proxies = matchers(settings.get(CoreSettings.TRUSTED_PROXIES));
    if (proxies.isEmpty() || !trusted(proxies, socket)) {
      return socket;
    }
    List<String> chain = forwarded(request);
    String client = socket;
    for (int i = chain.size() - 1; i >= 0; i--) {
      String hop = chain.get(i);
      if (!literal(hop)) {
        return client;
      }
      client = hop;
      if (!trusted(proxies, hop)) {
        return hop;
      }
    }
    return client;
  }

  /**
   * Checks a setting's value: addresses and CIDR ranges (IPv4 or IPv6), separated by commas; host
   * names are refused (they would be looked up on each request). Answers it as given.
   */
  static String check(String value) {
    matchers(value);
    return value;
  }

  private static List<IpAddressMatcher> matchers(String value) {
    if (value == null || value.isBlank()) {
      return List.of();
    }
    List<IpAddressMatcher> matchers = new ArrayList<>();
    for (String entry : value.split(",")) {
      String range = entry.trim();
      if (range.isEmpty()) {
        continue;
      }
      if (!IPV4.matcher(range).matches() && !IPV6.matcher(range).matches()) {
        throw new IllegalArgumentException(
            "'" + range + "' is not an IP address or CIDR range (host names are not accepted)");
      }
      matchers.add(new IpAddressMatcher(range));
    }
    return Collections.unmodifiableList(matchers);
  }

  private static boolean trusted(List<IpAddressMatcher> proxies, String address) {
    return literal(address) && proxies.stream().anyMatch(p -> p.matches(address));
  }

  private static boolean literal(String address) {
    return address != null
        && !address.contains("/")
        && (IPV4.matcher(address).matches() || IPV6.matcher(address).matches());
  }

  /** The forwarded addresses, the client's first: {@code Forwarded}'s {@code for=} when given. */
  private static List<String> forwarded(HttpServletRequest request) {
    List<String> chain = new ArrayList<>();
    List<String> standard = Collections.list(request.getHeaders("Forwarded"));
    if (!standard.isEmpty()) {
      for (String header : standard) {
        for (String element : header.split(",")) {
          String hop = null;
          for (String pair : element.split(";")) {
            String[] nameValue = pair.trim().split("=", 2);
            if (nameValue.length == 2
                && nameValue[0].trim().toLowerCase(Locale.ROOT).equals("for")) {
              hop = node(nameValue[1].trim());
            }
          }
          // An element without for= names no address: it stops the walk like an obfuscated one.
          chain.add(hop == null ? "unknown" : hop);
        }
      }
      return chain;
    }
    for (String header : Collections.list(request.getHeaders("X-Forwarded-For"))) {
      for (String hop : header.split(",")) {
        chain.add(node(hop.trim()));
      }
    }
    return chain;
  }

  /** An address without quotes, brackets or port: {@code "[2001:db8::1]:4711"} is 2001:db8::1. */
  private static String node(String value) {
    String v = value;
    if (v.length() >= 2 && v.startsWith("\"") && v.endsWith("\"")) {
      v = v.substring(1, v.length() - 1);
    }
    if (v.startsWith("[")) {
      int end = v.indexOf(']');
      return end < 0 ? v : v.substring(1, end);
    }
    int colon = v.indexOf(':');
    if (colon > 0 && v.indexOf(':', colon + 1) < 0) {
      return v.substring(0, colon);
    }
    return v;
  }
}
