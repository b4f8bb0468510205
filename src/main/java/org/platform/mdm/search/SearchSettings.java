package org.platform.mdm.search;

import java.util.List;
import org.platform.mdm.system.SettingDefinition;
import org.platform.mdm.system.SettingType;
import org.platform.mdm.system.Settings;
import org.platform.mdm.system.SettingsCatalog;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/** The search module's settings. */
@Component
public class SearchSettings implements SettingsCatalog {

  /**
   * Writes search documents with every stored timeline. Off, writes skip the index and search
   * answers 409; switched on again, every entity is rebuilt in the background. For loads that
   * search nothing until they end.
   */
  public static final SettingDefinition<Boolean> INDEX_ENABLED =
      SettingDefinition.builder(
              SearchErrors.MODULE_ID,
              SearchErrors.MODULE_ID + ".index.enabled",
              SettingType.BOOLEAN,
              true)
          .editable()
          .build();

  /** Etalons rebuilt per transaction by a reindex. */
  static final SettingDefinition<Integer> REINDEX_BATCH =
      SettingDefinition.builder(
              SearchErrors.MODULE_ID,
              SearchErrors.MODULE_ID + ".reindex.batch-size",
              SettingType.integerAtLeast(1),
              500)
          .editable()
          .build();

  /**
   * How many matches a search counts exactly: beyond, its {@code totalCount} is this bound and
   * {@code totalCountExact} false, unless the request asks for {@code exactCount} (counting every
   * match of a million-record register took most of a page's time).
   */
  static final SettingDefinition<Integer> COUNT_LIMIT =
      SettingDefinition.builder(
              SearchErrors.MODULE_ID,
              SearchErrors.MODULE_ID + ".count.limit",
              SettingType.integerAtLeast(1),
              10_000)
          .editable()
          .build();

  private final Settings settings;

  SearchSettings(@Lazy Settings settings) {
    this.settings = settings;
  }

  @Override
  public List<SettingDefinition<?>> definitions() {
    return List.of(INDEX_ENABLED, REINDEX_BATCH, COUNT_LIMIT);
  }

  public boolean indexEnabled() {
    return settings.get(INDEX_ENABLED);
  }

  public long countLimit() {
    return settings.get(COUNT_LIMIT);
  }

  public int reindexBatch() {
    return Math.max(1, Math.min(10_000, settings.get(REINDEX_BATCH)));
  }
}
