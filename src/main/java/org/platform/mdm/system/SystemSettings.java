package org.platform.mdm.system;

import java.util.List;
import org.springframework.stereotype.Component;
import org.springframework.util.unit.DataSize;

/** Settings of the system module. */
@Component
public class SystemSettings implements SettingsCatalog {

  public static final String MODULE_ID = SystemErrors.MODULE_ID;

  /** Where the embedded PostgreSQL keeps its data (when no external database is configured). */
  public static final SettingDefinition<String> DATA_DIR =
      SettingDefinition.builder(
              MODULE_ID, "org.platform.mdm.system.data.dir", SettingType.STRING, "./data")
          .env("PLATFORM_DATA_DIR")
          .build();

  /**
   * The platform key secrets are stored encrypted with: base64 of 16, 24 or 32 bytes. When none is
   * configured, one is made at the first start and kept in {@code platform.key} in the data
   * directory.
   */
  public static final SettingDefinition<String> ENCRYPTION_KEY =
      SettingDefinition.builder(
              MODULE_ID, "org.platform.mdm.system.encryption.key", SettingType.STRING, null)
          .env("PLATFORM_ENCRYPTION_KEY")
          .secret()
          .build();

  /**
   * Whether secrets of the common mechanism (directory bind passwords) are stored encrypted with
   * the platform key; off, they are stored as given (the API says so). Fixed at start.
   */
  public static final SettingDefinition<Boolean> ENCRYPTION_ENABLED =
      SettingDefinition.builder(
              MODULE_ID, "org.platform.mdm.system.encryption.enabled", SettingType.BOOLEAN, true)
          .env("PLATFORM_ENCRYPTION_ENABLED")
          .build();

  /** The spec's developer mode flag; visible, fixed at start. */
  public static final SettingDefinition<Boolean> DEVELOPER_MODE =
      SettingDefinition.builder(
              MODULE_ID, "org.platform.mdm.system.developer.mode", SettingType.BOOLEAN, false)
          .build();

  /**
   * Whether the embedded PostgreSQL syncs to disk (fsync, synchronous commit). Only throw-away
   * databases, such as the tests', should turn it off.
   */
  public static final SettingDefinition<Boolean> EMBEDDED_DB_DURABLE =
      SettingDefinition.builder(
              MODULE_ID, "org.platform.mdm.system.embedded-db.durable", SettingType.BOOLEAN, true)
          .build();

  /**
   * More PostgreSQL server settings for the embedded database, as {@code name=value} pairs
   * separated by commas (for example {@code shared_buffers=1GB,max_wal_size=4GB}); applied at its
   * start.
   */
  public static final SettingDefinition<String> EMBEDDED_DB_SETTINGS =
      SettingDefinition.builder(
              MODULE_ID, "org.platform.mdm.system.embedded-db.settings", SettingType.STRING, "")
          .build();

  /**
   * The schema where the PostgreSQL extensions the platform uses (pg_trgm, unaccent) and other
   * extension objects live; migrations and extension SQL name it with the placeholder {@code
   * #[org.platform.mdm.system.extension.schema]}. It must exist before the start, and it is fixed
   * by the first migration: a start with another value is refused. A plain lower-case SQL name.
   */
  public static final SettingDefinition<String> EXTENSION_SCHEMA =
      SettingDefinition.builder(
              MODULE_ID,
              "org.platform.mdm.system.extension.schema",
              SettingType.checkedString(SystemSettings::schemaName),
              "public")
          .env("EXTENSION_SCHEMA")
          .build();

  /**
   * The largest request body the server reads (JSON or multipart); a larger one is refused with 413
   * before it is read. Fixed at start: the multipart limits are given to the servlet container.
   */
  public static final SettingDefinition<DataSize> MAX_REQUEST_BODY =
      SettingDefinition.builder(
              MODULE_ID,
              "org.platform.mdm.system.request.max-body-size",
              SettingType.DATA_SIZE,
              DataSize.ofMegabytes(10))
          .build();

  @Override
  public List<SettingDefinition<?>> definitions() {
    return List.of(
        DATA_DIR,
        DEVELOPER_MODE,
        EMBEDDED_DB_DURABLE,
        EMBEDDED_DB_SETTINGS,
        ENCRYPTION_ENABLED,
        ENCRYPTION_KEY,
        EXTENSION_SCHEMA,
        MAX_REQUEST_BODY);
  }

  private static String schemaName(String text) {
    String name = text.trim();
    if (!name.matches("[a-z_][a-z0-9_]{0,62}")) {
      throw new IllegalArgumentException(
          "a schema name of lower-case letters, digits and underscores (at most 63)");
    }
    return name;
  }
}
