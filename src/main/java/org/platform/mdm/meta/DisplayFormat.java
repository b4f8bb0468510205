package org.platform.mdm.meta;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a register's or reference set's records are named: text with attribute tokens, for example
 * {@code {lastName} {firstName} · {birthDate}} (the entity's custom property {@value
 * #DISPLAY_FORMAT}); without one, the custom property {@value #DESCRIPTION_FIELD} is the format of
 * that one attribute.
 *
 * <p>A value that is missing drops out with the text just before it, so no separator dangles: the
 * text between two tokens is printed only when a value was printed before it and the value after it
 * is present; the text before the first token and after the last one is printed whenever any value
 * is. A name with no value at all is empty.
 */
public final class DisplayFormat {

  /** The entity's custom property holding the format. */
  public static final String DISPLAY_FORMAT = "display_format";

  /** The entity's custom property naming the one attribute of the spec's record description. */
  public static final String DESCRIPTION_FIELD = "description_field";

  private static final Pattern TOKEN = Pattern.compile("\\{([^{}]*)}");

  /** Literal texts, one more than the tokens: {@code texts[i]} comes before {@code tokens[i]}. */
  private final List<String> texts;

  private final List<String> tokens;

  private DisplayFormat(List<String> texts, List<String> tokens) {
    this.texts = List.copyOf(texts);
    this.tokens = List.copyOf(tokens);
  }

  /**
   * The format of an entity's custom properties: its {@value #DISPLAY_FORMAT}, else its {@value
   * #DESCRIPTION_FIELD}; empty when it has neither or the format is malformed (the model's
   * validation refuses those).
   */
  public static Optional<DisplayFormat> of(Map<String, String> customProperties) {
    String format = customProperties == null ? null : customProperties.get(DISPLAY_FORMAT);
    if (format != null && !format.isBlank()) {
      return parse(format);
    }
    String field = customProperties == null ? null : customProperties.get(DESCRIPTION_FIELD);
    if (field != null && !field.isBlank()) {
      return Optional.of(new DisplayFormat(List.of("", ""), List.of(field.trim())));
    }
    return Optional.empty();
  }

  /**
   * The format written as text; empty when it has no token, an empty token ({@code {}}) or a brace
   * outside a token.
   */
  public static Optional<DisplayFormat> parse(String format) {
    List<String> texts = new ArrayList<>();
    List<String> tokens = new ArrayList<>();
    Matcher matcher = TOKEN.matcher(format);
    int end = 0;
    while (matcher.find()) {
      texts.add(format.substring(end, matcher.start()));
      tokens.add(matcher.group(1).trim());
      end = matcher.end();
    }
    texts.add(format.substring(end));
    boolean strayBrace = texts.stream().anyMatch(t -> t.indexOf('{') >= 0 || t.indexOf('}') >= 0);
    if (tokens.isEmpty() || tokens.contains("") || strayBrace) {
      return Optional.empty();
    }
    return Optional.of(new DisplayFormat(texts, tokens));
  }

  /** The attributes the format names, in its order. */
  public List<String> attributes() {
    return tokens;
  }

  /**
   * The name of a record.
   *
   * @param valueText an attribute's value as text; null or blank when the record has none
   * @return the name; empty when no attribute of the format has a value
   */
  public String render(Function<String, String> valueText) {
    StringBuilder name = new StringBuilder();
    boolean printed = false;
    for (int i = 0; i < tokens.size(); i++) {
      String value = valueText.apply(tokens.get(i));
      if (value == null || value.isBlank()) {
        continue;
      }
      if (printed) {
        name.append(texts.get(i));
      }
      name.append(value.strip());
      printed = true;
    }
    if (!printed) {
      return "";
    }
    return (texts.get(0) + name + texts.get(texts.size() - 1)).strip();
  }
}
