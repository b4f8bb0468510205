package org.platform.mdm.workflow.model;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.AttributeType;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.system.Problem;
import org.platform.mdm.workflow.WorkflowErrors;

/**
 * Whether a workflow model holds together with the data model and the deployed processes: each
 * assignment names a register or reference set (at most one assignment each) and a deployed
 * process; its approvers are role names, its operations CREATE, UPDATE or DELETE, and its
 * condition's attribute a simple attribute of the entity with at least one value. Every problem is
 * listed, at its path ({@code assignments[2].entityName}).
 */
final class WorkflowModelChecks {

  /** The form of a role name (the core module refuses any other). */
  static final Pattern ROLE_NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_-]{0,99}");

  private WorkflowModelChecks() {}

  /**
   * Every problem of the model.
   *
   * @param deployed whether a process id names a deployed process
   */
  static List<Problem> check(WorkflowModel model, DataModel data, Predicate<String> deployed) {
    List<Problem> problems = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < model.assignments().size(); i++) {
      ProcessAssignment a = model.assignments().get(i);
      String at = "assignments[" + i + "]";
      if (a == null) {
        problems.add(required(at));
        continue;
      }
      Optional<List<AttributeDef>> attributes = entity(a, at, data, seen, problems);
      if (blank(a.processId())) {
        problems.add(required(at + ".processId"));
      } else if (!deployed.test(a.processId())) {
        problems.add(
            Problem.at(at + ".processId", WorkflowErrors.WORKFLOW_PROCESS_UNKNOWN, a.processId()));
      }
      approvers(a.approvers(), at + ".approvers", problems);
      operations(a.operations(), at + ".operations", problems);
      if (a.condition() != null) {
        condition(a.condition(), at + ".condition", attributes, data, problems);
      }
    }
    return problems;
  }

  private static Optional<List<AttributeDef>> entity(
      ProcessAssignment a, String at, DataModel data, Set<String> seen, List<Problem> problems) {
    if (blank(a.entityName())) {
      problems.add(required(at + ".entityName"));
      return Optional.empty();
    }
    if (!seen.add(a.entityName())) {
      problems.add(
          Problem.at(
              at + ".entityName",
              WorkflowErrors.WORKFLOW_ASSIGNMENT_ENTITY_DUPLICATE,
              a.entityName()));
    }
    Optional<List<AttributeDef>> attributes = data.recordAttributes(a.entityName());
    if (attributes.isEmpty()) {
      problems.add(
          Problem.at(
              at + ".entityName",
              WorkflowErrors.WORKFLOW_ASSIGNMENT_ENTITY_UNKNOWN,
              a.entityName()));
    }
    return attributes;
  }

  private static void approvers(List<String> approvers, String at, List<Problem> problems) {
    for (int j = 0; j < approvers.size(); j++) {
      String role = approvers.get(j);
      if (blank(role)) {
        problems.add(required(at + "[" + j + "]"));
      } else if (!ROLE_NAME.matcher(role).matches()) {
        problems.add(
            Problem.at(at + "[" + j + "]", WorkflowErrors.WORKFLOW_ASSIGNMENT_ROLE_INVALID, role));
      }
    }
  }

  private static void operations(List<String> operations, String at, List<Problem> problems) {
    for (int j = 0; j < operations.size(); j++) {
      String operation = operations.get(j);
      if (operation == null || !ProcessAssignment.OPERATIONS.contains(operation)) {
        problems.add(
            Problem.at(
                at + "[" + j + "]",
                WorkflowErrors.WORKFLOW_ASSIGNMENT_OPERATION_UNKNOWN,
                String.valueOf(operation),
                String.join(", ", ProcessAssignment.OPERATIONS)));
      }
    }
  }

  private static void condition(
      ProcessAssignment.Condition condition,
      String at,
      Optional<List<AttributeDef>> attributes,
      DataModel data,
      List<Problem> problems) {
    if (blank(condition.attribute())) {
      problems.add(required(at + ".attribute"));
    } else if (attributes.isPresent()
        && simpleAttribute(attributes.get(), condition.attribute(), data).isEmpty()) {
      problems.add(
          Problem.at(
              at + ".attribute",
              WorkflowErrors.WORKFLOW_CONDITION_ATTRIBUTE_UNKNOWN,
              condition.attribute()));
    }
    if (condition.values().isEmpty()) {
      problems.add(required(at + ".values"));
    }
    for (int j = 0; j < condition.values().size(); j++) {
      if (condition.values().get(j) == null) {
        problems.add(required(at + ".values[" + j + "]"));
      }
    }
  }

  /**
   * The simple attribute a path names: names joined by dots, each but the last a complex attribute
   * whose nested entity holds the next; empty when the path names none, or a complex one.
   */
  static Optional<AttributeDef> simpleAttribute(
      List<AttributeDef> attributes, String path, DataModel data) {
    List<AttributeDef> here = attributes;
    String[] names = path.split("\\.", -1);
    for (int i = 0; i < names.length; i++) {
      String name = names[i];
      Optional<AttributeDef> found = here.stream().filter(x -> x.name().equals(name)).findFirst();
      if (found.isEmpty()) {
        return Optional.empty();
      }
      boolean complex = AttributeType.COMPLEX.typeName().equals(found.get().type());
      if (i == names.length - 1) {
        return complex ? Optional.empty() : found;
      }
      if (!complex || found.get().nestedEntity() == null) {
        return Optional.empty();
      }
      Optional<List<AttributeDef>> nested =
          data.nestedEntity(found.get().nestedEntity()).map(n -> n.attributes());
      if (nested.isEmpty()) {
        return Optional.empty();
      }
      here = nested.get();
    }
    return Optional.empty();
  }

  private static Problem required(String path) {
    return Problem.at(path, WorkflowErrors.WORKFLOW_FIELD_REQUIRED, path);
  }

  private static boolean blank(String text) {
    return text == null || text.isBlank();
  }
}
