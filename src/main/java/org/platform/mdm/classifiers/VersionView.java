package org.platform.mdm.classifiers;

import java.time.OffsetDateTime;

/** A published version of a classifier, with its optimistic-lock version. */
public record VersionView(
    ClassifierVersionModel model,
    long version,
    OffsetDateTime createDate,
    String createdBy,
    OffsetDateTime updateDate,
    String updatedBy) {

  public String name() {
    return model.name();
  }
}
