package org.platform.mdm.data.load;

import java.util.UUID;
import org.platform.mdm.core.PlatformUser;

/** A run of an import on this node: the import, the run's id and the user it writes as. */
record ImportRun(ImportRepository.Job job, UUID runner, PlatformUser user) {
  long id() {
    return job.id();
  }
}
