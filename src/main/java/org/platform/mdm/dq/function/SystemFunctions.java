package org.platform.mdm.dq.function;

import static org.platform.mdm.dq.function.PortType.ARRAY;
import static org.platform.mdm.dq.function.PortType.BOOLEAN;
import static org.platform.mdm.dq.function.PortType.DATE;
import static org.platform.mdm.dq.function.PortType.INTEGER;
import static org.platform.mdm.dq.function.PortType.NUMBER;
import static org.platform.mdm.dq.function.PortType.STRING;
import static org.platform.mdm.dq.function.PortType.TIMESTAMP;

import java.math.BigDecimal;
import java.time.temporal.ChronoField;
import java.time.temporal.Temporal;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The functions the platform ships. Each answers on its output port {@value #RESULT} (the date
 * parts on one port each); a check answers true when the value passes.
 */
public final class SystemFunctions {

  /** The output port of every function with one result. */
  public static final String RESULT = "Результат";

  private static final PortType[] ANY = {STRING, INTEGER, NUMBER, BOOLEAN, DATE, TIMESTAMP, ARRAY};

  /** Patterns compiled, by their text: a rule calls its pattern once per record checked. */
  private static final Map<String, Pattern> PATTERNS = new ConcurrentHashMap<>();

  private SystemFunctions() {}

  /** The pattern compiled once (a few hundred kept; a text that is none throws each time). */
  private static Pattern pattern(String text) {
    Pattern known = PATTERNS.get(text);
    if (known == null) {
      known = Pattern.compile(text);
      if (PATTERNS.size() >= 500) {
        PATTERNS.clear();
      }
      PATTERNS.put(text, known);
    }
    return known;
  }

  /**
   * Every system function: those of {@link #all()} and those that read the platform's data ({@code
   * ValueInEnumeration}, {@code LookupExists}).
   */
  public static List<QualityFunction> all(PlatformData data) {
    List<QualityFunction> all = new java.util.ArrayList<>(all());
    all.add(ValueInEnumeration.of(data));
    all.add(LookupExists.of(data));
    return List.copyOf(all);
  }

  /** The system functions that compute from their inputs alone, in the order they are listed. */
  public static List<QualityFunction> all() {
    return List.of(
        dateInRange(),
        check(
            "IsNotEmpty",
            "Is not empty",
            "Значение не пусто",
            "Yes when the value is given: not null, not blank text, not an empty list.",
            List.of(Port.optional("value", "Value", "Значение", ANY)),
            in -> !empty(in.value("value"))),
        check(
            "LengthInRange",
            "Text length in range",
            "Длина строки в диапазоне",
            "Yes when the text's length is at least min and at most max (either may be left out);"
                + " an empty value passes.",
            List.of(
                Port.optional("value", "Text", "Строка", STRING),
                Port.optional("min", "Minimum length", "Минимальная длина", INTEGER),
                Port.optional("max", "Maximum length", "Максимальная длина", INTEGER)),
            in ->
                in.value("value") == null
                    || within(
                        BigDecimal.valueOf(
                            in.string("value").codePointCount(0, in.string("value").length())),
                        in.number("min"),
                        in.number("max"))),
        check(
            "NumberInRange",
            "Number in range",
            "Число в диапазоне",
            "Yes when the number is at least min and at most max (either may be left out); an empty"
                + " value passes.",
            List.of(
                Port.optional("value", "Number", "Число", INTEGER, NUMBER),
                Port.optional("min", "Minimum", "Минимум", INTEGER, NUMBER),
                Port.optional("max", "Maximum", "Максимум", INTEGER, NUMBER)),
            in ->
                in.value("value") == null
                    || within(in.number("value"), in.number("min"), in.number("max"))),
        check(
            "MatchesPattern",
            "Matches a regular expression",
            "Соответствует регулярному выражению",
            "Yes when the whole text matches the pattern (Java regular expressions); an empty value"
                + " passes. A match that takes longer than a second is not made.",
            List.of(
                Port.optional("value", "Text", "Строка", STRING),
                Port.required("pattern", "Pattern", "Шаблон", STRING)),
            in ->
                in.value("value") == null
                    || pattern(in.string("pattern"))
                        .matcher(BoundedText.of(in.string("value")))
                        .matches()),
        text("UpperCase", "Upper case", "Верхний регистр", s -> s.toUpperCase(Locale.ROOT)),
        text("LowerCase", "Lower case", "Нижний регистр", s -> s.toLowerCase(Locale.ROOT)),
        text("Trim", "Trim spaces", "Удалить пробелы по краям", String::strip),
        new SystemFunction(
            "Concatenate",
            "Concatenate",
            "Объединить строки",
            "The texts one after the other, the separator between those given.",
            List.of(
                Port.optional("first", "First", "Первая", STRING),
                Port.optional("second", "Second", "Вторая", STRING),
                Port.optional("separator", "Separator", "Разделитель", STRING)),
            List.of(result(STRING)),
            (in, now) -> one(concatenate(in))),
        new SystemFunction(
            "DefaultValue",
            "Default value",
            "Значение по умолчанию",
            "The value when it is given, else the default.",
            List.of(
                Port.optional("value", "Value", "Значение", ANY),
                Port.optional("default", "Default", "По умолчанию", ANY)),
            List.of(result(ANY)),
            (in, now) -> one(empty(in.value("value")) ? in.value("default") : in.value("value"))),
        logic("And", "And", "И", "Yes when both are yes.", true),
        logic("Or", "Or", "Или", "Yes when either is yes.", false),
        check(
            "Not",
            "Not",
            "Не",
            "Yes when the value is no or left out.",
            List.of(Port.optional("value", "Value", "Значение", BOOLEAN)),
            in -> !in.flag("value")),
        dateParts());
  }

