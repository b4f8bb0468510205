package org.platform.mdm.workflow.task;

import java.util.List;

/** A page of a search of the index: the matching items in all, and those of the page. */
public record IndexPage<T>(long total, List<T> items) {

  public IndexPage {
    items = List.copyOf(items);
  }
}
