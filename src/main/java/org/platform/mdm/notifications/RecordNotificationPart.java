package org.platform.mdm.notifications;

import org.platform.mdm.data.EtalonId;

/**
 * A block other modules add to a record's notification body when the body carries the record
 * (setting fetchResult): the classifiers module adds {@code classifications}.
 */
public interface RecordNotificationPart {

  /** The body's field. */
  String field();

  /**
   * The block for the record, read in the notification's transaction (before a delete's steps
   * remove anything): a value Jackson writes.
   */
  Object value(EtalonId etalonId);
}
