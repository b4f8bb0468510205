package org.platform.mdm.draft;

import java.util.List;
import java.util.Map;

/**
 * One page of a search, the number of all drafts that match, and the full names of the page's
 * owners (for display; unknown owners are absent).
 */
public record DraftPage(List<DraftView> drafts, long totalCount, Map<String, String> ownerNames) {

  public DraftPage {
    drafts = List.copyOf(drafts);
    ownerNames = Map.copyOf(ownerNames);
  }
}
