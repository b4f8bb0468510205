package org.platform.mdm.matching;

import java.util.List;
import org.platform.mdm.system.SettingDefinition;
import org.platform.mdm.system.SettingType;
import org.platform.mdm.system.Settings;
import org.platform.mdm.system.SettingsCatalog;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/** The matching module's settings. */
@Component
public class MatchingSettings implements SettingsCatalog {

  /**
   * Matches every written record at once (in its write's transaction). Off, writes only keep their
   * blocking keys; a bulk run matches what was written meanwhile.
   */
  static final SettingDefinition<Boolean> REALTIME_ENABLED =
      SettingDefinition.builder(
              MatchingErrors.MODULE_ID,
              MatchingErrors.MODULE_ID + ".realtime.enabled",
              SettingType.BOOLEAN,
              true)
          .editable()
          .build();

  /**
   * At most this many candidates are compared with one record: a block many records share (a
   * default value) is cut there.
   */
  static final SettingDefinition<Integer> MAX_CANDIDATES =
      SettingDefinition.builder(
              MatchingErrors.MODULE_ID,
              MatchingErrors.MODULE_ID + ".candidates.max",
              SettingType.integerAtLeast(1),
              500)
          .editable()
          .build();

  /** Records matched per transaction by a bulk run. */
  static final SettingDefinition<Integer> RUN_BATCH =
      SettingDefinition.builder(
              MatchingErrors.MODULE_ID,
              MatchingErrors.MODULE_ID + ".run.batch-size",
              SettingType.integerAtLeast(1),
              1000)
          .editable()
          .build();

  /**
   * Matches the records of a load (an import) when it ends: a bulk matching run of each register
   * with a matching model the load wrote into waits for the load and starts at its end. Off, the
   * records of a load are matched by a run asked for by hand.
   */
  static final SettingDefinition<Boolean> AFTER_LOAD =
      SettingDefinition.builder(
              MatchingErrors.MODULE_ID,
              MatchingErrors.MODULE_ID + ".after.load",
              SettingType.BOOLEAN,
              true)
          .editable()
          .build();

  private final Settings settings;

  public MatchingSettings(@Lazy Settings settings) {
    this.settings = settings;
  }

  @Override
  public List<SettingDefinition<?>> definitions() {
    return List.of(REALTIME_ENABLED, MAX_CANDIDATES, RUN_BATCH, AFTER_LOAD);
  }

  public boolean realtime() {
    return settings.get(REALTIME_ENABLED);
  }

  public boolean afterLoad() {
    return settings.get(AFTER_LOAD);
  }

  public int maxCandidates() {
    return Math.max(1, Math.min(100_000, settings.get(MAX_CANDIDATES)));
  }

  public int runBatch() {
    return Math.max(1, Math.min(20_000, settings.get(RUN_BATCH)));
  }
}
