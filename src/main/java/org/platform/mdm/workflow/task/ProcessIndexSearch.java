package org.platform.mdm.workflow.task;

import java.time.OffsetDateTime;
import java.util.Map;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.workflow.WorkflowErrors;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Searches of the index of processes and tasks. Administrators (full access) see every row; any
 * other user sees the processes it started or has a task of (assigned to it or offered to one of
 * its roles), and the tasks assigned to it or offered to one of its roles.
 */
@Service
public class ProcessIndexSearch {

  /** The largest page a search answers. */
  public static final int MAX_LIMIT = 1000;

  private final IndexSearchRepository repository;

  ProcessIndexSearch(IndexSearchRepository repository) {
    this.repository = repository;
  }

  @Transactional(readOnly = true)
  public IndexPage<ProcessIndexEntry> processes(IndexFilter filter, PlatformUser user) {
    check(filter);
    return repository.processes(filter, viewer(user));
  }

  @Transactional(readOnly = true)
  public IndexPage<TaskIndexEntry> tasks(IndexFilter filter, PlatformUser user) {
    check(filter);
    return repository.tasks(filter, viewer(user));
  }

  private static IndexSearchRepository.Viewer viewer(PlatformUser user) {
    return new IndexSearchRepository.Viewer(user.fullAccess(), user.userName(), user.roles());
  }

  /** Refuses a filter the index cannot answer, naming the field. */
  private static void check(IndexFilter f) {
    if (f.offset() < 0) {
      throw invalid("offset must not be negative");
    }
    if (f.limit() < 1 || f.limit() > MAX_LIMIT) {
      throw invalid("limit must be between 1 and " + MAX_LIMIT);
    }
    range("startDate", f.startedFrom(), f.startedTo());
    range("endDate", f.endedFrom(), f.endedTo());
    for (Map.Entry<String, Object> v : f.variables().entrySet()) {
      if (v.getKey() == null || v.getKey().isBlank()) {
        throw invalid("a variable's name is empty");
      }
      if (!IndexRows.indexable(v.getValue())) {
        throw invalid("variable " + v.getKey() + " must be a text, a number or a boolean");
      }
    }
  }

  private static void range(String field, OffsetDateTime from, OffsetDateTime to) {
    if (from != null && to != null && from.isAfter(to)) {
      throw invalid(field + "From is after " + field + "To");
    }
  }

  private static PlatformException invalid(String problem) {
    return new PlatformException(WorkflowErrors.WORKFLOW_INDEX_QUERY_INVALID, problem);
  }
}
