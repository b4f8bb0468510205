package org.platform.mdm.core;

import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * Which records a user may not see, for what the core keeps of records (their files): the data
 * module, which holds the records, implements it; the core never reads its tables.
 */
public interface RecordVisibility {

  /**
   * Of these records (etalon id to register), those the user does not see; the rights on the
   * registers are not asked here, only the rules a register's records differ by (security labels).
   */
  Set<UUID> hidden(PlatformUser user, Map<UUID, String> entityOf);
}
