package org.platform.mdm.dp.run;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordClassifications;
import org.platform.mdm.data.RecordClassifications.ClassifiedPeriod;
import org.platform.mdm.operations.Step;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * One block of a depersonalization of classifications, in the block's transaction: the
 * classifications in force of a page of a register's records, of one classifier, written to the
 * records' copies (found by the source record's etalon id as their key in the plan's source system)
 * with each confidential node attribute's values replaced.
 */
@Component
class ClassificationCopies {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private final RecordClassifications classifications;
  private final Obfuscations obfuscations;
  private final DepersonalizationRepository repository;

  ClassificationCopies(
      @Lazy RecordClassifications classifications,
      Obfuscations obfuscations,
      DepersonalizationRepository repository) {
    this.classifications = classifications;
    this.obfuscations = obfuscations;
    this.repository = repository;
  }

  /** The functions of each node's confidential attributes, prepared once per run and classifier. */
  final class NodeFunctions {
    private final String classifier;
    private final byte[] key;
    private final Map<UUID, ValueObfuscation> byNode = new HashMap<>();

    NodeFunctions(String classifier, byte[] key) {
      this.classifier = classifier;
      this.key = key;
    }

    ValueObfuscation of(ClassifiedPeriod period) {
      return of(period.nodeId(), period.nodeCode());
    }

    /**
     * The functions of the node's confidential attributes (own and inherited); none for a node that
     * no longer exists.
     *
     * @param code the node's code, to name it in a problem (null: its id names it)
     */
    ValueObfuscation of(UUID nodeId, String code) {
      return byNode.computeIfAbsent(
          nodeId,
          id ->
              obfuscations.prepare(
                  classifier + " node " + (code == null ? id : code),
                  null,
                  ConfidentialFields.ofNode(classifications.nodeAttributes(id)),
                  key));
    }
  }

  NodeFunctions functions(String classifier, byte[] key) {
    return new NodeFunctions(classifier, key);
  }

  /**
   * Copies the classifications of the next page of the register's records after {@code after}
   * (null: from the first). A classified record without a copy, or with a value a function refuses,
   * is a failed item.
   *
   * @return the records read
   */
  int copy(
      Step.Scope scope,
      ClassificationPlan plan,
      String entity,
      NodeFunctions functions,
      EtalonId after,
      PlatformUser user) {
    List<EtalonId> page = repository.etalonIds(entity, after, plan.blockSize());
    String target = plan.targets().get(entity);
    Map<EtalonId, List<ClassifiedPeriod>> inForce =
        page.isEmpty() ? Map.of() : classifications.inForce(page, user);
    Set<String> copied =
        repository.keysPresent(
            target, plan.sourceSystem(), page.stream().map(EtalonId::toString).toList());
    for (EtalonId id : page) {
      List<ClassifiedPeriod> periods =
          inForce.getOrDefault(id, List.of()).stream()
              .filter(p -> p.classifierName().equals(functions.classifier))
              .toList();
      if (periods.isEmpty()) {
        continue;
      }
      if (!copied.contains(id.toString())) {
        scope.failed(
            entity + " " + id,
            "the record has no copy in " + target + ": copy the records (dpDataJob) first");
        continue;
      }
      ArrayNode items = NODES.arrayNode();
      try {
        for (ClassifiedPeriod period : periods) {
          ObjectNode item = items.addObject();
          item.put("nodeId", period.nodeId().toString());
          if (period.validFrom() != null) {
            item.put("validFrom", period.validFrom().toString());
          }
          if (period.validTo() != null) {
            item.put("validTo", period.validTo().toString());
          }
          if (!period.attributes().isEmpty()) {
            item.set("attributes", functions.of(period).apply(period.attributes()));
          }
        }
      } catch (IllegalArgumentException e) {
        scope.failed(entity + " " + id, e.getMessage());
        continue;
      }
      ObjectNode body = NODES.objectNode();
      body.put("entityName", target);
      body.put("sourceSystem", plan.sourceSystem());
      body.put("externalId", id.toString());
      body.putObject("classifications").set(functions.classifier, items);
      classifications.writeAlone(body, user);
    }
    if (!page.isEmpty()) {
      scope.checkpoint(page.get(page.size() - 1).value().toString());
    }
    scope.processed(page.size());
    return page.size();
  }
}
