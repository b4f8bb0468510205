package org.platform.mdm.notifications;

import java.time.OffsetDateTime;
import java.util.Map;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.BulkWriteListener;
import org.platform.mdm.data.EtalonId;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/** Bulk loads write without the record pipelines: their records are told from here. */
@Component
class BulkNotifications implements BulkWriteListener {

  private final Notifications notifications;

  BulkNotifications(@Lazy Notifications notifications) {
    this.notifications = notifications;
  }

  @Override
  public void written(Map<EtalonId, String> records, PlatformUser user, OffsetDateTime now) {
    notifications.bulkWritten(records, user, now);
  }
}
