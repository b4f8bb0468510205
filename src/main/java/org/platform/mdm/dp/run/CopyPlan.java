package org.platform.mdm.dp.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.platform.mdm.dp.DpErrors;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.RelationDef;
import org.platform.mdm.system.Problem;

/**
 * What a depersonalization copies where: the registers and reference sets chosen, the copy of each
 * and of each relation starting at one ({@code targets}), the source system the copies are written
 * as, the name of the secret key. {@link #check} tells every reason the plan cannot be carried out
 * on a model, each at its parameter.
 */
record CopyPlan(
    List<String> entities,
    Map<String, String> targets,
    String sourceSystem,
    String keyName,
    boolean inPlace,
    boolean again,
    int blockSize) {

  static final String ENTITIES = "entityNames";
  static final String TARGETS = "targets";
  static final String SOURCE_SYSTEM = "sourceSystem";
  static final String KEY_NAME = "keyName";
  static final String IN_PLACE = "inPlace";
  static final String AGAIN = "again";
  static final String BLOCK_SIZE = "blockSize";

  CopyPlan {
    entities = List.copyOf(entities);
    targets = Map.copyOf(targets);
  }

  /** The plan the run's (or a definition's) parameter values name. */
  static CopyPlan of(Map<String, Object> values) {
    List<String> entities = new ArrayList<>();
    if (values.get(ENTITIES) instanceof List<?> list) {
      list.forEach(e -> entities.add(String.valueOf(e)));
    }
    Map<String, String> targets = new LinkedHashMap<>();
    if (values.get(TARGETS) instanceof Map<?, ?> map) {
      map.forEach((k, v) -> targets.put(String.valueOf(k), String.valueOf(v)));
    }
    Object size = values.get(BLOCK_SIZE);
    return new CopyPlan(
        entities,
        targets,
        (String) values.get(SOURCE_SYSTEM),
        Objects.requireNonNullElse((String) values.get(KEY_NAME), "default"),
        Boolean.TRUE.equals(values.get(IN_PLACE)),
        Boolean.TRUE.equals(values.get(AGAIN)),
        size instanceof Number n ? Math.max(1, n.intValue()) : 500);
  }

  /** The relations whose links are copied: those starting at a register chosen. */
  List<RelationDef> relations(DataModel model) {
    Set<String> chosen = Set.copyOf(entities);
    return model.relations().stream().filter(r -> chosen.contains(r.from())).toList();
  }

  /** The copy of the relation's target: the copy of a register chosen, else the register. */
  String copyOf(String entityName) {
    return entities.contains(entityName) ? targets.get(entityName) : entityName;
  }

  /** Every reason the plan cannot be carried out on the model; empty when it can. */
  List<Problem> check(DataModel model) {
    List<Problem> problems = new ArrayList<>();
    if (inPlace) {
      for (String entity : entities) {
        if (ConfidentialFields.ofEntity(model, entity).isEmpty()) {
          problems.add(Problem.at(at(ENTITIES), DpErrors.DP_NOTHING_CONFIDENTIAL, entity));
        }
      }
      if (!targets.isEmpty()) {
        problems.add(Problem.at(at(TARGETS), DpErrors.DP_IN_PLACE_COPY, TARGETS));
      }
      if (sourceSystem != null) {
        problems.add(Problem.at(at(SOURCE_SYSTEM), DpErrors.DP_IN_PLACE_COPY, SOURCE_SYSTEM));
      }
      return problems;
    }
    if (sourceSystem == null) {
      problems.add(Problem.at(at(SOURCE_SYSTEM), DpErrors.DP_SOURCE_SYSTEM_REQUIRED));
    }
    Set<String> used = new LinkedHashSet<>(entities);
    Map<String, String> sourceOf = new LinkedHashMap<>();
    for (String entity : entities) {
      if (ConfidentialFields.ofEntity(model, entity).isEmpty()) {
        problems.add(Problem.at(at(ENTITIES), DpErrors.DP_NOTHING_CONFIDENTIAL, entity));
      }
      String target = targets.get(entity);
      if (target == null) {
        problems.add(Problem.at(at(TARGETS), DpErrors.DP_TARGET_REQUIRED, entity));
        continue;
      }
      if (entities.contains(target)) {
        problems.add(Problem.at(at(TARGETS), DpErrors.DP_TARGET_CONFLICT, target, "a source"));
        continue;
      }
      String other = sourceOf.putIfAbsent(target, entity);
      if (other != null) {
        problems.add(
            Problem.at(at(TARGETS), DpErrors.DP_TARGET_CONFLICT, target, "the copy of " + other));
        continue;
      }
      attributes(model, entity, target, problems);
    }
    for (RelationDef r : relations(model)) {
      used.add(r.name());
      if (copyOf(r.from()) == null || copyOf(r.to()) == null) {
        continue; // the register without a copy is refused above (DP_TARGET_REQUIRED)
      }
      String needed = copyOf(r.from()) + " → " + copyOf(r.to()) + " (" + r.type() + ")";
      Optional<RelationDef> copy =
          Optional.ofNullable(targets.get(r.name())).flatMap(model::relation);
      if (copy.isEmpty()
          || !Objects.equals(copy.get().from(), copyOf(r.from()))
          || !Objects.equals(copy.get().to(), copyOf(r.to()))
          || !Objects.equals(copy.get().type(), r.type())
          || copy.get().name().equals(r.name())) {
        problems.add(
            Problem.at(at(TARGETS), DpErrors.DP_TARGET_RELATION, r.name(), r.from(), needed));
        continue;
      }
      missing(r.name(), copy.get().name(), r.attributes(), copy.get().attributes(), problems);
    }
    for (String name : targets.keySet()) {
      if (!used.contains(name)) {
        problems.add(
            Problem.at(at(TARGETS), DpErrors.DP_TARGET_UNUSED, name, String.join(", ", used)));
      }
    }
    return problems;
  }

  /** The target is of the source's kind and has each of its attributes with the same type. */
  private static void attributes(
      DataModel model, String entity, String target, List<Problem> problems) {
    boolean register = model.entity(entity).isPresent();
    boolean same =
        register
            ? model.entity(target).isPresent()
            : model.lookupEntity(target).isPresent() && model.lookupEntity(entity).isPresent();
    if (!same) {
      problems.add(Problem.at(at(TARGETS), DpErrors.DP_TARGET_KIND, entity, target));
      return;
    }
    missing(
        entity,
        target,
        model.recordAttributes(entity).orElseThrow(),
        model.recordAttributes(target).orElseThrow(),
        problems);
  }

  private static void missing(
      String source,
      String target,
      List<AttributeDef> from,
      List<AttributeDef> into,
      List<Problem> problems) {
    for (AttributeDef a : from) {
      boolean found =
          into.stream()
              .anyMatch(
                  b ->
                      b.name().equals(a.name())
                          && Objects.equals(b.type(), a.type())
                          && Objects.equals(b.array(), a.array())
                          && Objects.equals(b.nestedEntity(), a.nestedEntity())
                          && Objects.equals(b.enumeration(), a.enumeration()));
      if (!found) {
        problems.add(
            Problem.at(
                at(TARGETS),
                DpErrors.DP_TARGET_ATTRIBUTE,
                source,
                target,
                a.name(),
                a.array() ? a.type() + "[]" : a.type()));
      }
    }
  }

  static String at(String parameter) {
    return "parameters." + parameter;
  }
}
