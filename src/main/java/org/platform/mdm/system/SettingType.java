package org.platform.mdm.system;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.function.Function;
import org.springframework.util.unit.DataSize;

/**
 * The type of a setting: how its text form is parsed and printed.
 *
 * @param <T> the Java type of the value
 */
public final class SettingType<T> {

  public static final SettingType<String> STRING = new SettingType<>("STRING", s -> s);
  public static final SettingType<Boolean> BOOLEAN =
      new SettingType<>("BOOLEAN", SettingType::parseBoolean);
  public static final SettingType<Integer> INTEGER =
      new SettingType<>("INTEGER", s -> Integer.valueOf(s.trim()));
  public static final SettingType<Long> LONG =
      new SettingType<>("LONG", s -> Long.valueOf(s.trim()));

  /** ISO-8601 durations ({@code PT30M}) or a plain number of seconds. */
  public static final SettingType<Duration> DURATION =
      new SettingType<>("DURATION", SettingType::parseDuration);

  /** Sizes such as {@code 10MB}, {@code 512KB} or a plain number of bytes; positive. */
  public static final SettingType<DataSize> DATA_SIZE =
      new SettingType<>("DATA_SIZE", SettingType::parseDataSize);

  /**
   * A STRING whose values {@code check} accepts: it answers the value to keep and throws {@link
   * IllegalArgumentException} saying what is wrong with one it refuses.
   */
  public static SettingType<String> checkedString(Function<String, String> check) {
    return new SettingType<>("STRING", check);
  }

  /** An INTEGER no smaller than {@code min}; a smaller one is refused like text. */
  public static SettingType<Integer> integerAtLeast(int min) {
    return new SettingType<>(
        "INTEGER",
        new Wording(
            "setting.type.INTEGER_AT_LEAST", new Object[] {min}, "INTEGER (at least " + min + ")"),
        s -> {
          int value = Integer.parseInt(s.trim());
          if (value < min) {
            throw new IllegalArgumentException("an INTEGER of at least " + min);
          }
          return value;
        });
  }

  private final String name;
  private final Object expected;
  private final Function<String, T> parser;

  private SettingType(String name, Function<String, T> parser) {
    this(name, name, parser);
  }

  private SettingType(String name, Object expected, Function<String, T> parser) {
    this.name = name;
    this.expected = expected;
    this.parser = parser;
  }

  public String name() {
    return name;
  }

  /**
   * What a value must be, as an error names it: the type, with its bounds where it has some (then a
   * {@link Wording}, in the error's language; in English as text).
   */
  public Object expected() {
    return expected;
  }

  /** Parses the text form; throws {@link IllegalArgumentException} when it is not valid. */
  public T parse(String text) {
    if (text == null) {
      throw new IllegalArgumentException("no value");
    }
    try {
      return parser.apply(text);
    } catch (NumberFormatException | DateTimeParseException e) {
      throw new IllegalArgumentException("not a valid " + name, e);
    }
  }

  private static Boolean parseBoolean(String text) {
    String value = text.trim().toLowerCase(Locale.ROOT);
    if (value.equals("true") || value.equals("false")) {
      return Boolean.valueOf(value);
    }
    throw new IllegalArgumentException("not a valid BOOLEAN");
  }

  private static Duration parseDuration(String text) {
    String value = text.trim();
    Duration duration =
        value.matches("\\d+") ? Duration.ofSeconds(Long.parseLong(value)) : Duration.parse(value);
    if (duration.isNegative() || duration.isZero()) {
      throw new IllegalArgumentException("a DURATION must be positive");
    }
    return duration;
  }

  private static DataSize parseDataSize(String text) {
    DataSize size = DataSize.parse(text.trim());
    if (size.isNegative() || size.toBytes() == 0) {
      throw new IllegalArgumentException("a DATA_SIZE must be positive");
    }
    return size;
  }

  @Override
  public String toString() {
    return name;
  }
}
