package org.platform.mdm.dp.function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dp.ObfuscationContext;
import org.platform.mdm.dp.ObfuscationFunction;
import org.platform.mdm.dp.Obfuscator;
import org.platform.mdm.dp.SimpleDataType;

/**
 * Every function of the system library on every type it supports: the same value and key give the
 * same result, of the same type; another key gives other results; every other type is refused, and
 * so is a value of another type than the attribute's.
 */
class SystemLibraryTest {

  static final byte[] KEY = "the run's secret".getBytes(StandardCharsets.UTF_8);
  static final byte[] OTHER_KEY = "another secret".getBytes(StandardCharsets.UTF_8);

  /** Values of each type, random but the same on every run; equal ones written differently. */
  static List<Object> samples(SimpleDataType type) {
    Random random = new Random(type.ordinal());
    List<Object> values = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      values.add(
          switch (type) {
            case STRING, ENUM ->
                i % 2 == 0 ? "Value " + random.nextInt(1000) : "Иван Петров " + random.nextInt(99);
            case INTEGER -> (long) random.nextInt(1_000_000) - 500_000;
            case NUMBER -> BigDecimal.valueOf(random.nextInt(100_000), 2);
            case BOOLEAN -> random.nextBoolean();
            case DATE -> LocalDate.of(1950, 1, 1).plusDays(random.nextInt(30_000));
            case TIME -> LocalTime.ofSecondOfDay(random.nextInt(86_400));
            case TIMESTAMP ->
                LocalDateTime.of(2000, 1, 1, 0, 0).plusSeconds(random.nextInt(900_000_000));
            case LOOKUP_LINK -> i % 2 == 0 ? "CODE-" + random.nextInt(500) : (long) i;
            case BLOB, CLOB -> "lob-" + i;
          });
    }
    return values;
  }

  /** Parameters a function needs for a type; empty where its defaults do. */
  static Map<String, Object> parameters(ObfuscationFunction function, SimpleDataType type) {
    Map<String, Object> parameters = new HashMap<>();
    if (function.name().equals(RandomInRange.NAME)) {
      List<Object> bounds =
          switch (type) {
            case INTEGER -> List.of(-10L, 10L);
            case NUMBER -> List.of(new BigDecimal("1.5"), new BigDecimal("99.25"));
            case DATE -> List.of(LocalDate.of(1980, 1, 1), LocalDate.of(1999, 12, 31));
            case TIME -> List.of(LocalTime.of(9, 0), LocalTime.of(18, 0));
            default ->
                List.of(LocalDateTime.of(2020, 1, 1, 0, 0), LocalDateTime.of(2021, 1, 1, 0, 0));
          };
      parameters.put("min", bounds.get(0));
      parameters.put("max", bounds.get(1));
    }
    if (function.name().equals(FixedValue.NAME)) {
      parameters.put("value", samples(type).get(0));
    }
    return parameters;
  }

  static Obfuscator prepared(ObfuscationFunction function, SimpleDataType type, byte[] key) {
    return function.prepare(
        new ObfuscationContext(
            type, key, parameters(function, type), function.readsColumn() ? samples(type) : null));
  }

  @Test
  void theLibraryOffersEachFunctionTheIssueNames() {
    assertThat(SystemLibrary.functions())
        .extracting(ObfuscationFunction::name)
        .containsExactly(
            "Mask",
            "KeyedHash",
            "Shuffle",
            "RandomInRange",
            "FixedValue",
            "DateShift",
            "FakeFirstName",
            "FakeLastName",
            "FakeFullName",
            "FakeEmail");
    for (ObfuscationFunction function : SystemLibrary.functions()) {
      assertThat(function.displayName(Locale.ENGLISH)).isNotBlank();
      assertThat(function.displayName(Locale.forLanguageTag("ru-RU")))
          .as(function.name())
          .isNotBlank()
          .isNotEqualTo(function.displayName(Locale.ENGLISH));
      assertThat(function.description(Locale.ENGLISH)).isNotBlank();
      assertThat(function.supportedTypes()).isNotEmpty();
    }
  }

  @Test
  void everyFunctionIsDeterministicAndKeepsTheTypeOnEveryTypeItSupports() {
    int checked = 0;
    for (ObfuscationFunction function : SystemLibrary.functions()) {
      for (SimpleDataType type : function.supportedTypes()) {
        Obfuscator once = prepared(function, type, KEY);
        Obfuscator again = prepared(function, type, KEY);
        Obfuscator otherKey = prepared(function, type, OTHER_KEY);
        int changedByKey = 0;
        for (Object value : samples(type)) {
          Object result = once.obfuscate(value);
          String what = function.name() + " on " + type + " " + value;
          assertThat(result).as(what).isNotNull();
          assertThat(type.holds(result)).as(what + " gave " + result.getClass()).isTrue();
          assertThat(again.obfuscate(value)).as(what).isEqualTo(result);
          assertThat(once.obfuscate(value)).as(what + ", asked twice").isEqualTo(result);
          if (!otherKey.obfuscate(value).equals(result)) {
            changedByKey++;
          }
          assertThat(once.obfuscate(null)).as("null stays null").isNull();
          checked++;
        }
        boolean keyed = !Set.of(Mask.NAME, FixedValue.NAME).contains(function.name());
        if (keyed) {
          assertThat(changedByKey)
              .as(function.name() + " on " + type + " under another key")
              .isGreaterThan(samples(type).size() / 4);
        }
      }
    }
    assertThat(checked).isGreaterThan(1000);
  }

  @Test
  void equalValuesWrittenDifferentlyGetTheSameResult() {
    for (ObfuscationFunction function : SystemLibrary.functions()) {
      if (function.supportedTypes().contains(SimpleDataType.NUMBER)) {
        Obfuscator obfuscator =
            function.prepare(
                new ObfuscationContext(
                    SimpleDataType.NUMBER,
                    KEY,
                    parameters(function, SimpleDataType.NUMBER),
                    List.of(new BigDecimal("1.5"), new BigDecimal("7"))));
        assertThat(obfuscator.obfuscate(new BigDecimal("1.50")))
            .as(function.name())
            .isEqualTo(obfuscator.obfuscate(new BigDecimal("1.5")));
      }
    }
  }

  @Test
  void everyFunctionRefusesEveryOtherType() {
    int refused = 0;
    for (ObfuscationFunction function : SystemLibrary.functions()) {
      for (SimpleDataType type : EnumSet.complementOf(EnumSet.copyOf(function.supportedTypes()))) {
        assertThatThrownBy(() -> prepared(function, type, KEY))
            .as(function.name() + " on " + type)
            .isInstanceOf(IllegalArgumentException.class)
            .hasMessageContaining(type.modelName());
        refused++;
      }
    }
    assertThat(refused).isGreaterThan(50);
  }

  @Test
  void aValueOfAnotherTypeThanTheAttributesIsRefused() {
    for (ObfuscationFunction function : SystemLibrary.functions()) {
      SimpleDataType type = function.supportedTypes().iterator().next();
      if (type == SimpleDataType.LOOKUP_LINK) {
        continue; // a code of any kind
      }
      Obfuscator obfuscator = prepared(function, type, KEY);
      Object wrong = type == SimpleDataType.STRING ? (Object) 5L : "five";
      assertThatThrownBy(() -> obfuscator.obfuscate(wrong))
          .as(function.name() + " on " + type)
          .isInstanceOf(IllegalArgumentException.class);
    }
  }

  @Test
  void aRequiredParameterMissingOrParametersThatDoNotHoldTogetherAreRefused() {
    ObfuscationFunction range = function(RandomInRange.NAME);
    assertThatThrownBy(() -> range.prepare(ObfuscationContext.of(SimpleDataType.INTEGER, KEY)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("min");
    assertThatThrownBy(
            () ->
                range.prepare(
                    new ObfuscationContext(
                        SimpleDataType.INTEGER, KEY, Map.of("min", 5L, "max", 4L), null)))
        .hasMessageContaining("min must not be above max");
    assertThatThrownBy(
            () ->
                range.prepare(
                    new ObfuscationContext(
                        SimpleDataType.DATE, KEY, Map.of("min", "tomorrow", "max", 4L), null)))
        .hasMessageContaining("'tomorrow' is not a value of type Date");
    assertThatThrownBy(
            () ->
                function(Mask.NAME)
                    .prepare(
                        new ObfuscationContext(
                            SimpleDataType.STRING, KEY, Map.of("keepFirst", -1L), null)))
        .hasMessageContaining("keepFirst must be from 0");
    assertThatThrownBy(
            () ->
                function(Mask.NAME)
                    .prepare(
                        new ObfuscationContext(
                            SimpleDataType.STRING, KEY, Map.of("maskCharacter", "##"), null)))
        .hasMessageContaining("one character");
    assertThatThrownBy(
            () ->
                function("FakeFullName")
                    .prepare(
                        new ObfuscationContext(
                            SimpleDataType.STRING, KEY, Map.of("language", "DE"), null)))
        .hasMessageContaining("AUTO, EN or RU");
    assertThatThrownBy(
            () -> function(Shuffle.NAME).prepare(ObfuscationContext.of(SimpleDataType.STRING, KEY)))
        .isInstanceOf(IllegalStateException.class);
  }

  static ObfuscationFunction function(String name) {
    return SystemLibrary.functions().stream()
        .filter(f -> f.name().equals(name))
        .findFirst()
        .orElseThrow();
  }
}
