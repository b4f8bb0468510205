package org.platform.mdm.data;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.meta.AttributeDef;
import tools.jackson.databind.JsonNode;

/**
 * Classifications in bulk work, which reaches records without the record pipelines: in bulk loads
 * the classifiers module checks a line's {@code classifications} and {@code classificationsDeletes}
 * while the import checks the line (a problem rejects the line alone), and writes them once the
 * batch has written the records, in the batch's transaction; in spreadsheets, the classifications
 * of a block of records are read at once for an export, and a row of classifications is written
 * alone.
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

  /**
   * One period in force of a record's classification, as an export writes it.
   *
   * @param nodeCode the node's code in its version (null when the node has none or was removed)
   * @param versionName the classifier version holding the node (null when it was removed)
   */
  record ClassifiedPeriod(
      String classifierName,
      UUID nodeId,
      String nodeCode,
      String versionName,
      OffsetDateTime validFrom,
      OffsetDateTime validTo,
      Map<String, JsonNode> attributes,
      String nodeDisplayName) {}

  /**
   * The classifiers the user may read, by name (in name order), each with the registers and
   * reference sets it is assigned to.
   */
  Map<String, List<String>> assignments(PlatformUser user);

  /**
   * The periods in force of the classifications of these records, by record, of the classifiers the
   * user may read; records without any are left out.
   */
  Map<EtalonId, List<ClassifiedPeriod>> inForce(List<EtalonId> etalonIds, PlatformUser user);

  /**
   * The attributes a record classified to the node may carry values of: the node's own and those it
   * inherits from its ancestors; empty for a node that does not exist (any more).
   */
  List<AttributeDef> nodeAttributes(UUID nodeId);

  /**
   * Writes a body of {@code POST /api/v1/classifiers/classifications} (classifications alone,
   * without a new version of the record) in the caller's transaction.
   *
   * @throws org.platform.mdm.system.PlatformException with every problem, nothing written
   */
  void writeAlone(JsonNode body, PlatformUser user);
}
