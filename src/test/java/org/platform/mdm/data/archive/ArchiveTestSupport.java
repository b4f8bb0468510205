package org.platform.mdm.data.archive;

import static org.assertj.core.api.Assertions.assertThat;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.Jobs;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.DynamicPropertyRegistry;
import tools.jackson.databind.JsonNode;

/**
 * A second, real PostgreSQL for the archive store (an embedded server of its own, as a deployment
 * would have a second database), and the archive's system definition driven over HTTP.
 */
final class ArchiveTestSupport {

  static final String PREFIX = ArchiveSettings.DATA.prefix();
  static final String PASSWORD_REF = "ARCHIVE_TEST_DB_PASSWORD";

  private static EmbeddedPostgres archive;

  private ArchiveTestSupport() {}

  /** Starts the archive's PostgreSQL once and names it in the setting {@code nodes}. */
  static synchronized void archiveStore(DynamicPropertyRegistry registry) throws IOException {
    if (archive == null) {
      archive = EmbeddedPostgres.builder().start();
    }
    int port = archive.getPort();
    registry.add(PASSWORD_REF, () -> "postgres");
    registry.add(
        PREFIX + "nodes",
        () -> "*:archive1:postgres@" + PASSWORD_REF + ":postgres@localhost:" + port);
    // The classifications' store in the same database: its tables and migration history have
    // names of their own.
    registry.add(
        ArchiveSettings.CLASSIFIERS.prefix() + "nodes",
        () -> "*:archive1:postgres@" + PASSWORD_REF + ":postgres@localhost:" + port);
  }

  static JdbcClient archiveDb() {
    return JdbcClient.create(archive.getPostgresDatabase());
  }

  /** The archive's system definition, as the platform keeps it. */
  static JsonNode definition(Api admin) {
    return definition(admin, ArchiveSchedule.NAME);
  }

  /** The system definition of this name, as the platform keeps it. */
  static JsonNode definition(Api admin, String name) {
    for (JsonNode d : admin.get(Jobs.JOBS + "/definitions").json().path("definitions")) {
      if (d.path("name").asString().equals(name)) {
        return d;
      }
    }
    throw new AssertionError("no definition " + name);
  }

  /** Starts a run of the archive's definition and answers it once ended. */
  static JsonNode runArchive(Api admin) throws InterruptedException {
    JsonNode run = Jobs.ended(admin, Jobs.start(admin, definition(admin).path("id").asLong()));
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    return run;
  }
}
