package org.platform.mdm.data;

import java.time.OffsetDateTime;
import java.util.List;
import org.platform.mdm.core.PlatformUser;

/**
 * Classifications in bulk loads, which write records without the record pipelines: the classifiers
 * module checks a line's {@code classifications} and {@code classificationsDeletes} while the
 * import checks the line (a problem rejects the line alone), and writes them once the batch has
 * written the records, in the batch's transaction.
 */
public interface RecordClassifications {

  /** A checker for one import's lines (it may remember what it looked up). */
  Checker checker(PlatformUser user);

  interface Checker {
    /**
     * What the line will write, checked against the published classifiers.
     *
     * @throws org.platform.mdm.system.PlatformException with every problem of the line
     */
    Object check(RecordWrite write, String entityName);
  }

  /**
   * A line of the batch the records were written for, with its checked classifications.
   *
   * @param newRecord whether the batch created the line's record (it has no classification yet)
   */
  record Planned(
      EtalonId etalonId, String entityName, RecordWrite write, Object plan, boolean newRecord) {}

  /** Writes the classifications of the batch's accepted lines, in the order of the lines. */
  void write(List<Planned> lines, PlatformUser user, OffsetDateTime now);

  /**
   * Puts the write's classifications into {@code classification} drafts under the target's parent
   * (one per record and classifier, found by its tags or created).
   *
   * @param record the record's etalon when it exists; null for a new one
   */
  void draft(DraftTarget target, RecordWrite write, EtalonId record, PlatformUser user);
}
