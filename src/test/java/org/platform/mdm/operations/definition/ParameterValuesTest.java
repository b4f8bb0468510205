package org.platform.mdm.operations.definition;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.ParameterKind;
import org.platform.mdm.operations.ParameterType;
import org.platform.mdm.system.Problem;

/** The rules a definition's parameter values keep against their operation type's descriptors. */
class ParameterValuesTest {

  private final AtomicReference<Map<String, String>> registers =
      new AtomicReference<>(new LinkedHashMap<>(Map.of("Customer", "Customers")));

  {
    registers.get().put("Product", "Products"); // in the order a selector shows them
  }

  private final OperationType reindex =
      new OperationType() {
        @Override
        public String name() {
          return "reindexDataJob";
        }

        @Override
        public String displayName() {
          return "Re-index";
        }

        @Override
        public String description() {
          return "Rebuilds search documents";
        }

        @Override
        public void run(OperationRun run) {}

        @Override
        public List<ParameterDescriptor> parameters() {
          return List.of(
              ParameterDescriptor.of("entities", "Registers", ParameterType.STRING)
                  .laidOut(ParameterKind.COLLECTION)
                  .asRequired()
                  .choosingFrom(registers::get),
              ParameterDescriptor.of("blockSize", "Block size", ParameterType.INTEGER)
                  .withDefault(1024),
              ParameterDescriptor.of("cleanIndexes", "Clean first", ParameterType.BOOLEAN),
              ParameterDescriptor.of("asOf", "As of", ParameterType.DATE),
              ParameterDescriptor.of("since", "Since", ParameterType.TIMESTAMP),
              ParameterDescriptor.of("weights", "Weights", ParameterType.NUMBER)
                  .laidOut(ParameterKind.MAP),
              ParameterDescriptor.of("mode", "Mode", ParameterType.STRING)
                  .withDefault("FULL")
                  .asReadOnly(),
              ParameterDescriptor.of("user", "Run as", ParameterType.STRING)
                  .choosingFrom(() -> Map.of("admin", "Administrator")));
        }
      };

