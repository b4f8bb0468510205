package org.platform.mdm.data;

import java.time.OffsetDateTime;
import java.util.Map;
import org.platform.mdm.core.PlatformUser;

/**
 * Told of what a bulk load (an import, by either of its doors) writes through the bulk path and of
 * its end: the modules that act once a load is over (matching after a load) listen here. The record
 * API's batches do not call it.
 */
public interface LoadListener {

  /**
   * In the transaction of a load's batch, once its turn to commit came.
   *
   * @param records every record the batch created or changed, with its register
   */
  void written(Map<EtalonId, String> records, PlatformUser user, OffsetDateTime now);

  /** The load of this user is done (its last batch committed), outside any transaction. */
  void ended(String userName);
}
