package org.platform.mdm.dp.function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.platform.mdm.dp.function.SystemLibraryTest.KEY;
import static org.platform.mdm.dp.function.SystemLibraryTest.function;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dp.ObfuscationContext;
import org.platform.mdm.dp.Obfuscator;
import org.platform.mdm.dp.SimpleDataType;

/** What each function of the system library does to values, as a user checking a copy sees it. */
class FunctionBehaviourTest {

  private static Obfuscator prepared(String name, SimpleDataType type, Map<String, Object> p) {
    return function(name).prepare(new ObfuscationContext(type, KEY, p, null));
  }

  private static Obfuscator prepared(String name, SimpleDataType type) {
    return prepared(name, type, Map.of());
  }

  @Test
  void aMaskKeepsTheCharactersAskedForAndTheShapeOfTheText() {
    Obfuscator lastTwo =
        prepared(Mask.NAME, SimpleDataType.STRING, Map.of("keepLast", 2L, "keepFirst", "2"));
    assertThat(lastTwo.obfuscate("+7 (912) 345-67-89")).isEqualTo("+7 (***) ***-**-89");
    assertThat(lastTwo.obfuscate("Иванов")).isEqualTo("Ив**ов");
    assertThat(lastTwo.obfuscate("ab")).isEqualTo("ab");
    assertThat(prepared(Mask.NAME, SimpleDataType.STRING).obfuscate("Ёлка 𝔸1"))
        .isEqualTo("**** **");
    assertThat(
            prepared(Mask.NAME, SimpleDataType.STRING, Map.of("maskCharacter", "Х"))
                .obfuscate("ab-1"))
        .isEqualTo("ХХ-Х");
  }

  @Test
  void aKeyedHashIsHexadecimalOfTheLengthAskedForAndTellsValuesApart() {
    Obfuscator hash = prepared(KeyedHash.NAME, SimpleDataType.STRING, Map.of("length", 12L));
    Set<Object> hashes = new HashSet<>();
    for (int i = 0; i < 1000; i++) {
      String h = (String) hash.obfuscate("customer-" + i);
      assertThat(h).matches("[0-9a-f]{12}");
      hashes.add(h);
    }
    assertThat(hashes).hasSize(1000);
    assertThat((String) prepared(KeyedHash.NAME, SimpleDataType.STRING).obfuscate("x")).hasSize(32);
    assertThatThrownBy(() -> prepared(KeyedHash.NAME, SimpleDataType.STRING, Map.of("length", 65L)))
        .hasMessageContaining("length must be from 8 to 64");
  }

  @Test
  void aShuffleReplacesEveryValueWithAnotherOfTheColumnOneToOne() {
    List<Object> column = new java.util.ArrayList<>();
    for (int i = 0; i < 200; i++) {
      column.add("city-" + i);
    }
    Obfuscator shuffle =
        function(Shuffle.NAME)
            .prepare(new ObfuscationContext(SimpleDataType.STRING, KEY, Map.of(), column));
    Set<Object> images = new HashSet<>();
    for (Object value : column) {
      Object image = shuffle.obfuscate(value);
      assertThat(image).isNotEqualTo(value).isIn(column);
      images.add(image);
    }
    assertThat(images).as("a permutation").hasSize(column.size());
    assertThatThrownBy(() -> shuffle.obfuscate("Atlantis"))
        .hasMessageContaining("'Atlantis' is not a value of the column");

    List<Object> reversed = new java.util.ArrayList<>(column);
    java.util.Collections.reverse(reversed);
    Obfuscator sameSetOtherOrder =
        function(Shuffle.NAME)
            .prepare(new ObfuscationContext(SimpleDataType.STRING, KEY, Map.of(), reversed));
    for (Object value : column) {
      assertThat(sameSetOtherOrder.obfuscate(value)).isEqualTo(shuffle.obfuscate(value));
    }
    List<Object> withNull = new java.util.ArrayList<>(List.of(1L, 2L));
    withNull.add(null);
    Obfuscator ignoringNull =
        function(Shuffle.NAME)
            .prepare(new ObfuscationContext(SimpleDataType.INTEGER, KEY, Map.of(), withNull));
    assertThat(ignoringNull.obfuscate(1L)).isEqualTo(2L);
    assertThat(ignoringNull.obfuscate(null)).isNull();
    Obfuscator one =
        function(Shuffle.NAME)
            .prepare(new ObfuscationContext(SimpleDataType.INTEGER, KEY, Map.of(), List.of(7L)));
    assertThat(one.obfuscate(7L))
        .as("a column of one value has nothing to swap with")
        .isEqualTo(7L);
  }

