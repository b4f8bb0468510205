package org.platform.mdm.data;

import java.time.Duration;
import java.util.List;
import org.platform.mdm.system.SettingDefinition;
import org.platform.mdm.system.SettingType;
import org.platform.mdm.system.Settings;
import org.platform.mdm.system.SettingsCatalog;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;
import org.springframework.util.unit.DataSize;

/** Settings of the data module and of the meta-data-driven API, with the spec's names. */
@Component
public class DataSettings implements SettingsCatalog {

  /**
   * Partitions of the record tables. Read by the first start's migration (through {@code
   * spring.flyway.placeholders.shards}); later values change nothing.
   */
  public static final SettingDefinition<Integer> SHARDS =
      SettingDefinition.builder(
              DataErrors.MODULE_ID,
              "org.platform.mdm.data.shards",
              SettingType.integerAtLeast(1),
              8)
          .build();

  /**
   * Where the uploads of bulk loads are kept until their import is done; empty: {@code <data
   * dir>/imports}. With several nodes, a directory they all mount lets any node go on with any
   * import.
   */
  public static final SettingDefinition<String> IMPORT_SPOOL_DIR =
      SettingDefinition.builder(
              DataErrors.MODULE_ID,
              "org.platform.mdm.data.import.spool-dir",
              SettingType.STRING,
              "")
          .build();

  /** The largest file a bulk load takes (raw body or multipart part); a larger one answers 413. */
  public static final SettingDefinition<DataSize> IMPORT_MAX_SIZE =
      SettingDefinition.builder(
              DataErrors.MODULE_ID,
              "org.platform.mdm.data.import.max-size",
              SettingType.DATA_SIZE,
              DataSize.ofGigabytes(10))
          .editable()
          .build();

  /**
   * How long the upload of a FAILED import is kept for a resume; then it is removed and the import
   * can no longer go on.
   */
  public static final SettingDefinition<Duration> IMPORT_SPOOL_RETENTION =
      SettingDefinition.builder(
              DataErrors.MODULE_ID,
              "org.platform.mdm.data.import.spool-retention",
              SettingType.DURATION,
              Duration.ofDays(7))
          .editable()
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
    return List.of(
        SHARDS,
        IMPORT_SPOOL_DIR,
        IMPORT_MAX_SIZE,
        IMPORT_SPOOL_RETENTION,
        FETCH_ENUM_ID_VALUE,
        GRAPH_STORE_ADDRESS,
        GRAPH_STORE_DATABASE);
  }

  /**
   * The address of an external graph store for the relation graph: host and port only ({@code
   * graph.example.com:7687}, {@code [::1]:7687}), no scheme, user or path; empty: none. The
   * platform's relation graph reads PostgreSQL (the stored link timelines); this setting and {@link
   * #GRAPH_STORE_DATABASE} are kept for a graph store that mirrors it, with the names and the split
   * the spec's change history gives (the address holds host and port only, the database name is a
   * setting of its own). Nothing reads them yet.
   */
  public static final SettingDefinition<String> GRAPH_STORE_ADDRESS =
      SettingDefinition.builder(
              DataErrors.MODULE_ID,
              "org.platform.mdm.data.graph.store.address",
              SettingType.checkedString(DataSettings::hostAndPort),
              "")
          .env("GRAPH_STORE_ADDRESS")
          .build();

  /** The database of the graph store named by {@link #GRAPH_STORE_ADDRESS}; empty: its default. */
  public static final SettingDefinition<String> GRAPH_STORE_DATABASE =
      SettingDefinition.builder(
              DataErrors.MODULE_ID,
              "org.platform.mdm.data.graph.store.database",
              SettingType.checkedString(DataSettings::databaseName),
              "")
          .env("GRAPH_STORE_DATABASE")
          .build();

  /** {@code host:port} (a bracketed IPv6 host), or empty; anything more is refused. */
  static String hostAndPort(String text) {
    String value = text.strip();
    if (value.isEmpty()) {
      return value;
    }
    int colon = value.lastIndexOf(':');
    String host = colon > 0 ? value.substring(0, colon) : "";
    String port = colon > 0 ? value.substring(colon + 1) : "";
    boolean hostOk =
        host.matches("\\[[0-9A-Fa-f:.]+]")
            || host.matches("[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?");
    boolean portOk =
        port.matches("[0-9]{1,5}") && Integer.parseInt(port) > 0 && Integer.parseInt(port) < 65536;
    if (!hostOk || !portOk) {
      throw new IllegalArgumentException("host:port only, without a scheme, user or path");
    }
    return value;
  }

  /** A database name: letters, digits, {@code _}, {@code -} and {@code .}; or empty. */
  static String databaseName(String text) {
    String value = text.strip();
    if (!value.matches("[A-Za-z0-9_.-]{0,63}")) {
      throw new IllegalArgumentException("a database name: letters, digits, _, - and .");
    }
    return value;
  }

  public boolean fetchEnumIdValue() {
    return settings.get(FETCH_ENUM_ID_VALUE);
  }

  public DataSize importMaxSize() {
    return settings.get(IMPORT_MAX_SIZE);
  }

  public Duration importSpoolRetention() {
    return settings.get(IMPORT_SPOOL_RETENTION);
  }
}
