package org.platform.mdm.meta;

import java.time.OffsetDateTime;

/** A published revision of the data model; revision 0 is the empty model nobody published. */
public record PublishedModel(
    int revision, DataModel model, String publishedBy, OffsetDateTime publishDate) {

  /** Revision 0: the empty model, before the first publication. */
  public static PublishedModel initial() {
    return new PublishedModel(0, DataModel.empty(), null, null);
  }
}
