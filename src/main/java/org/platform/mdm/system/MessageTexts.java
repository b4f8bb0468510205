package org.platform.mdm.system;

import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.text.MessagePattern;
import com.ibm.icu.util.ULocale;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Fills the platform's message texts. The texts are {@code MessageFormat} patterns, apostrophes
 * doubled as in the JDK's form, with ICU's {@code plural} (and {@code choice}) for words that
 * follow a number: {@code {1, plural, one{{1} file} other{{1} files}}} is "1 file" and "3 files" in
 * English and takes Russian's one/few/many forms in Russian. A number that fills a plain {@code
 * {n}} (or a plural's {@code #}) is printed as written, without the locale's grouping: ids and
 * counts in messages are copied into requests and logs, where "draft 99,999" names nothing.
 */
public final class MessageTexts {

  /**
   * The bundles hold some 800 texts in each of two languages: parsed formats of the texts in use,
   * dropped wholesale when full.
   */
  static final int CACHE_SIZE = 4_096;

  private record Key(String pattern, Locale locale) {}

  private static final Map<Key, MessageFormat> FORMATS = new ConcurrentHashMap<>();

  private MessageTexts() {}

  /** The text of {@code pattern} with {@code args} in {@code locale}. */
  public static String format(String pattern, Object[] args, Locale locale) {
    MessageFormat format = parsed(pattern, locale);
    Map<String, Object> named = new HashMap<>();
    if (args != null) {
      for (int i = 0; i < args.length; i++) {
        named.put("a" + i, numeric(args[i]));
        named.put("s" + i, written(args[i]));
      }
    }
    try {
      // An ICU MessageFormat is not safe for concurrent use, and its clone shares the formats of
      // its arguments ({0,number,#}): the cached one formats one text at a time.
      synchronized (format) {
        return format.format(named);
      }
    } catch (IllegalArgumentException e) {
      // A plural or number given something that is no number: the text with its values as they
      // are, rather than no answer at all.
      return pattern + " " + java.util.Arrays.toString(args);
    }
  }

  /** The parsed format of {@code pattern} in {@code locale}, cached. */
  static MessageFormat parsed(String pattern, Locale locale) {
    Key key = new Key(pattern, locale);
    MessageFormat format = FORMATS.get(key);
    if (format != null) {
      return format;
    }
    format = new MessageFormat("", ULocale.forLocale(locale));
    format.applyPattern(rewritten(pattern), MessagePattern.ApostropheMode.DOUBLE_REQUIRED);
    if (FORMATS.size() >= CACHE_SIZE) {
      FORMATS.clear();
    }
    MessageFormat cached = FORMATS.putIfAbsent(key, format);
    return cached == null ? format : cached;
  }

  /** How many parsed formats are cached. */
  static int cached() {
    return FORMATS.size();
  }

  /**
   * A value a plural, choice or number format reads: a number kept as text (a problem's parameters
   * stored with an import's rejected lines, and read back later) is that number again.
   */
  static Object numeric(Object value) {
    if (value instanceof String text && text.matches("-?[0-9]{1,18}")) {
      return Long.parseLong(text);
    }
    if (value instanceof String text && text.matches("-?[0-9]+\\.[0-9]+")) {
      return new BigDecimal(text);
    }
    return value;
  }

  /** The argument numbers a pattern uses, at any depth (a plural's branches included). */
  public static SortedSet<Integer> arguments(String pattern) {
    MessagePattern parsed =
        new MessagePattern(MessagePattern.ApostropheMode.DOUBLE_REQUIRED).parse(pattern);
    SortedSet<Integer> numbers = new TreeSet<>();
    for (int i = 0; i < parsed.countParts(); i++) {
      MessagePattern.Part part = parsed.getPart(i);
      if (part.getType() == MessagePattern.Part.Type.ARG_NUMBER) {
        numbers.add(part.getValue());
      }
    }
    return numbers;
  }

  /**
   * The pattern with named arguments: {@code s<n>} where argument n is printed plainly (a plain
   * {@code {n}}, a plural's {@code #}), {@code a<n>} where a format (plural, choice, number, date)
   * reads it as it is.
   */
  static String rewritten(String pattern) {
    MessagePattern parsed =
        new MessagePattern(MessagePattern.ApostropheMode.DOUBLE_REQUIRED).parse(pattern);
    record Replacement(int index, int length, String text) {}
    List<Replacement> replacements = new ArrayList<>();
    Deque<MessagePattern.ArgType> types = new ArrayDeque<>();
    Deque<Integer> plurals = new ArrayDeque<>();
    for (int i = 0; i < parsed.countParts(); i++) {
      MessagePattern.Part part = parsed.getPart(i);
      switch (part.getType()) {
        case ARG_START -> {
          types.push(part.getArgType());
          MessagePattern.Part number = parsed.getPart(i + 1);
          if (part.getArgType().hasPluralStyle()) {
            plurals.push(number.getValue());
          }
        }
        case ARG_LIMIT -> {
          if (types.pop().hasPluralStyle()) {
            plurals.pop();
          }
        }
        case ARG_NUMBER -> {
          String prefix = types.peek() == MessagePattern.ArgType.NONE ? "s" : "a";
          replacements.add(
              new Replacement(part.getIndex(), part.getLength(), prefix + part.getValue()));
        }
        case REPLACE_NUMBER -> {
          if (!plurals.isEmpty()) {
            replacements.add(
                new Replacement(part.getIndex(), part.getLength(), "{s" + plurals.peek() + "}"));
          }
        }
        default -> {}
      }
    }
    StringBuilder text = new StringBuilder(pattern);
    for (int i = replacements.size() - 1; i >= 0; i--) {
      Replacement r = replacements.get(i);
      text.replace(r.index(), r.index() + r.length(), r.text());
    }
    return text.toString();
  }

  /** A number as written (no grouping, every digit); anything else as it is. */
  static Object written(Object value) {
    if (value instanceof BigDecimal decimal) {
      return decimal.toPlainString();
    }
    if (value instanceof Double || value instanceof Float) {
      double d = ((Number) value).doubleValue();
      return Double.isFinite(d)
          ? new BigDecimal(Double.toString(d)).stripTrailingZeros().toPlainString()
          : Double.toString(d);
    }
    if (value instanceof Long
        || value instanceof Integer
        || value instanceof Short
        || value instanceof Byte
        || value instanceof BigInteger) {
      return value.toString();
    }
    return value;
  }
}
