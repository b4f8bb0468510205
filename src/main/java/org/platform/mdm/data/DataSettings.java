package org.platform.mdm.data;

import java.util.List;
import org.platform.mdm.system.SettingDefinition;
import org.platform.mdm.system.SettingType;
import org.platform.mdm.system.Settings;
import org.platform.mdm.system.SettingsCatalog;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/** Settings of the data module and of the meta-data-driven API, with the spec's names. */
@Component
public class DataSettings implements SettingsCatalog {

  /**
   * Partitions of the record tables. Read by the first start's migration (through {@code
   * spring.flyway.placeholders.shards}); later values change nothing.
   */
  public static final SettingDefinition<Integer> SHARDS =
      SettingDefinition.builder(
              DataErrors.MODULE_ID, "org.platform.mdm.data.shards", SettingType.INTEGER, 8)
          .build();

  /** The spec's group of the meta-data-driven API's settings. */
  public static final String METADRIVEN_GROUP = "com.platform.mdm.metadriven.core.group";

  /** Enumeration values as {@code {id, value}} (true) or the id alone (false). */
  public static final SettingDefinition<Boolean> FETCH_ENUM_ID_VALUE =
      SettingDefinition.builder(
              METADRIVEN_GROUP,
              "com.platform.mdm.metadriven.core.mapper.fetchEnumIdValue",
              SettingType.BOOLEAN,
              false)
          .editable()
          .build();

  private final Settings settings;

  DataSettings(@Lazy Settings settings) {
    this.settings = settings;
  }

  @Override
  public List<SettingDefinition<?>> definitions() {
    return List.of(SHARDS, FETCH_ENUM_ID_VALUE);
  }

  public boolean fetchEnumIdValue() {
    return settings.get(FETCH_ENUM_ID_VALUE);
  }
}
