package org.platform.mdm.workflow.model;

import java.time.OffsetDateTime;

/**
 * A published revision of the process definitions; revision 0 is the empty set nobody published.
 */
public record PublishedProcessModel(
    int revision, ProcessModel model, String publishedBy, OffsetDateTime publishDate) {

  static PublishedProcessModel initial() {
    return new PublishedProcessModel(0, new ProcessModel(null), null, null);
  }
}
