package org.platform.mdm.data.archive;

import java.util.List;
import java.util.Locale;
import org.platform.mdm.system.SettingDefinition;
import org.platform.mdm.system.SettingType;
import org.platform.mdm.system.Settings;
import org.platform.mdm.system.SettingsCatalog;
import org.quartz.CronExpression;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * The revision archive's settings with the spec's names, environment variables, defaults and UI
 * flags (platform-interfaces.md, "Limits"): one set under {@code
 * com.platform.mdm.hpe.job.archive.vistory.data.} for records, one under {@code
 * ...vistory.classifiers.} for classifications. The spec names one environment variable for both
 * sets except the pool sizes.
 */
@Component
public class ArchiveSettings implements SettingsCatalog {

  /** The settings group the system-parameters API shows them in. */
  static final String GROUP = "com.platform.mdm.hpe.job.archive.vistory";

  /** The records' set. */
  public static final Scope DATA = new Scope("data");

  /** The classifications' set (the classifiers' archive uses the same shapes). */
  public static final Scope CLASSIFIERS = new Scope("classifiers");

  /** One set of the archive's settings. */
  public static final class Scope {
    final String name;
    final SettingDefinition<Boolean> disabled;
    final SettingDefinition<String> cronex;
    final SettingDefinition<Integer> threads;
    final SettingDefinition<Integer> commitInterval;
    final SettingDefinition<Integer> blockSize;
    final SettingDefinition<Integer> maxRevisions;
    final SettingDefinition<Boolean> truncate;
    final SettingDefinition<String> nodes;
    final SettingDefinition<Integer> minPoolSize;
    final SettingDefinition<Integer> maxPoolSize;

    private Scope(String name) {
      this.name = name;
      String prefix = GROUP + "." + name + ".";
      String pool = "ARCHIVE_VISTORY_" + name.toUpperCase(Locale.ROOT) + "_NODES_DATASOURCE_";
      disabled =
          SettingDefinition.builder(GROUP, prefix + "disabled", SettingType.BOOLEAN, true)
              .env("JOB_ARCHIVE_VISTORY_DISABLED")
              .editable()
              .build();
      cronex =
          SettingDefinition.builder(
                  GROUP,
                  prefix + "cronex",
                  SettingType.checkedString(ArchiveSettings::cron),
                  "0 0 0 * * ?")
              .env("JOB_ARCHIVE_VISTORY_CRONEX")
              .build();
      threads =
          SettingDefinition.builder(GROUP, prefix + "threads", SettingType.integerAtLeast(1), 1)
              .env("JOB_ARCHIVE_VISTORY_THREADS")
              .hidden()
              .build();
      commitInterval =
          SettingDefinition.builder(
                  GROUP, prefix + "commit.interval", SettingType.integerAtLeast(1), 1024)
              .env("JOB_ARCHIVE_VISTORY_COMMIT_INTERVAL")
              .hidden()
              .build();
      blockSize =
          SettingDefinition.builder(
                  GROUP, prefix + "block.size", SettingType.integerAtLeast(1), 4000)
              .env("JOB_ARCHIVE_VISTORY_BLOCK_SIZE")
              .editable()
              .build();
      maxRevisions =
          SettingDefinition.builder(
                  GROUP, prefix + "max.revisions", SettingType.integerAtLeast(0), 3)
              .env("JOB_ARCHIVE_VISTORY_MAX_REVISIONS")
              .editable()
              .build();
      truncate =
          SettingDefinition.builder(GROUP, prefix + "truncate", SettingType.BOOLEAN, false)
              .env("JOB_ARCHIVE_VISTORY_TRUNCATE")
              .editable()
              .build();
      nodes =
          SettingDefinition.builder(
                  GROUP, prefix + "nodes", SettingType.checkedString(ArchiveSettings::nodes), "")
              .build();
      minPoolSize =
          SettingDefinition.builder(
                  GROUP, prefix + "nodes.minPoolSize", SettingType.integerAtLeast(0), 1)
              .env(pool + "MINPOOLSIZE")
              .hidden()
              .build();
      maxPoolSize =
          SettingDefinition.builder(
                  GROUP, prefix + "nodes.maxPoolSize", SettingType.integerAtLeast(1), 4)
              .env(pool + "MAXPOOLSIZE")
              .hidden()
              .build();
    }

    /** Every setting of the set. */
    List<SettingDefinition<?>> definitions() {
      return List.of(
          disabled,
          cronex,
          threads,
          commitInterval,
          blockSize,
          maxRevisions,
          truncate,
          nodes,
          minPoolSize,
          maxPoolSize);
    }

    /** The name of its setting {@code disabled}, and so on: for documents and tests. */
    public String prefix() {
      return GROUP + "." + name + ".";
    }
  }

  private final Settings settings;

  ArchiveSettings(@Lazy Settings settings) {
    this.settings = settings;
  }

  @Override
  public List<SettingDefinition<?>> definitions() {
    List<SettingDefinition<?>> all = new java.util.ArrayList<>(DATA.definitions());
    all.addAll(CLASSIFIERS.definitions());
    return all;
  }

  boolean disabled(Scope scope) {
    return settings.get(scope.disabled);
  }

  String cronex(Scope scope) {
    return settings.get(scope.cronex);
  }

  int blockSize(Scope scope) {
    return settings.get(scope.blockSize);
  }

  int commitInterval(Scope scope) {
    return settings.get(scope.commitInterval);
  }

  int maxRevisions(Scope scope) {
    return settings.get(scope.maxRevisions);
  }

  boolean truncate(Scope scope) {
    return settings.get(scope.truncate);
  }

  /** The archive store's nodes; none when {@code nodes} is empty. */
  ArchiveNodes nodes(Scope scope) {
    return ArchiveNodes.parse(settings.get(scope.nodes));
  }

  int minPoolSize(Scope scope) {
    return settings.get(scope.minPoolSize);
  }

  int maxPoolSize(Scope scope) {
    return settings.get(scope.maxPoolSize);
  }

  private static String cron(String text) {
    String value = text.strip();
    if (!CronExpression.isValidExpression(value)) {
      throw new IllegalArgumentException("not a Quartz cron expression");
    }
    return value;
  }

  private static String nodes(String text) {
    ArchiveNodes.parse(text);
    return text.strip();
  }
}
