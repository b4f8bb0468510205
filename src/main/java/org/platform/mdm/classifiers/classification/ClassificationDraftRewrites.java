package org.platform.mdm.classifiers.classification;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.platform.mdm.classifiers.ClassifierNode;
import org.platform.mdm.classifiers.StoredClassificationValues;
import org.platform.mdm.classifiers.tree.ClassifierNodes;
import org.platform.mdm.data.DraftedValues;
import org.platform.mdm.draft.DraftContents;
import org.platform.mdm.draft.DraftId;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The node values drafts hold, rewritten through the drafts module's {@link DraftContents}: an
 * edition of a {@code classification} draft, or of a {@code record} draft, holds its changes
 * ({@code operations}), each a write body whose {@code classifications} name, per classifier, items
 * with their node (by id, or code or name in a version, the default one when none is named) and
 * their {@code attributes}.
 */
@Component
class ClassificationDraftRewrites {

  private static final String RECORD_DRAFTS = "record";
  private static final String ENTITY_NAME = "entity-name";

  private final DraftContents contents;
  private final ClassifierNodes nodes;

  ClassificationDraftRewrites(@Lazy DraftContents contents, ClassifierNodes nodes) {
    this.contents = contents;
    this.nodes = nodes;
  }

  DraftedValues.Page drafts(
      String classifier,
      String entityName,
      long after,
      int limit,
      StoredClassificationValues.Rewrite rewrite) {
    List<DraftId> drafts =
        entityName == null
            ? contents.tagged(
                ClassificationDraftProvider.TYPE,
                ClassificationDraftProvider.CLASSIFIER + ":" + classifier,
                after == 0 ? null : new DraftId(after),
                limit)
            : contents.tagged(
                RECORD_DRAFTS,
                ENTITY_NAME + ":" + entityName,
                after == 0 ? null : new DraftId(after),
                limit);
    Map<UUID, Optional<UUID>> found = new LinkedHashMap<>();
    Map<Long, String> refused = new LinkedHashMap<>();
    contents
        .rewrite(drafts, content -> rewritten(content, classifier, rewrite, found))
        .forEach((id, reason) -> refused.put(id.value(), reason));
    return new DraftedValues.Page(
        drafts.size(), drafts.isEmpty() ? 0 : drafts.get(drafts.size() - 1).value(), refused);
  }

  private JsonNode rewritten(
      JsonNode content,
      String classifier,
      StoredClassificationValues.Rewrite rewrite,
      Map<UUID, Optional<UUID>> found) {
    JsonNode copy = content.deepCopy();
    if (!(copy.get(ClassificationDraftProvider.OPERATIONS) instanceof ArrayNode operations)) {
      return copy;
    }
    for (JsonNode change : operations) {
      if (change.path("body").path("classifications").get(classifier) instanceof ArrayNode items) {
        for (JsonNode item : items) {
          if (item instanceof ObjectNode o
              && o.get("attributes") instanceof ObjectNode attributes
              && !attributes.isEmpty()) {
            Optional<UUID> node = node(classifier, o);
            if (node.isPresent()) {
              Map<String, JsonNode> values = new LinkedHashMap<>();
              attributes.properties().forEach(e -> values.put(e.getKey(), e.getValue()));
              o.set("attributes", rewrite.apply(node.get(), values));
            }
          }
        }
      }
    }
    return copy;
  }

  /** The node an item names: by id, else by code or name in its version (or the default one). */
  private Optional<UUID> node(String classifier, ObjectNode item) {
    String id = item.path("nodeId").asString(null);
    if (id != null) {
      try {
        return nodes.node(UUID.fromString(id)).map(p -> p.node().nodeId());
      } catch (IllegalArgumentException e) {
        return Optional.empty();
      }
    }
    String version = item.path("versionName").asString(null);
    if (version == null) {
      version = nodes.defaultVersion(classifier).orElse(null);
    }
    if (version == null) {
      return Optional.empty();
    }
    String code = item.path("nodeCode").asString(null);
    String name = item.path("nodeName").asString(null);
    Optional<ClassifierNode> node =
        code != null
            ? nodes.byCode(classifier, version, code)
            : name != null ? nodes.byName(classifier, version, name) : Optional.empty();
    return node.map(ClassifierNode::nodeId);
  }
}