  private static Map<String, Object> values(Object... pairs) {
    Map<String, Object> map = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      map.put((String) pairs[i], pairs[i + 1]);
    }
    return map;
  }

  private static List<String> codes(List<Problem> problems) {
    return problems.stream().map(p -> p.code().code()).toList();
  }

  @Test
  void valuesOfTheirTypesAndLayoutsPass() {
    List<Problem> problems =
        ParameterValues.check(
            reindex,
            values(
                "entities",
                List.of("Customer", "Product"),
                "blockSize",
                500L,
                "cleanIndexes",
                true,
                "asOf",
                "2026-11-25",
                "since",
                "2026-11-25T10:00:00+03:00",
                "weights",
                Map.of("name", 0.5, "city", 1),
                "mode",
                "FULL",
                "user",
                "admin"));
    assertThat(problems).isEmpty();
  }

  @Test
  void everyProblemIsListedAtItsParameter() {
    List<Problem> problems =
        ParameterValues.check(
            reindex,
            values(
                "blockSize", 10.5,
                "cleanIndexes", "yes",
                "asOf", "25.11.2026",
                "since", "2026-11-25",
                "weights", List.of(1),
                "mode", "FAST",
                "colour", "blue"));
    assertThat(codes(problems))
        .containsExactlyInAnyOrder(
            "JOB_PARAMETER_UNKNOWN",
            "JOB_PARAMETER_REQUIRED",
            "JOB_PARAMETER_TYPE",
            "JOB_PARAMETER_TYPE",
            "JOB_PARAMETER_TYPE",
            "JOB_PARAMETER_TYPE",
            "JOB_PARAMETER_TYPE",
            "JOB_PARAMETER_READ_ONLY");
    assertThat(problems)
        .extracting(Problem::source)
        .contains("parameters.colour", "parameters.entities", "parameters.blockSize");
    Problem unknown = problems.get(0);
    assertThat(unknown.params())
        .containsExactly(
            "colour", "entities, blockSize, cleanIndexes," + " asOf, since, weights, mode, user");
  }

  @Test
  void aLayoutOtherThanTheDescriptorsIsRefused() {
    assertThat(codes(ParameterValues.check(reindex, values("entities", "Customer"))))
        .containsExactly("JOB_PARAMETER_TYPE");
    Map<Object, Object> numberKeys = new HashMap<>();
    numberKeys.put(1, 2);
    assertThat(
            codes(
                ParameterValues.check(
                    reindex, values("entities", List.of("Customer"), "weights", numberKeys))))
        .containsExactly("JOB_PARAMETER_TYPE");
    List<Object> withNull = new java.util.ArrayList<>();
    withNull.add(null);
    assertThat(codes(ParameterValues.check(reindex, values("entities", withNull))))
        .containsExactly("JOB_PARAMETER_TYPE");
    assertThat(
            codes(
                ParameterValues.check(
                    reindex,
                    values(
                        "entities",
                        List.of("Customer"),
                        "blockSize",
                        new BigDecimal("12345678901234567890")))))
        .containsExactly("JOB_PARAMETER_TYPE");
  }

  @Test
  void aValueTheSelectorDoesNotOfferIsTheSpecsErrorWithOneNestedProblemPerValue() {
    List<Problem> problems =
        ParameterValues.check(
            reindex,
            values("entities", List.of("Customer", "Supplier", "Ghost", "Ghost"), "user", "root"));
    assertThat(codes(problems))
        .containsExactly(
            "JOB_DEFINITION_UNKNOWN_VALUE_IN_PARAMETER",
            "JOB_DEFINITION_UNKNOWN_VALUE_IN_PARAMETER");
    Problem entities = problems.get(0);
    assertThat(entities.source()).isEqualTo("parameters.entities");
    assertThat(entities.params())
        .containsExactly("entities", "Supplier, Ghost", "Customer, Product");
    assertThat(entities.nested())
        .extracting(p -> p.code().code() + " " + p.params())
        .containsExactly(
            "JOB_PARAMETER_VALUE_UNKNOWN [entities, Supplier]",
            "JOB_PARAMETER_VALUE_UNKNOWN [entities, Ghost]");
  }

  @Test
  void theSelectorIsAskedAtEachCheck() {
    Map<String, Object> supplier = values("entities", List.of("Supplier"));
    assertThat(ParameterValues.check(reindex, supplier)).hasSize(1);
    registers.set(Map.of("Supplier", "Suppliers"));
    assertThat(ParameterValues.check(reindex, supplier)).isEmpty();
  }

  @Test
  void aRunGetsTheDefaultsOfWhatIsNotGiven() {
    assertThat(
            ParameterValues.effective(
                reindex, values("entities", List.of("Customer"), "blockSize", 64)))
        .containsExactly(
            Map.entry("entities", List.of("Customer")),
            Map.entry("blockSize", 64),
            Map.entry("mode", "FULL"));
  }

  @Test
  void theTypesOwnCheckSeesTheEffectiveValuesOnlyOnceTheDescriptorsPass() {
    List<Map<String, Object>> asked = new java.util.ArrayList<>();
    OperationType checking =
        new OperationType() {
          @Override
          public String name() {
            return "checking";
          }

          @Override
          public String displayName() {
            return "Checking";
          }

          @Override
          public String description() {
            return "Checks its values together";
          }

          @Override
          public void run(OperationRun run) {}

          @Override
          public List<ParameterDescriptor> parameters() {
            return List.of(
                ParameterDescriptor.of("from", "From", ParameterType.INTEGER).withDefault(10),
                ParameterDescriptor.of("to", "To", ParameterType.INTEGER));
          }

          @Override
          public List<Problem> check(Map<String, Object> values) {
            asked.add(values);
            return ((Number) values.get("to")).longValue()
                    < ((Number) values.get("from")).longValue()
                ? List.of(
                    Problem.at(
                        "parameters.to",
                        org.platform.mdm.operations.OperationsErrors.JOB_PARAMETER_TYPE,
                        "to",
                        "SINGLE",
                        "INTEGER"))
                : List.of();
          }
        };

    assertThat(codes(ParameterValues.check(checking, values("to", "five"))))
        .containsExactly("JOB_PARAMETER_TYPE");
    assertThat(asked).as("not asked while a value does not fit").isEmpty();
    List<Problem> problems = ParameterValues.check(checking, values("to", 5L));
    assertThat(problems).extracting(Problem::source).containsExactly("parameters.to");
    assertThat(asked).containsExactly(values("from", 10, "to", 5L));
    assertThat(ParameterValues.check(checking, values("to", 50L))).isEmpty();
  }
}
