package org.platform.mdm.data.archive;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.IntegrationTest;
import org.platform.mdm.testsupport.Jobs;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/**
 * The archive on a server without an archive store (rule 2): off by default, and while no store is
 * configured it does not run unless truncate is on.
 */
@IntegrationTest
class ArchiveOffTest extends RecordApiTest {

  private static final String P = ArchiveTestSupport.PREFIX;

  @Test
  void theArchiveIsOffByDefaultAndDoesNotRunWithoutAStoreUnlessTruncate() throws Exception {
    Api admin = admin();
    JsonNode definition = ArchiveTestSupport.definition(admin);
    assertThat(definition.path("enabled").asBoolean()).isFalse();
    assertThat(definition.path("cronExpression").asString()).isEqualTo("0 0 0 * * ?");
    try {
      setting(admin, P + "disabled", "false");
      // No store and no truncate: the schedule stays off, a start is refused.
      assertThat(ArchiveTestSupport.definition(admin).path("enabled").asBoolean()).isFalse();
      Api.Response refused =
          admin.post(Jobs.JOBS + "/executions/start/" + definition.path("id").asLong(), Map.of());
      assertThat(refused.status()).as(refused.toString()).isEqualTo(409);
      // A definition of the type made by hand runs and fails, saying why.
      JsonNode run = Jobs.run(admin, ArchiveOperation.NAME, Map.of());
      assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("FAILED");
      assertThat(run.toString()).contains("no archive store").contains(P + "nodes");
      // With truncate the job may run without a store (it is not run here: it would delete the
      // hidden revisions of the other tests' records on this shared server).
      setting(admin, P + "truncate", "true");
      assertThat(ArchiveTestSupport.definition(admin).path("enabled").asBoolean()).isTrue();
    } finally {
      setting(admin, P + "truncate", null);
      setting(admin, P + "disabled", null);
    }
    assertThat(ArchiveTestSupport.definition(admin).path("enabled").asBoolean()).isFalse();
  }
}
