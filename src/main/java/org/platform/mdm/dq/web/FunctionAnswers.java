package org.platform.mdm.dq.web;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.platform.mdm.dq.function.Port;
import org.platform.mdm.dq.function.PortType;
import org.platform.mdm.dq.function.QualityFunction;
import org.platform.mdm.system.Details;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;

/** The wire records of the functions' endpoints, and the functions and values shown as them. */
final class FunctionAnswers {

  private static final Locale RUSSIAN = Locale.forLanguageTag("ru");
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private FunctionAnswers() {}

  record PortRO(
      @NotNull @Schema(description = "The name calls and rules' mappings use.") String name,
      @NotNull @Schema(description = "The name to show, in the language asked for.")
          String displayName,
      @NotNull @Schema(description = "The kinds of value the port takes or gives.")
          List<PortType> types,
      @Schema(description = "Whether a call must give it (input ports).") boolean required,
      @Schema(description = "What the port means, in English; null when its name says it all.")
          String description) {}

  record FunctionRO(
      @NotNull @Schema(description = "The name calls and rules use.") String name,
      @NotNull @Schema(description = "The name to show, in the language asked for.")
          String displayName,
      @Schema(
              description =
                  "What the function answers, in English; null for a composite the model describes"
                      + " not.")
          String description,
      @NotNull
          @Schema(
              description =
                  "SYSTEM: shipped with the platform; COMPOSITE: built from other functions in"
                      + " the quality model (none yet).")
          FunctionKind kind,
      @NotNull List<PortRO> inputs,
      @NotNull List<PortRO> outputs) {}

  record FunctionsRO(Details details, @NotNull List<FunctionRO> functions) {}

  record FunctionCallRequestRO(
      @NotNull @Schema(description = "The function to call, by its name.") String functionName,
      @Schema(
              description =
                  "The input values by port name: text, numbers, true/false, dates as 2024-01-31,"
                      + " date-times as 2024-01-31T10:00:00 (in the server's zone unless an offset"
                      + " is given), arrays. A port left out or null is empty.")
          Map<String, JsonNode> inputs) {}

  record FunctionCallRO(
      Details details,
      @NotNull
          @Schema(
              description =
                  "The output values by port name (dates as 2024-01-31, date-times as"
                      + " 2024-01-31T10:00:00 in the server's zone); null where a port gives no"
                      + " value.")
          Map<String, JsonNode> outputs) {}

  static FunctionRO function(UsableFunctions.Entry entry, Locale locale) {
    QualityFunction f = entry.function();
    boolean russian = RUSSIAN.getLanguage().equals(locale.getLanguage());
    return new FunctionRO(
        f.name(),
        russian ? f.displayNameRu() : f.displayName(),
        f.description(),
        entry.kind(),
        f.inputs().stream().map(p -> port(p, russian)).toList(),
        f.outputs().stream().map(p -> port(p, russian)).toList());
  }

  private static PortRO port(Port port, boolean russian) {
    String shown = russian ? port.displayNameRu() : port.displayName();
    return new PortRO(
        port.name(),
        shown == null ? port.name() : shown,
        port.types(),
        port.required(),
        port.description());
  }

  /** A call's outputs as JSON, every output port of the function named (null when it gave none). */
  static Map<String, JsonNode> outputs(QualityFunction function, Map<String, Object> values) {
    Map<String, JsonNode> out = new LinkedHashMap<>();
    for (Port port : function.outputs()) {
      out.put(port.name(), json(values.get(port.name())));
    }
    return out;
  }

  /** A port's value as JSON: dates and date-times as ISO text, lists as arrays. */
  static JsonNode json(Object value) {
    if (value == null) {
      return NODES.nullNode();
    }
    if (value instanceof String s) {
      return NODES.stringNode(s);
    }
    if (value instanceof Boolean b) {
      return NODES.booleanNode(b);
    }
    if (value instanceof Long l) {
      return NODES.numberNode(l);
    }
    if (value instanceof BigDecimal d) {
      return NODES.numberNode(d);
    }
    if (value instanceof LocalDate d) {
      return NODES.stringNode(d.toString());
    }
    if (value instanceof LocalDateTime t) {
      return NODES.stringNode(DateTimeFormatter.ISO_LOCAL_DATE_TIME.format(t));
    }
    if (value instanceof List<?> list) {
      ArrayNode array = NODES.arrayNode();
      list.forEach(v -> array.add(json(v)));
      return array;
    }
    return NODES.stringNode(value.toString());
  }
}
