package org.platform.mdm.matching.runs;

import java.time.OffsetDateTime;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.LoadListener;
import org.platform.mdm.matching.MatchingSettings;
import org.platform.mdm.matching.model.MatchingModels;
import org.springframework.stereotype.Component;

/**
 * Matching after a load: a bulk load writes without real-time matching, so a bulk matching run of
 * each register with a matching model it wrote into waits for it (in the transaction of its batch)
 * and starts when it ends ({@link RunRepository#startAfterLoads}), unless {@code
 * org.platform.mdm.matching.after.load} is off. The run goes over the whole register, keys written:
 * a loaded record is matched with the records loaded with it and with those already there.
 */
@Component
class LoadMatching implements LoadListener {

  private final RunRepository runs;
  private final MatchingModels models;
  private final MatchingSettings settings;

  LoadMatching(RunRepository runs, MatchingModels models, MatchingSettings settings) {
    this.runs = runs;
    this.models = models;
    this.settings = settings;
  }

  @Override
  public void written(Map<EtalonId, String> records, PlatformUser user, OffsetDateTime now) {
    if (!settings.afterLoad()) {
      return;
    }
    Set<String> registers = new TreeSet<>(records.values());
    Set<String> modelled = models.all().keySet();
    for (String register : registers) {
      if (modelled.contains(register)) {
        runs.waitForLoad(register, user.userName(), now);
      }
    }
  }

  @Override
  public void ended(String userName) {
    runs.loadEnded(userName);
  }
}
