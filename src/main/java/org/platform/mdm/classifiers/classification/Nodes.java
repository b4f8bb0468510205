package org.platform.mdm.classifiers.classification;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.platform.mdm.classifiers.ClassifierModel;
import org.platform.mdm.classifiers.ClassifierNode;
import org.platform.mdm.classifiers.tree.ClassifierNodes;
import org.platform.mdm.meta.AttributeDef;

/**
 * The published classifiers and nodes a check of classifications looks up: read each time, or
 * remembered for the length of one import (whose lines name the same few nodes again and again).
 */
interface Nodes {

  Optional<ClassifierModel> classifier(String name);

  Optional<String> defaultVersion(String classifier);

  boolean versionExists(String classifier, String version);

  Optional<ClassifierNodes.Placed> node(UUID nodeId);

  Optional<ClassifierNode> byCode(String classifier, String version, String code);

  Optional<ClassifierNode> byName(String classifier, String version, String name);

  List<AttributeDef> attributes(ClassifierNode node);

  /** Every look-up read now. */
  static Nodes live(ClassifierNodes nodes) {
    return new Nodes() {
      @Override
      public Optional<ClassifierModel> classifier(String name) {
        return nodes.classifier(name);
      }

      @Override
      public Optional<String> defaultVersion(String classifier) {
        return nodes.defaultVersion(classifier);
      }

      @Override
      public boolean versionExists(String classifier, String version) {
        return nodes.versionExists(classifier, version);
      }

      @Override
      public Optional<ClassifierNodes.Placed> node(UUID nodeId) {
        return nodes.node(nodeId);
      }

      @Override
      public Optional<ClassifierNode> byCode(String classifier, String version, String code) {
        return nodes.byCode(classifier, version, code);
      }

      @Override
      public Optional<ClassifierNode> byName(String classifier, String version, String name) {
        return nodes.byName(classifier, version, name);
      }

      @Override
      public List<AttributeDef> attributes(ClassifierNode node) {
        return nodes.attributes(node);
      }
    };
  }

  /**
   * Every look-up remembered once made (an import's checker thread uses it alone; a classifier
   * published meanwhile is seen by the next import).
   */
  static Nodes remembering(Nodes nodes) {
    Map<Object, Object> seen = new HashMap<>();
    return new Nodes() {
      @SuppressWarnings("unchecked")
      private <T> T once(Object key, java.util.function.Supplier<T> read) {
        if (seen.size() > 100_000) {
          seen.clear();
        }
        return (T) seen.computeIfAbsent(key, k -> read.get());
      }

      @Override
      public Optional<ClassifierModel> classifier(String name) {
        return once(List.of("c", name), () -> nodes.classifier(name));
      }

      @Override
      public Optional<String> defaultVersion(String classifier) {
        return once(List.of("d", classifier), () -> nodes.defaultVersion(classifier));
      }

      @Override
      public boolean versionExists(String classifier, String version) {
        return once(
            List.of("v", classifier, version), () -> nodes.versionExists(classifier, version));
      }

      @Override
      public Optional<ClassifierNodes.Placed> node(UUID nodeId) {
        return once(List.of("n", nodeId), () -> nodes.node(nodeId));
      }

      @Override
      public Optional<ClassifierNode> byCode(String classifier, String version, String code) {
        return once(
            List.of("code", classifier, version, code),
            () -> nodes.byCode(classifier, version, code));
      }

      @Override
      public Optional<ClassifierNode> byName(String classifier, String version, String name) {
        return once(
            List.of("name", classifier, version, name),
            () -> nodes.byName(classifier, version, name));
      }

      @Override
      public List<AttributeDef> attributes(ClassifierNode node) {
        return once(List.of("a", node.nodeId()), () -> nodes.attributes(node));
      }
    };
  }
}
