package org.platform.mdm.workflow.task;

import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.Arrays;
import java.util.List;
import org.platform.mdm.data.HistoryEvent;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** SQL of the process steps a record's history shows. */
@Repository
class RecordEventRepository {

  private final JdbcClient jdbc;

  RecordEventRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /** Keeps one step, numbered after every write of a record before it. */
  void add(RecordEvent e) {
    jdbc.sql(
            "insert into workflow_record_events (process_instance_id, type, create_date,"
                + " created_by, task_id, task_name, assignee, candidate_roles, decision, comment)"
                + " values (?, ?, ?, ?, ?, ?, ?, ?::text[], ?, ?)")
        .params(
            e.processInstanceId(),
            e.type(),
            e.date(),
            e.user(),
            e.taskId(),
            e.taskName(),
            e.assignee(),
            e.candidateRoles() == null ? null : e.candidateRoles().toArray(String[]::new),
            e.decision(),
            e.comment())
        .update();
  }

  /** The steps of every process about the record, by sequence number, dates in {@code zone}. */
  List<HistoryEvent> events(String etalonId, ZoneId zone) {
    return jdbc.sql(
            "select e.seq, e.type, e.create_date, e.created_by, e.process_instance_id,"
                + " p.process_id, p.process_name, p.draft_id, e.task_id, e.task_name, e.assignee,"
                + " e.candidate_roles, e.decision, e.comment from workflow_record_events e"
                + " join workflow_process_index p on p.process_instance_id = e.process_instance_id"
                + " where p.etalon_id = ? order by e.seq")
        .param(etalonId)
        .query(
            (rs, n) -> {
              java.sql.Array roles = rs.getArray("candidate_roles");
              return HistoryEvent.workflow(
                  rs.getString("type"),
                  rs.getLong("seq"),
                  rs.getObject("create_date", OffsetDateTime.class)
                      .atZoneSameInstant(zone)
                      .toOffsetDateTime(),
                  rs.getString("created_by"),
                  new HistoryEvent.Workflow(
                      rs.getString("process_instance_id"),
                      rs.getString("process_id"),
                      rs.getString("process_name"),
                      (Long) rs.getObject("draft_id"),
                      rs.getString("task_id"),
                      rs.getString("task_name"),
                      rs.getString("assignee"),
                      roles == null ? null : Arrays.asList((String[]) roles.getArray()),
                      rs.getString("decision"),
                      rs.getString("comment")));
            })
        .list();
  }
}
