package org.platform.mdm.dg.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.dg.DgErrors;
import org.platform.mdm.dg.crawl.Crawler;
import org.platform.mdm.dg.crawl.CrawlerParameter;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.PlatformKey;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * A connection's parameter values checked against its crawler type's {@link Crawler#parameters()}:
 * no unknown name, every required one given (or defaulted), INTEGER and BOOLEAN values in their
 * format, SECRET values sealed with the platform key and never shown.
 */
@Component
class ConnectionParameters {

  static final String SECRET = "SECRET";
  private static final String FIELD = "parameters";

  private final PlatformKey key;

  ConnectionParameters(PlatformKey key) {
    this.key = key;
  }

  /**
   * The values to store: given ones as text, secrets sealed; a secret not given keeps the {@code
   * stored} one (of a connection of the same type).
   */
  Map<String, String> toStore(
      Crawler crawler, Map<String, JsonNode> given, Map<String, String> stored) {
    Map<String, JsonNode> values = given == null ? Map.of() : given;
    List<Problem> problems = new ArrayList<>();
    Map<String, CrawlerParameter> declared = new LinkedHashMap<>();
    crawler.parameters().forEach(p -> declared.put(p.name(), p));
    for (String name : values.keySet()) {
      if (!declared.containsKey(name)) {
        problems.add(
            Problem.at(
                FIELD + "." + name,
                DgErrors.DG_PARAMETER_UNKNOWN,
                crawler.type(),
                Fields.shown(name)));
      }
    }
    Map<String, String> result = new LinkedHashMap<>();
    for (CrawlerParameter p : declared.values()) {
      String source = FIELD + "." + p.name();
      JsonNode value = values.get(p.name());
      String text = value == null || value.isNull() ? null : text(value, p, source, problems);
      if (text == null && SECRET.equals(p.type()) && stored.containsKey(p.name())) {
        result.put(p.name(), stored.get(p.name()));
      } else if (text != null) {
        result.put(p.name(), SECRET.equals(p.type()) ? key.seal(text) : text);
      } else if (p.required() && p.defaultValue() == null && (value == null || value.isNull())) {
        problems.add(Problem.at(source, DgErrors.DG_PARAMETER_REQUIRED, crawler.type(), p.name()));
      }
    }
    PlatformException.throwIfAny(problems);
    return result;
  }

  /** The values as a crawler takes them: secrets opened, defaults filled in. */
  Map<String, String> forCrawl(Crawler crawler, Map<String, String> stored) {
    Map<String, String> result = new LinkedHashMap<>();
    for (CrawlerParameter p : crawler.parameters()) {
      String value = stored.get(p.name());
      if (value == null) {
        value = p.defaultValue();
      } else if (SECRET.equals(p.type())) {
        value = opened(p.name(), value);
      }
      if (value != null) {
        result.put(p.name(), value);
      }
    }
    return result;
  }

  /**
   * A sealed secret opened; one the platform key can no longer open (the key changed) is a crawl
   * refused as the administrator must mend it: by typing the secret again.
   */
  private String opened(String name, String sealed) {
    try {
      return key.open(sealed);
    } catch (IllegalStateException e) {
      throw new PlatformException(DgErrors.DG_SECRET_UNREADABLE, name);
    }
  }

  /** The values as answered: a secret's value null. */
  static Map<String, String> shown(Crawler crawler, Map<String, String> stored) {
    Map<String, String> result = new LinkedHashMap<>(stored);
    if (crawler != null) {
      for (CrawlerParameter p : crawler.parameters()) {
        if (SECRET.equals(p.type()) && result.containsKey(p.name())) {
          result.put(p.name(), null);
        }
      }
    }
    // a value sealed under a type no longer known is hidden as well
    result.replaceAll((name, value) -> PlatformKey.sealed(value) ? null : value);
    return result;
  }

  /** The SECRET parameters that have a stored value. */
  static List<String> secretsSet(Map<String, String> stored) {
    return stored.entrySet().stream()
        .filter(e -> PlatformKey.sealed(e.getValue()))
        .map(Map.Entry::getKey)
        .toList();
  }

  /** The value as text, or null (with the problem) when it is not in the parameter's format. */
  private static String text(
      JsonNode value, CrawlerParameter p, String source, List<Problem> problems) {
    if (!value.isValueNode()) {
      problems.add(invalid(source, p, "a JSON object or array"));
      return null;
    }
    String text = value.asString();
    if (text.length() > Fields.VALUE_LENGTH) {
      problems.add(Problem.at(source, DgErrors.DG_FIELD_TOO_LONG, source, Fields.VALUE_LENGTH));
      return null;
    }
    switch (p.type()) {
      case "INTEGER" -> {
        try {
          return String.valueOf(Long.parseLong(text.trim()));
        } catch (NumberFormatException e) {
          problems.add(invalid(source, p, Fields.shown(text)));
          return null;
        }
      }
      case "BOOLEAN" -> {
        if (!text.equals("true") && !text.equals("false")) {
          problems.add(invalid(source, p, Fields.shown(text)));
          return null;
        }
        return text;
      }
      default -> {
        return text;
      }
    }
  }

  private static Problem invalid(String source, CrawlerParameter p, String shown) {
    String format =
        p.type().equals("INTEGER")
            ? "an integer"
            : p.type().equals("BOOLEAN") ? "true or false" : "text";
    return Problem.at(source, DgErrors.DG_PARAMETER_INVALID, p.name(), format, shown);
  }
}
