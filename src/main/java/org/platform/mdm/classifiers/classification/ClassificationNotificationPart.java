package org.platform.mdm.classifiers.classification;

import org.platform.mdm.data.EtalonId;
import org.platform.mdm.notifications.RecordNotificationPart;
import org.springframework.stereotype.Component;

/** A record's notification carries its classifications in force (block {@code classifications}). */
@Component
class ClassificationNotificationPart implements RecordNotificationPart {

  private final ClassificationReads reads;

  ClassificationNotificationPart(ClassificationReads reads) {
    this.reads = reads;
  }

  @Override
  public String field() {
    return "classifications";
  }

  @Override
  public Object value(EtalonId etalonId) {
    return reads.forNotification(etalonId);
  }
}
