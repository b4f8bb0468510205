package org.platform.mdm.classifiers;

import java.time.OffsetDateTime;

/** A published classifier, with its optimistic-lock version and who made and changed it. */
public record ClassifierView(
    ClassifierModel model,
    long version,
    OffsetDateTime createDate,
    String createdBy,
    OffsetDateTime updateDate,
    String updatedBy) {

  public String name() {
    return model.name();
  }
}