  @Test
  void aRandomValueStaysInItsRangeAndCoversIt() {
    Random random = new Random(11);
    Obfuscator integers =
        prepared(RandomInRange.NAME, SimpleDataType.INTEGER, Map.of("min", -3L, "max", 3L));
    Obfuscator numbers =
        prepared(
            RandomInRange.NAME,
            SimpleDataType.NUMBER,
            Map.of("min", new BigDecimal("0.5"), "max", "2.25"));
    Obfuscator dates =
        prepared(
            RandomInRange.NAME,
            SimpleDataType.DATE,
            Map.of("min", "2020-02-28", "max", "2020-03-01"));
    Obfuscator times =
        prepared(
            RandomInRange.NAME, SimpleDataType.TIME, Map.of("min", "09:00", "max", "09:00:02"));
    Obfuscator timestamps =
        prepared(
            RandomInRange.NAME,
            SimpleDataType.TIMESTAMP,
            Map.of("min", "2024-01-01T00:00:00", "max", "2024-01-01T00:00:01"));
    Set<Object> seen = new HashSet<>();
    for (int i = 0; i < 2000; i++) {
      long value = random.nextLong();
      long integer = (Long) integers.obfuscate(value);
      assertThat(integer).isBetween(-3L, 3L);
      BigDecimal number = (BigDecimal) numbers.obfuscate(BigDecimal.valueOf(value, 3));
      assertThat(number.scale()).isEqualTo(2);
      assertThat(number).isBetween(new BigDecimal("0.50"), new BigDecimal("2.25"));
      LocalDate date = (LocalDate) dates.obfuscate(LocalDate.ofEpochDay(value % 100_000));
      assertThat(date).isBetween(LocalDate.of(2020, 2, 28), LocalDate.of(2020, 3, 1));
      LocalTime time =
          (LocalTime) times.obfuscate(LocalTime.ofNanoOfDay(Math.abs(value % 86_400_000_000_000L)));
      assertThat(time).isBetween(LocalTime.of(9, 0), LocalTime.of(9, 0, 2));
      LocalDateTime stamp =
          (LocalDateTime) timestamps.obfuscate(LocalDateTime.of(2000, 1, 1, 0, 0).plusSeconds(i));
      assertThat(stamp)
          .isBetween(LocalDateTime.of(2024, 1, 1, 0, 0), LocalDateTime.of(2024, 1, 1, 0, 0, 1));
      seen.add(integer);
      seen.add(number);
      seen.add(date);
      seen.add(time);
      seen.add(stamp);
    }
    assertThat(seen)
        .as("every integer, every number of two decimals, every date, time and second once")
        .hasSize(7 + 176 + 3 + 3 + 2);
  }

  @Test
  void aRandomValueIsNeverTheOneItReplacesWhenTheRangeHoldsAnother() {
    Obfuscator integers =
        prepared(RandomInRange.NAME, SimpleDataType.INTEGER, Map.of("min", 18L, "max", 25L));
    Obfuscator dates =
        prepared(
            RandomInRange.NAME,
            SimpleDataType.DATE,
            Map.of("min", "2020-02-28", "max", "2020-03-01"));
    Set<Object> made = new HashSet<>();
    for (long age = 18; age <= 25; age++) {
      Object replaced = integers.obfuscate(age);
      assertThat(replaced).as("age " + age).isNotEqualTo(age);
      assertThat(integers.obfuscate(age)).as("the same for the same age").isEqualTo(replaced);
      made.add(replaced);
    }
    assertThat(made).as("still spread over the range").hasSizeGreaterThan(3);
    for (LocalDate day = LocalDate.of(2020, 2, 28);
        !day.isAfter(LocalDate.of(2020, 3, 1));
        day = day.plusDays(1)) {
      assertThat(dates.obfuscate(day)).as(day.toString()).isNotEqualTo(day);
    }
    Obfuscator one =
        prepared(RandomInRange.NAME, SimpleDataType.INTEGER, Map.of("min", 7L, "max", 7L));
    assertThat(one.obfuscate(7L)).as("a range of one value has nothing else").isEqualTo(7L);
  }

  @Test
  void aDateShiftMovesWithinItsWindowAndNeverByNothing() {
    Obfuscator dates = prepared(DateShift.NAME, SimpleDataType.DATE, Map.of("days", 3L));
    Obfuscator stamps = prepared(DateShift.NAME, SimpleDataType.TIMESTAMP);
    Map<Long, Integer> shifts = new HashMap<>();
    for (int i = 0; i < 2000; i++) {
      LocalDate date = LocalDate.of(1970, 1, 1).plusDays(i * 7L);
      long shift = ChronoUnit.DAYS.between(date, (LocalDate) dates.obfuscate(date));
      assertThat(shift).isBetween(-3L, 3L).isNotZero();
      shifts.merge(shift, 1, Integer::sum);
      LocalDateTime stamp = date.atTime(13, 45, 10);
      LocalDateTime moved = (LocalDateTime) stamps.obfuscate(stamp);
      assertThat(moved.toLocalTime()).isEqualTo(LocalTime.of(13, 45, 10));
      assertThat(Math.abs(ChronoUnit.DAYS.between(stamp, moved))).isBetween(1L, 30L);
    }
    assertThat(shifts.keySet()).containsExactlyInAnyOrder(-3L, -2L, -1L, 1L, 2L, 3L);
  }

  @Test
  void aFixedValueReplacesEveryValue() {
    Obfuscator fixed =
        prepared(FixedValue.NAME, SimpleDataType.DATE, Map.of("value", "2000-01-01"));
    assertThat(fixed.obfuscate(LocalDate.of(1987, 6, 5))).isEqualTo(LocalDate.of(2000, 1, 1));
    assertThat(
            prepared(FixedValue.NAME, SimpleDataType.BOOLEAN, Map.of("value", "false"))
                .obfuscate(true))
        .isEqualTo(false);
  }
}
