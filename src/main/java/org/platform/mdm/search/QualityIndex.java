package org.platform.mdm.search;

import java.util.Collection;
import java.util.List;
import org.platform.mdm.data.EtalonId;
import org.springframework.stereotype.Component;

/**
 * What the data quality module tells search when records' quality errors change, so that the filter
 * {@code qualityErrors} finds them at once: in the transaction of the change, like the documents of
 * a record write.
 */
@Component
public class QualityIndex {

  private final SearchEngine engine;

  QualityIndex(SearchEngine engine) {
    this.engine = engine;
  }

  /**
   * These records' errors are now the marks given (those of other records are ignored); a record
   * without a mark has none.
   */
  public void mark(Collection<EtalonId> records, List<QualityMark> marks) {
    if (!records.isEmpty()) {
      engine.qualityMarked(records, marks);
    }
  }

  /** No record of the register or reference set has quality errors any more. */
  public void unmarkEntity(String entityName) {
    engine.qualityUnmarked(entityName);
  }
}
