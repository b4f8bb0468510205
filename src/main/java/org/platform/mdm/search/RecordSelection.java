package org.platform.mdm.search;

import java.util.List;
import java.util.Set;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Service;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The records a search selects, read page by page for a background operation (an export, a delete,
 * a re-match): the search body of {@code POST /api/v2/search/records} without its paging, run as
 * the user who asked, so that the user's rights and security labels decide what is selected. Each
 * page carries the cursor after its last record, which a run keeps as its checkpoint.
 */
@Service
public class RecordSelection {

  /** The body's paging and presentation fields: a selection sets its own. */
  private static final Set<String> PAGING =
      Set.of("offset", "limit", "searchAfter", "facets", "returnAttributes");

  private final SearchService search;

  RecordSelection(SearchService search) {
    this.search = search;
  }

  /**
   * A page of the selection.
   *
   * @param etalonIds the records of the page, in the search's order
   * @param cursor where the next page begins; null when this one is the last
   * @param totalCount the records the search selects in all
   */
  public record Page(List<EtalonId> etalonIds, String cursor, long totalCount) {}

  /**
   * Checks a selection and counts its records: every problem of the body at once (400), 403 when
   * the user may not read the entity.
   */
  public long count(JsonNode selection, PlatformUser user) {
    return page(selection, user, null, 0).totalCount();
  }

  /** The {@code size} records after {@code cursor} (null: the first ones). */
  public Page page(JsonNode selection, PlatformUser user, String cursor, int size) {
    if (selection == null || !selection.isObject()) {
      throw new PlatformException(
          List.of(
              Problem.at(
                  "selection",
                  SearchErrors.SEARCH_FIELD_INVALID,
                  "selection",
                  "{entityName, text?, filters?, …}")));
    }
    ObjectNode body = ((ObjectNode) selection).deepCopy();
    PAGING.forEach(body::remove);
    body.put("limit", size);
    body.putArray("returnAttributes");
    if (cursor != null) {
      body.put("searchAfter", cursor);
    }
    SearchAnswer answer = search.search(body, user);
    List<EtalonId> ids =
        answer.hits().stream()
            .map(h -> new EtalonId(java.util.UUID.fromString(h.etalonId())))
            .toList();
    return new Page(
        ids, ids.size() < size || size == 0 ? null : answer.searchAfter(), answer.totalCount());
  }

  /** The entity a selection searches (checked by {@link #count}). */
  public static String entityName(JsonNode selection) {
    JsonNode name = selection == null ? null : selection.get("entityName");
    return name != null && name.isString() ? name.asString() : null;
  }
}
