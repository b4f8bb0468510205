package org.platform.mdm.dq.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.dq.function.PortType.ARRAY;
import static org.platform.mdm.dq.function.PortType.BOOLEAN;
import static org.platform.mdm.dq.function.PortType.DATE;
import static org.platform.mdm.dq.function.PortType.INTEGER;
import static org.platform.mdm.dq.function.PortType.NUMBER;
import static org.platform.mdm.dq.function.PortType.STRING;
import static org.platform.mdm.dq.function.PortType.TIMESTAMP;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dq.function.PortType;
import org.platform.mdm.dq.function.QualityFunction;
import org.platform.mdm.dq.function.SystemFunctions;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** JSON values read as the values ports take, and the problems of the values they cannot take. */
class CallInputsTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final ZoneId MOSCOW = ZoneId.of("Europe/Moscow");

  private static Optional<Object> read(String json, PortType... types) {
    return CallInputs.value(JSON.readTree(json), List.of(types), MOSCOW);
  }

  private static QualityFunction named(String name) {
    return SystemFunctions.all().stream()
        .filter(f -> f.name().equals(name))
        .findFirst()
        .orElseThrow();
  }

  private static Map<String, JsonNode> inputs(String json) {
    Map<String, JsonNode> inputs = new LinkedHashMap<>();
    JSON.readTree(json).properties().forEach(e -> inputs.put(e.getKey(), e.getValue()));
    return inputs;
  }

  @Test
  void datesAndDateTimesAreReadAsTheKindTheirPortTakes() {
    assertThat(read("\"2024-01-31\"", DATE, TIMESTAMP)).contains(LocalDate.of(2024, 1, 31));
    assertThat(read("\"2024-01-31T10:00:00\"", DATE, TIMESTAMP))
        .contains(LocalDateTime.of(2024, 1, 31, 10, 0));
    assertThat(read("\"2024-01-31T10:00\"", TIMESTAMP))
        .contains(LocalDateTime.of(2024, 1, 31, 10, 0));
    assertThat(read("\"2024-01-31T07:00:00Z\"", TIMESTAMP))
        .as("an offset is taken into the server's zone")
        .contains(LocalDateTime.of(2024, 1, 31, 10, 0));
    assertThat(read("\"2024-01-31T10:00:00\"", DATE)).isEmpty();
    assertThat(read("\"2024-01-31\"", TIMESTAMP)).isEmpty();
    assertThat(read("\"2024-13-01\"", DATE, TIMESTAMP)).isEmpty();
    assertThat(read("\"31.01.2024\"", DATE)).isEmpty();
    assertThat(read("20240131", DATE)).isEmpty();
  }

  @Test
  void textStaysTextWhereThePortTakesText() {
    assertThat(read("\"2024-01-31\"", STRING, DATE)).contains("2024-01-31");
    assertThat(read("\"\"", STRING)).contains("");
    assertThat(read("5", STRING)).isEmpty();
    assertThat(read("true", STRING)).isEmpty();
  }

  @Test
  void numbersAreWholeWhereThePortTakesWholeNumbersElseDecimals() {
    assertThat(read("5", INTEGER)).contains(5L);
    assertThat(read("5.0", INTEGER)).contains(5L);
    assertThat(read("5", INTEGER, NUMBER)).contains(5L);
    assertThat(read("5.5", INTEGER, NUMBER)).contains(new BigDecimal("5.5"));
    assertThat(read("5", NUMBER)).contains(new BigDecimal("5"));
    assertThat(read("5.5", INTEGER)).isEmpty();
    assertThat(read("123456789012345678901234567890", INTEGER)).isEmpty();
    assertThat(read("123456789012345678901234567890", NUMBER))
        .contains(new BigDecimal("123456789012345678901234567890"));
    assertThat(read("\"5\"", INTEGER, NUMBER)).as("a number is a JSON number").isEmpty();
  }

  @Test
  void booleansAreOnlyTrueAndFalse() {
    assertThat(read("true", BOOLEAN)).contains(true);
    assertThat(read("false", BOOLEAN)).contains(false);
    assertThat(read("\"true\"", BOOLEAN)).isEmpty();
    assertThat(read("1", BOOLEAN)).isEmpty();
  }

  @Test
  void arraysHoldTheirElementsAsJsonHasThem() {
    assertThat(read("[1, 2.5, \"a\", true, null, [3]]", ARRAY))
        .contains(Arrays.asList(1L, new BigDecimal("2.5"), "a", true, null, List.of(3L)));
    assertThat(read("[]", ARRAY)).contains(List.of());
    assertThat(read("[{\"a\": 1}]", ARRAY)).as("an object is no value").isEmpty();
    assertThat(read("[1]", STRING)).isEmpty();
    assertThat(read("{\"a\": 1}", STRING, ARRAY)).isEmpty();
  }

  @Test
  void aCallsInputsAreReadByTheirPortsWithEveryProblemAtItsPort() {
    CallInputs.Read read =
        CallInputs.read(
            named("ПроверкаДатыВДиапазоне"),
            inputs(
                "{\"Дата для проверки\": \"2024-01-31\", \"От сейчас\": true,"
                    + " \"Значение до\": null}"),
            MOSCOW);
    assertThat(read.problems()).isEmpty();
    assertThat(read.values())
        .containsExactlyInAnyOrderEntriesOf(
            Map.of("Дата для проверки", LocalDate.of(2024, 1, 31), "От сейчас", true));

    CallInputs.Read bad =
        CallInputs.read(
            named("ПроверкаДатыВДиапазоне"),
            inputs("{\"Значение от\": 5, \"До сейчас\": \"no\", \"b\": 1, \"a\": 2}"),
            MOSCOW);
    assertThat(bad.problems())
        .extracting(p -> p.code().code() + " " + p.source())
        .containsExactly(
            "DQ_CALL_PORT_UNKNOWN inputs.a",
            "DQ_CALL_PORT_UNKNOWN inputs.b",
            "DQ_CALL_PORT_REQUIRED inputs.Дата для проверки",
            "DQ_CALL_VALUE_WRONG_TYPE inputs.Значение от",
            "DQ_CALL_VALUE_WRONG_TYPE inputs.До сейчас");
    Problem wrong = bad.problems().get(3);
    assertThat(wrong.params())
        .containsExactly("ПроверкаДатыВДиапазоне", "Значение от", "DATE or TIMESTAMP", "5");
  }

  @Test
  void noInputsAtAllAreNoValues() {
    CallInputs.Read read = CallInputs.read(named("Not"), null, MOSCOW);
    assertThat(read.problems()).isEmpty();
    assertThat(read.values()).isEmpty();
  }
}
