package org.platform.mdm.meta;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.meta.NameRules.UniqueNames;
import org.platform.mdm.system.Problem;

/**
 * Classifiers: name (also a security resource name, so no register's or reference set's), and a
 * tree of nodes with unique codes, known parents, no cycles, and attributes.
 */
final class ClassifierRules {

  static final int MAX_CODE = 100;

  private ClassifierRules() {}

  static List<Problem> check(List<ClassifierDef> classifiers, ModelIndex index) {
    List<Problem> problems = new ArrayList<>();
    UniqueNames names = new UniqueNames();
    for (int i = 0; i < classifiers.size(); i++) {
      ClassifierDef classifier = classifiers.get(i);
      String path = ModelPath.element("classifiers", classifier.name(), i);
      problems.addAll(
          NameRules.check(
              path, classifier.name(), names, MetaErrors.META_CLASSIFIER_NAME_DUPLICATE));
      problems.addAll(NameRules.checkNotReserved(path, classifier.name()));
      if (index.hasRegister(classifier.name()) || index.hasReferenceSet(classifier.name())) {
        problems.add(
            Problem.at(
                ModelPath.field(path, "name"),
                MetaErrors.META_CLASSIFIER_NAME_TAKEN,
                classifier.name()));
      }
      problems.addAll(checkNodes(path, classifier, index));
    }
    return problems;
  }

  private static List<Problem> checkNodes(String path, ClassifierDef classifier, ModelIndex index) {
    List<Problem> problems = new ArrayList<>();
    Map<String, String> parents = new LinkedHashMap<>();
    Map<String, String> paths = new LinkedHashMap<>();
    List<ClassifierNodeDef> nodes = classifier.nodes();
    for (int i = 0; i < nodes.size(); i++) {
      ClassifierNodeDef node = nodes.get(i);
      String nodePath = ModelPath.element(path, "nodes", node.code(), i);
      problems.addAll(checkCode(nodePath, node.code()));
      if (node.code() != null && !node.code().isBlank()) {
        if (parents.containsKey(node.code())) {
          problems.add(
              Problem.at(
                  ModelPath.field(nodePath, "code"),
                  MetaErrors.META_CLASSIFIER_NODE_DUPLICATE,
                  node.code(),
                  classifier.name()));
        } else {
          parents.put(node.code(), node.parentCode());
          paths.put(node.code(), nodePath);
        }
      }
      problems.addAll(AttributeRules.checkAll(nodePath, node.attributes(), index));
    }
    for (int i = 0; i < nodes.size(); i++) {
      ClassifierNodeDef node = nodes.get(i);
      if (node.parentCode() != null && !parents.containsKey(node.parentCode())) {
        problems.add(
            Problem.at(
                ModelPath.field(ModelPath.element(path, "nodes", node.code(), i), "parentCode"),
                MetaErrors.META_CLASSIFIER_PARENT_NOT_FOUND,
                node.parentCode(),
                classifier.name()));
      }
    }
    problems.addAll(checkCycles(classifier.name(), parents, paths));
    return problems;
  }

  private static List<Problem> checkCode(String nodePath, String code) {
    String field = ModelPath.field(nodePath, "code");
    if (code == null || code.isBlank()) {
      return List.of(Problem.at(field, MetaErrors.META_FIELD_REQUIRED, field));
    }
    if (code.length() > MAX_CODE) {
      return List.of(Problem.at(field, MetaErrors.META_FIELD_TOO_LONG, field, MAX_CODE));
    }
    return List.of();
  }

  /**
   * Follows each node's parents up to a root; reaching a node of the same climb again closes a
   * cycle, reported once at the node where the climb met it.
   */
  private static List<Problem> checkCycles(
      String classifier, Map<String, String> parents, Map<String, String> paths) {
    List<Problem> problems = new ArrayList<>();
    Set<String> done = new HashSet<>();
    for (String start : parents.keySet()) {
      LinkedHashSet<String> climb = new LinkedHashSet<>();
      String code = start;
      while (code != null && parents.containsKey(code) && !done.contains(code)) {
        if (!climb.add(code)) {
          problems.add(
              Problem.at(
                  ModelPath.field(paths.get(code), "parentCode"),
                  MetaErrors.META_CLASSIFIER_CYCLE,
                  cycle(climb, code),
                  classifier));
          break;
        }
        code = parents.get(code);
      }
      done.addAll(climb);
    }
    return problems;
  }

  private static String cycle(Set<String> climb, String start) {
    List<String> codes = new ArrayList<>();
    boolean inCycle = false;
    for (String code : climb) {
      inCycle = inCycle || code.equals(start);
      if (inCycle) {
        codes.add(code);
      }
    }
    codes.add(start);
    return String.join(" -> ", codes);
  }
}
