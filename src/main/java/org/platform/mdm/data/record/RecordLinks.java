package org.platform.mdm.data.record;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RelationDelete;
import org.platform.mdm.data.RelationView;
import org.platform.mdm.data.RelationWrite;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.RelationDef;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.JsonNode;

/**
 * What the record pipelines do to a record's links: check and write the links a write names (the
 * {@code RELATION_UPSERT_CONNECTOR} segment), carry a delete, restore or physical delete over to
 * the records it contains, and show the links a read asks for. The record steps call it; the
 * relation side implements it, so records do not depend on relations.
 */
public interface RecordLinks {

  /** A checked link of a write: its relation, the related record, its period and values. */
  record Link(
      RelationWrite item,
      RelationDef relation,
      EtalonId to,
      Period period,
      Map<String, JsonNode> values) {}

  /** A checked delete item with its period (null: the whole link). */
  record Unlink(RelationDelete item, RelationDef relation, Period period) {}

  /** Checks the write's links against the model; every problem into {@code problems}. */
  void check(RecordWork ctx, DataModel model, LookupCodes lookups, List<Problem> problems);

  /** Deletes, then writes the checked links of the write from its (locked) etalon. */
  void persist(RecordWork ctx);

  /** The record's outgoing links in force at an instant, by relation. */
  Map<String, List<RelationView>> at(EtalonId etalonId, OffsetDateTime at, PlatformUser user);

  /** Deletes the records the logically deleted record contains. */
  void delete(RecordWork ctx);

  /** Restores the contained records that were deleted because their owner was. */
  void restore(RecordWork ctx);

  /** Removes the record, its links and the records it contains, physically. */
  void wipe(RecordWork ctx);
}
