package org.platform.mdm.search;

import java.util.List;
import java.util.Set;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.search.query.SearchService;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Service;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The records a search selects, counted and written down at once for a background operation (an
 * export, a delete, a re-match): the search body of {@code POST /api/v2/search/records} without its
 * paging, run as the user who asked, so that the user's rights and security labels decide what is
 * selected.
 */
@Service
public class RecordSelection {

  /** The body's paging and presentation fields: a selection sets its own. */
  private static final Set<String> PAGING =
      Set.of("offset", "limit", "searchAfter", "facets", "returnAttributes", "exactCount");

  private final SearchService search;

  RecordSelection(SearchService search) {
    this.search = search;
  }

  /**
   * Checks a selection and counts its records: every problem of the body at once (400), 403 when
   * the user may not read the entity.
   */
  public long count(JsonNode selection, PlatformUser user) {
    return search.search(body(selection), user).totalCount();
  }

  /**
   * Writes the selection's records, in the search's order, as the run's selection.
   *
   * @return how many there are
   */
  long select(JsonNode selection, PlatformUser user, long executionId) {
    return search.select(body(selection), user, executionId);
  }

  /**
   * The search body of a selection: no page of hits (its exact count alone: the confirmation of an
   * operation says how many records it touches), no other paging.
   */
  private static ObjectNode body(JsonNode selection) {
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
    body.put("limit", 0);
    body.put("exactCount", true);
    body.putArray("returnAttributes");
    return body;
  }

  /** The entity a selection searches (checked by {@link #count}). */
  public static String entityName(JsonNode selection) {
    JsonNode name = selection == null ? null : selection.get("entityName");
    return name != null && name.isString() ? name.asString() : null;
  }
}
