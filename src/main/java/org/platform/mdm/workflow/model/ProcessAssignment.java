package org.platform.mdm.workflow.model;

import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import org.platform.mdm.workflow.engine.ProcessVariables;

/**
 * The approval process a register's or reference set's record drafts wait for: which process, who
 * approves, for which operations, and on which records (a condition on one attribute's values).
 *
 * @param approvers role names whose members approve; empty means {@link
 *     ProcessVariables#DEFAULT_APPROVERS}
 * @param operations the operations the process runs for ({@link #OPERATIONS}); empty means all
 * @param condition the records the process runs for; null means every record
 */
public record ProcessAssignment(
    @Schema(description = "The register or reference set.") String entityName,
    @Schema(description = "The id (key) of a deployed process.") String processId,
    @ArraySchema(
            schema = @Schema(description = "A role name."),
            arraySchema =
                @Schema(
                    nullable = true,
                    description = "The roles that approve; empty or absent: `ADMIN`."))
        List<String> approvers,
    @ArraySchema(
            schema = @Schema(allowableValues = {"CREATE", "UPDATE", "DELETE"}),
            arraySchema =
                @Schema(
                    nullable = true,
                    description = "The operations the process runs for; empty or absent: all."))
        List<String> operations,
    @Schema(nullable = true, description = "The records it runs for; absent: every record.")
        Condition condition) {

  /** The operations a record draft does, as the publication gate names them. */
  public static final List<String> OPERATIONS = List.of("CREATE", "UPDATE", "DELETE");

  public ProcessAssignment {
    approvers = copy(approvers);
    operations = copy(operations);
  }

  /**
   * Whether a record draft's publication waits for this process: its operation is one of {@link
   * #operations} (any when none are named), and, with a condition, the record as the draft would
   * make it holds one of the condition's values at its attribute.
   *
   * @param operation CREATE, UPDATE or DELETE
   * @param valuesAt the record's values (as text) at an attribute path; null or empty when none
   */
  public boolean applies(String operation, Function<String, List<String>> valuesAt) {
    if (!operations.isEmpty() && !operations.contains(operation)) {
      return false;
    }
    return condition == null || condition.holds(valuesAt);
  }

  /** The roles that approve: those named, else {@link ProcessVariables#DEFAULT_APPROVERS}. */
  public List<String> approverRoles() {
    return approvers.isEmpty() ? List.of(ProcessVariables.DEFAULT_APPROVERS) : approvers;
  }

  // Nulls inside stay, so that the checks can point at them.
  private static List<String> copy(List<String> list) {
    return list == null ? List.of() : Collections.unmodifiableList(new ArrayList<>(list));
  }

  /**
   * The records a process runs for: those holding one of {@code values} at {@code attribute} (a
   * simple attribute, or a path through complex attributes: {@code address.city}).
   */
  public record Condition(
      @Schema(
              description =
                  "A simple attribute of the entity, or a path to one through complex"
                      + " attributes (`address.city`).")
          String attribute,
      @ArraySchema(schema = @Schema(description = "A value as text, as the record holds it."))
          List<String> values) {

    public Condition {
      values = copy(values);
    }

    /** Whether the record holds one of the values at the attribute. */
    public boolean holds(Function<String, List<String>> valuesAt) {
      List<String> held = valuesAt.apply(attribute);
      return held != null && held.stream().anyMatch(v -> v != null && values.contains(v));
    }
  }
}
