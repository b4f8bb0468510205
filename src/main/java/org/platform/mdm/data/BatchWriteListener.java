package org.platform.mdm.data;

import java.time.OffsetDateTime;
import java.util.Map;
import org.platform.mdm.core.PlatformUser;

/**
 * Told, in the transaction of a batch of the record API written through the bulk path, of the
 * records it wrote, after their timelines, search documents, matching keys and notifications: what
 * the record pipelines' points do after a single write (real-time matching) they do here, once per
 * record. Bulk loads (imports) do not call it.
 */
public interface BatchWriteListener {

  /**
   * @param records every record the batch created or changed, with its entity, in the order of the
   *     items that first wrote each
   */
  void written(Map<EtalonId, String> records, PlatformUser user, OffsetDateTime now);
}
