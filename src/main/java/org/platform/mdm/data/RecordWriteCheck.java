package org.platform.mdm.data;

import java.util.List;
import java.util.Map;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.JsonNode;

/**
 * Another module's check of a record write, run after the data module's own checks found nothing
 * wrong, by every path that writes an origin: a single write (the upsert pipeline's start), a
 * drafted write, a record API batch and each line of a bulk load. A problem refuses the write (a
 * bulk load rejects the line with it); a note for the caller goes through {@link
 * RecordContext#warn}.
 */
public interface RecordWriteCheck {

  /**
   * @param ctx the write ({@link RecordContext#write()}), whether it is drafted, its moment
   * @param values the write's checked values in their stored form, null for an attribute it empties
   * @param problems where to add what refuses the write
   */
  void check(RecordContext ctx, Map<String, JsonNode> values, List<Problem> problems);
}
