package org.platform.mdm.data;

import java.time.OffsetDateTime;
import java.util.Collection;

/**
 * Told when the stored values of registers were rewritten in place (a depersonalization): a module
 * that keeps its own copies of their values, other than those derived from the timelines (which
 * {@link GoldenRecordListener}s derive anew), removes the copies it made before the moment
 * (notifications sent or queued, profiles), so that no earlier value is left with it.
 */
public interface RewriteListener {

  /**
   * @param entityNames the registers and reference sets whose values were rewritten, and those
   *     whose copies may hold them (a notification of a record carries its links' related values)
   * @param before the moment the rewrite started: copies made since hold the new values
   */
  void rewritten(Collection<String> entityNames, OffsetDateTime before);
}
