package org.platform.mdm.notifications;

import java.time.OffsetDateTime;
import java.util.Collection;
import org.platform.mdm.data.RewriteListener;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * The stored notifications of registers whose values were rewritten in place carry the earlier
 * values (a record's, and its links' related values): those made before the rewrite go, sent or
 * still queued for Kafka.
 */
@Component
class RewrittenNotifications implements RewriteListener {

  private final JdbcClient jdbc;

  RewrittenNotifications(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  @Override
  public void rewritten(Collection<String> entityNames, OffsetDateTime before) {
    String[] names = entityNames.toArray(String[]::new);
    jdbc.sql(
            "delete from kafka_queue q using notifications n where q.id = n.id"
                + " and n.entity_name = any(?) and n.create_date < ?")
        .param(names)
        .param(before)
        .update();
    jdbc.sql("delete from notifications where entity_name = any(?) and create_date < ?")
        .param(names)
        .param(before)
        .update();
  }
}
