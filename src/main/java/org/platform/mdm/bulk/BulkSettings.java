package org.platform.mdm.bulk;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.platform.mdm.system.SettingDefinition;
import org.platform.mdm.system.SettingType;
import org.platform.mdm.system.Settings;
import org.platform.mdm.system.SettingsCatalog;
import org.platform.mdm.system.SystemSettings;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/** Settings of the bulk operations. */
@Component
public class BulkSettings implements SettingsCatalog {

  /** The most records one export takes; a search selecting more is refused (400). */
  public static final SettingDefinition<Integer> EXPORT_MAX_COUNT =
      SettingDefinition.builder(
              BulkErrors.MODULE_ID,
              "com.platform.mdm.bulk.export.records.max.count",
              SettingType.integerAtLeast(1),
              50_000)
          .env("BULK_EXPORT_RECORDS_MAX_COUNT")
          .editable()
          .build();

  /**
   * Where exported files and uploads waiting to be loaded are kept; empty: {@code bulk} in the data
   * directory. Nodes of a cluster share it (a file is downloaded from any node).
   */
  public static final SettingDefinition<String> FILES_DIR =
      SettingDefinition.builder(
              BulkErrors.MODULE_ID, "org.platform.mdm.bulk.files-dir", SettingType.STRING, "")
          .env("BULK_FILES_DIR")
          .build();

  /**
   * How long an export's file is kept for its download, and a file a failed load left (an upload
   * its run never handed on); then it is removed.
   */
  public static final SettingDefinition<Duration> FILES_RETENTION =
      SettingDefinition.builder(
              BulkErrors.MODULE_ID,
              "org.platform.mdm.bulk.files-retention",
              SettingType.DURATION,
              Duration.ofDays(7))
          .env("BULK_FILES_RETENTION")
          .editable()
          .build();

  private final Settings settings;

  BulkSettings(@Lazy Settings settings) {
    this.settings = settings;
  }

  @Override
  public List<SettingDefinition<?>> definitions() {
    return List.of(EXPORT_MAX_COUNT, FILES_DIR, FILES_RETENTION);
  }

  int exportMaxCount() {
    return settings.get(EXPORT_MAX_COUNT);
  }

  Duration filesRetention() {
    return settings.get(FILES_RETENTION);
  }

  Path filesDirectory() {
    String configured = settings.get(FILES_DIR);
    if (configured != null && !configured.isBlank()) {
      return Path.of(configured).toAbsolutePath().normalize();
    }
    return Path.of(settings.get(SystemSettings.DATA_DIR), "bulk").toAbsolutePath().normalize();
  }
}
