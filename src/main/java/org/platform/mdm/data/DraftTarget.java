package org.platform.mdm.data;

import java.util.List;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.JsonNode;

/**
 * Where a data write, delete or restore goes instead of the record: the record draft {@code
 * draftId}, or the record's child draft under {@code parentDraftId} (found or created). Neither (or
 * 0) means the change applies at once.
 */
public record DraftTarget(DraftId draftId, DraftId parentDraftId) {

  public static final DraftTarget NONE = new DraftTarget(null, null);

  /** From ids as given: null or 0 is none; a negative id is a problem. */
  public static DraftTarget of(Long draftId, Long parentDraftId, List<Problem> problems) {
    return new DraftTarget(
        id(draftId, "draftId", problems), id(parentDraftId, "parentDraftId", problems));
  }

  /** From the body fields {@code draftId} and {@code parentDraftId}. */
  public static DraftTarget of(JsonNode body, List<Problem> problems) {
    return of(number(body, "draftId", problems), number(body, "parentDraftId", problems), problems);
  }

  public boolean present() {
    return draftId != null || parentDraftId != null;
  }

  private static Long number(JsonNode body, String field, List<Problem> problems) {
    JsonNode node = body == null ? null : body.get(field);
    if (node == null || node.isNull()) {
      return null;
    }
    if (!node.isIntegralNumber() || !node.canConvertToLong()) {
      problems.add(Problem.at(field, DataErrors.DATA_DRAFT_ID_INVALID, field, node.toString()));
      return null;
    }
    return node.asLong();
  }

  private static DraftId id(Long value, String field, List<Problem> problems) {
    if (value == null || value == 0) {
      return null;
    }
    if (value < 0) {
      problems.add(Problem.at(field, DataErrors.DATA_DRAFT_ID_INVALID, field, value));
      return null;
    }
    return new DraftId(value);
  }
}
