package org.platform.mdm.data.record;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordContext;
import org.platform.mdm.data.RelationView;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.system.Problem;

/**
 * What the record pipelines do to a record's links: check and write the links a write names (the
 * {@code RELATION_UPSERT_CONNECTOR} segment), carry a delete, restore or physical delete over to
 * the records it contains, and show the links a read asks for. The record steps call it; the
 * relation side implements it, so records do not depend on relations.
 */
public interface RecordLinks {

  /** Checks the write's links against the model; every problem into {@code problems}. */
  void check(RecordContext ctx, DataModel model, LookupCodes lookups, List<Problem> problems);

  /** Deletes, then writes the checked links of the write from its (locked) etalon. */
  void persist(RecordContext ctx);

  /** The record's outgoing links in force at an instant, by relation. */
  Map<String, List<RelationView>> at(EtalonId etalonId, OffsetDateTime at, PlatformUser user);

  /** Deletes the records the logically deleted record contains. */
  void delete(RecordContext ctx);

  /** Restores the contained records that were deleted because their owner was. */
  void restore(RecordContext ctx);

  /** Removes the record, its links and the records it contains, physically. */
  void wipe(RecordContext ctx);
}
