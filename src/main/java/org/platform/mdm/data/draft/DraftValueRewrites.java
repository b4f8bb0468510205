package org.platform.mdm.data.draft;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.data.DraftedValues;
import org.platform.mdm.data.StoredValues;
import org.platform.mdm.draft.DraftContents;
import org.platform.mdm.draft.DraftId;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@link DraftedValues} through the drafts module's {@link DraftContents}: a record draft's edition
 * holds its changes ({@code operations}), a drafted write's body with its {@code attributes} and
 * the links it carries ({@code relations}, relation name → items with their {@code attributes}); a
 * relation draft's edition holds its links' changes, each an {@code item} of its relation.
 */
@Component
class DraftValueRewrites implements DraftedValues {

  private final DraftContents contents;

  DraftValueRewrites(@Lazy DraftContents contents) {
    this.contents = contents;
  }

  @Override
  public Page records(
      String entityName,
      long after,
      int limit,
      StoredValues.Rewrite values,
      Map<String, StoredValues.Rewrite> links) {
    return page(
        RecordDrafts.TYPE,
        entityName,
        after,
        limit,
        content ->
            changes(
                content,
                change -> {
                  JsonNode body = change.get("body");
                  if (body instanceof ObjectNode write
                      && RecordDrafts.UPSERT_DATA.equals(change.path("operation").asString())) {
                    rewritten(write, values);
                    if (write.get("relations") instanceof ObjectNode relations) {
                      links.forEach(
                          (relation, rewrite) -> {
                            if (relations.get(relation) instanceof ArrayNode items) {
                              items.forEach(item -> rewritten(item, rewrite));
                            }
                          });
                    }
                  }
                }));
  }

  @Override
  public Page links(String relationName, long after, int limit, StoredValues.Rewrite values) {
    return page(
        RelationDraftProvider.TYPE,
        relationName,
        after,
        limit,
        content ->
            changes(
                content,
                change -> {
                  if (relationName.equals(change.path("relationName").asString())) {
                    rewritten(change.get("item"), values);
                  }
                }));
  }

  private Page page(
      String provider, String name, long after, int limit, DraftContents.Rewrite rewrite) {
    List<DraftId> drafts =
        contents.tagged(
            provider,
            RecordDraftProvider.ENTITY_NAME + ":" + name,
            after == 0 ? null : new DraftId(after),
            limit);
    Map<Long, String> refused = new LinkedHashMap<>();
    contents.rewrite(drafts, rewrite).forEach((id, reason) -> refused.put(id.value(), reason));
    return new Page(
        drafts.size(), drafts.isEmpty() ? 0 : drafts.get(drafts.size() - 1).value(), refused);
  }

  /** The content with each of its changes changed by {@code change} (on a copy). */
  private static JsonNode changes(
      JsonNode content, java.util.function.Consumer<ObjectNode> change) {
    JsonNode copy = content.deepCopy();
    if (copy.get(RecordDrafts.OPERATIONS) instanceof ArrayNode operations) {
      operations.forEach(
          c -> {
            if (c instanceof ObjectNode o) {
              change.accept(o);
            }
          });
    }
    return copy;
  }

  /** The holder's {@code attributes} replaced by their new values, when it has them. */
  private static void rewritten(JsonNode holder, StoredValues.Rewrite rewrite) {
    if (holder instanceof ObjectNode o && o.get("attributes") instanceof ObjectNode attributes) {
      Map<String, JsonNode> values = new LinkedHashMap<>();
      attributes.properties().forEach(e -> values.put(e.getKey(), e.getValue()));
      o.set("attributes", rewrite.apply(values));
    }
  }
}
