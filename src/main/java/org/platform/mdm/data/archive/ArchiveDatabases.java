package org.platform.mdm.data.archive;

import org.springframework.beans.factory.DisposableBean;
import org.springframework.core.env.Environment;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/** The archive stores of the two sets of settings: records (with links) and classifications. */
@Component
class ArchiveDatabases implements DisposableBean {

  private final ArchiveDatabase data;
  private final ArchiveDatabase classifiers;

  ArchiveDatabases(ArchiveSettings settings, JdbcClient hot, Environment environment) {
    this.data =
        new ArchiveDatabase(
            settings,
            ArchiveSettings.DATA,
            new ArchiveDatabase.Schema(
                "classpath:db/archive/data", "flyway_schema_history", "archive_storage"),
            hot,
            environment);
    this.classifiers =
        new ArchiveDatabase(
            settings,
            ArchiveSettings.CLASSIFIERS,
            new ArchiveDatabase.Schema(
                "classpath:db/archive/classifiers",
                "classifier_archive_history",
                "classifier_archive_storage"),
            hot,
            environment);
  }

  /** The records' and links' store. */
  ArchiveDatabase data() {
    return data;
  }

  /** The classifications' store. */
  ArchiveDatabase classifiers() {
    return classifiers;
  }

  @Override
  public void destroy() {
    data.close();
    classifiers.close();
  }
}