  private static QualityFunction dateInRange() {
    return new SystemFunction(
        DateInRange.NAME,
        "Date in range",
        "Проверка даты в диапазоне",
        "Yes when the date lies strictly between its bounds: a bound is the moment of execution"
            + " when its flag is set, else its value, else absent; no bound: yes.",
        List.of(
            Port.required(DateInRange.VALUE, "Date to check", DateInRange.VALUE, DATE, TIMESTAMP)
                .described("The date or date-time to check."),
            nowFlag(DateInRange.FROM_NOW, "From now", "left", DateInRange.FROM),
            Port.optional(DateInRange.FROM, "From", DateInRange.FROM, DATE, TIMESTAMP)
                .described("The left bound, excluded; none when left out."),
            nowFlag(DateInRange.TO_NOW, "Until now", "right", DateInRange.TO),
            Port.optional(DateInRange.TO, "To", DateInRange.TO, DATE, TIMESTAMP)
                .described("The right bound, excluded; none when left out.")),
        List.of(result(BOOLEAN).described("Yes when the date lies strictly between its bounds.")),
        (in, now) ->
            one(
                DateInRange.check(
                    in.temporal(DateInRange.VALUE),
                    in.flag(DateInRange.FROM_NOW),
                    in.temporal(DateInRange.FROM),
                    in.flag(DateInRange.TO_NOW),
                    in.temporal(DateInRange.TO),
                    now)));
  }

  /** A date-in-range flag: the moment of execution is its bound, the bound's value ignored. */
  private static Port nowFlag(String name, String en, String side, String valuePort) {
    return Port.optional(name, en, name, BOOLEAN)
        .described(
            "Yes: the moment of execution is the "
                + side
                + " bound ('"
                + valuePort
                + "' is ignored).");
  }

  private static QualityFunction dateParts() {
    return new SystemFunction(
        "DateParts",
        "Date parts",
        "Части даты",
        "The year, month and day of a date or date-time; none of an empty value.",
        List.of(Port.optional("value", "Date", "Дата", DATE, TIMESTAMP)),
        List.of(
            Port.optional("year", "Year", "Год", INTEGER),
            Port.optional("month", "Month", "Месяц", INTEGER),
            Port.optional("day", "Day", "День", INTEGER)),
        (in, now) -> {
          Temporal t = in.temporal("value");
          Map<String, Object> out = new HashMap<>();
          out.put("year", t == null ? null : (long) t.get(ChronoField.YEAR));
          out.put("month", t == null ? null : (long) t.get(ChronoField.MONTH_OF_YEAR));
          out.put("day", t == null ? null : (long) t.get(ChronoField.DAY_OF_MONTH));
          return out;
        });
  }

  private static QualityFunction check(
      String name,
      String en,
      String ru,
      String description,
      List<Port> inputs,
      java.util.function.Predicate<Inputs> test) {
    return new SystemFunction(
        name,
        en,
        ru,
        description,
        inputs,
        List.of(result(BOOLEAN)),
        (in, now) -> one(test.test(in)));
  }

  private static QualityFunction text(
      String name, String en, String ru, java.util.function.UnaryOperator<String> change) {
    return new SystemFunction(
        name,
        en,
        ru,
        en + " of the text; none of an empty value.",
        List.of(Port.optional("value", "Text", "Строка", STRING)),
        List.of(result(STRING)),
        (in, now) -> one(in.value("value") == null ? null : change.apply(in.string("value"))));
  }

  private static QualityFunction logic(
      String name, String en, String ru, String description, boolean and) {
    return check(
        name,
        en,
        ru,
        description + " A value left out is no.",
        List.of(
            Port.optional("first", "First", "Первое", BOOLEAN),
            Port.optional("second", "Second", "Второе", BOOLEAN)),
        in -> and ? in.flag("first") && in.flag("second") : in.flag("first") || in.flag("second"));
  }

  static Port result(PortType... types) {
    return Port.optional(RESULT, "Result", RESULT, types);
  }

  static Map<String, Object> one(Object value) {
    Map<String, Object> out = new HashMap<>();
    out.put(RESULT, value);
    return out;
  }

  private static boolean empty(Object value) {
    return value == null
        || (value instanceof String s && s.isBlank())
        || (value instanceof Collection<?> c && c.isEmpty());
  }

  private static boolean within(BigDecimal value, BigDecimal min, BigDecimal max) {
    return (min == null || value.compareTo(min) >= 0) && (max == null || value.compareTo(max) <= 0);
  }

  private static String concatenate(Inputs in) {
    String first = in.string("first");
    String second = in.string("second");
    if (first == null || second == null) {
      return first != null ? first : second;
    }
    String separator = in.string("separator");
    return first + (separator == null ? "" : separator) + second;
  }
}
