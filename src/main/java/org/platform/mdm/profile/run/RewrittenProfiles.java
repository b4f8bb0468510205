package org.platform.mdm.profile.run;

import java.time.OffsetDateTime;
import java.util.Collection;
import org.platform.mdm.data.RewriteListener;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Profiles of registers whose values were rewritten in place hold the earlier values (their most
 * frequent values, smallest and largest): those made before the rewrite go. (A profiling run under
 * way keeps its partial state until it ends, then stores a profile of what it read.)
 */
@Component
class RewrittenProfiles implements RewriteListener {

  private final JdbcClient jdbc;

  RewrittenProfiles(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  @Override
  public void rewritten(Collection<String> entityNames, OffsetDateTime before) {
    String[] names = entityNames.toArray(String[]::new);
    jdbc.sql("delete from profiles where entity_name = any(?) and create_date < ?")
        .param(names)
        .param(before)
        .update();
  }
}
