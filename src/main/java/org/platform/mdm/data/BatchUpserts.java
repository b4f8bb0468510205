package org.platform.mdm.data;

import java.util.List;
import org.platform.mdm.core.PlatformUser;

/**
 * Many source writes of records written at once in the caller's transaction, through the bulk path
 * of imports (one statement per table for the whole list): each write checked as a single write is
 * checked, the records' timelines, search documents, asset rows and notifications written as a
 * batch of the record API writes them. For a module writing many records of its own in one step (a
 * scan's block of assets).
 */
public interface BatchUpserts {

  /**
   * Writes the records in the caller's transaction; the record each write went to, in the writes'
   * order. A write refused refuses the whole list (a {@link
   * org.platform.mdm.system.PlatformException} with its problems), which the caller's transaction
   * then rolls back. Writes of the platform's source (a steward's overrides), with links or with
   * classifications are not taken: they go through {@link RecordService#upsert}. A logically
   * deleted record stays deleted (as an import leaves it).
   */
  List<EtalonId> upsert(List<RecordWrite> writes, PlatformUser user);
}
