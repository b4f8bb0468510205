package org.platform.mdm.data.archive;

import java.io.IOException;
import org.platform.mdm.testsupport.IntegrationTest;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Base of the tests of a server with an archive store: one server for all of them (the same
 * configuration), its archive a second embedded PostgreSQL.
 */
@IntegrationTest
abstract class ArchiveApiTest extends RecordApiTest {

  @DynamicPropertySource
  static void archive(DynamicPropertyRegistry registry) throws IOException {
    ArchiveTestSupport.archiveStore(registry);
  }

  @Autowired protected JdbcClient hot;
}
