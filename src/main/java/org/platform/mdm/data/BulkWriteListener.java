package org.platform.mdm.data;

import java.time.OffsetDateTime;
import java.util.Map;
import org.platform.mdm.core.PlatformUser;

/**
 * Told of the records a bulk load batch wrote, in the batch's transaction: the bulk path writes
 * without the record pipelines, so modules that follow every change (notifications) listen here.
 */
public interface BulkWriteListener {

  /**
   * @param records every record the batch created or changed, with its register
   */
  void written(Map<EtalonId, String> records, PlatformUser user, OffsetDateTime now);
}
