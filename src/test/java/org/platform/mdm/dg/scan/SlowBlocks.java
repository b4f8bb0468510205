package org.platform.mdm.dg.scan;

import java.util.Collection;
import java.util.List;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.GoldenRecordListener;
import org.springframework.stereotype.Component;

/** Slows each record write while a test asks, so that it can stop a scan between blocks. */
@Component
class SlowBlocks implements GoldenRecordListener {

  static volatile long millisPerRecord = 0;

  @Override
  public void stored(List<GoldenRecord> golden) {
    if (millisPerRecord > 0) {
      try {
        Thread.sleep(millisPerRecord * golden.size());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  @Override
  public void removed(Collection<EtalonId> etalonIds) {}
}
