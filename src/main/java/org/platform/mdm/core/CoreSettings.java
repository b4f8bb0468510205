package org.platform.mdm.core;

import java.time.Duration;
import java.util.List;
import org.platform.mdm.system.SettingDefinition;
import org.platform.mdm.system.SettingType;
import org.platform.mdm.system.Settings;
import org.platform.mdm.system.SettingsCatalog;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/** Settings of the core module, with typed accessors for the values read at run time. */
@Component
public class CoreSettings implements SettingsCatalog {

  public static final SettingDefinition<Duration> TOKEN_TTL =
      SettingDefinition.builder(
              CoreErrors.MODULE_ID,
              "org.platform.mdm.core.authentication.token.ttl",
              SettingType.DURATION,
              Duration.ofMinutes(30))
          .env("PLATFORM_TOKEN_TTL")
          .editable()
          .build();

  /** The first administrator's password; read once, at the first start. */
  public static final SettingDefinition<String> ADMIN_PASSWORD =
      SettingDefinition.builder(
              CoreErrors.MODULE_ID,
              "org.platform.mdm.core.admin.password",
              SettingType.STRING,
              null)
          .env("PLATFORM_ADMIN_PASSWORD")
          .secret()
          .build();

  /** The spec's limit of files in one file-array attribute. */
  public static final SettingDefinition<Integer> FILE_MAX_COUNT =
      SettingDefinition.builder(
              CoreErrors.MODULE_ID, "org.platform.mdm.core.file.max.count", SettingType.INTEGER, 10)
          .editable()
          .build();

  private final Settings settings;

  CoreSettings(@Lazy Settings settings) {
    this.settings = settings;
  }

  @Override
  public List<SettingDefinition<?>> definitions() {
    return List.of(TOKEN_TTL, ADMIN_PASSWORD, FILE_MAX_COUNT);
  }

  public Duration tokenTtl() {
    return settings.get(TOKEN_TTL);
  }

  public String adminPassword() {
    return settings.get(ADMIN_PASSWORD);
  }
}
