package org.platform.mdm.draft;

import java.util.List;

/** One page of a search and the number of all drafts that match. */
public record DraftPage(List<DraftView> drafts, long totalCount) {

  public DraftPage {
    drafts = List.copyOf(drafts);
  }
}
