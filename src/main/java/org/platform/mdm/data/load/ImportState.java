package org.platform.mdm.data.load;

import org.platform.mdm.data.DataErrors;
import org.platform.mdm.system.PlatformException;
import org.springframework.modulith.NamedInterface;

/**
 * The life of an import: QUEUED (waiting for a node to take it), RUNNING, then DONE or FAILED. A
 * FAILED import, or a RUNNING one that no node holds any more (its node stopped), may be resumed:
 * it is QUEUED again and goes on from its last committed batch.
 */
@NamedInterface("loads")
public enum ImportState {
  QUEUED,
  RUNNING,
  DONE,
  FAILED;

  /**
   * The state of the import resumed, or the reason it cannot be.
   *
   * @param held whether a node holds the import (it is really running)
   * @param fileKept whether the import's upload is still kept
   */
  ImportState resume(long importId, boolean held, boolean fileKept) {
    switch (this) {
      case DONE -> throw new PlatformException(DataErrors.DATA_IMPORT_DONE, importId);
      case QUEUED -> throw new PlatformException(DataErrors.DATA_IMPORT_QUEUED, importId);
      case RUNNING -> {
        if (held) {
          throw new PlatformException(DataErrors.DATA_IMPORT_RUNNING, importId);
        }
      }
      case FAILED -> {
        // goes on below
      }
    }
    if (!fileKept) {
      throw new PlatformException(DataErrors.DATA_IMPORT_FILE_GONE, importId);
    }
    return QUEUED;
  }
}
