package org.platform.mdm.operations.definition;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.platform.mdm.operations.DefinitionView;
import org.platform.mdm.operations.Definitions;
import org.platform.mdm.operations.ExecutionView;
import org.platform.mdm.operations.JobDefinition;
import org.platform.mdm.operations.OperationsErrors;
import org.platform.mdm.operations.Runs;
import org.platform.mdm.system.PlatformException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Finds definitions by name, type, state, tags, author and the status of their last run; sorted and
 * paged. Definitions are few (an administrator's list), so they are filtered after one read.
 */
@Service
public class DefinitionSearch {

  /** What a search asks; every field may be null (no condition). */
  public record Filter(
      String name,
      String jobName,
      Boolean activeOnly,
      Boolean inactiveOnly,
      String lastExecutionStatus,
      List<String> tags,
      String createdBy,
      Integer start,
      Integer count,
      String sortField,
      String sortOrder) {}

  /** A page of definitions with the last run of each, and how many match in all. */
  public record Page(
      List<DefinitionView> definitions, Map<Long, ExecutionView> lastRuns, int totalCount) {}

  private static final Map<String, Comparator<DefinitionView>> SORTS =
      Map.of(
          "name", by(v -> v.definition().name().toLowerCase(Locale.ROOT)),
          "jobName", by(v -> v.definition().jobName()),
          "createDate", by(DefinitionView::createDate),
          "updateDate",
              Comparator.comparing(
                  DefinitionView::updateDate, Comparator.nullsFirst(Comparator.naturalOrder())),
          "createdBy", by(DefinitionView::createdBy));

  private static <T extends Comparable<T>> Comparator<DefinitionView> by(
      Function<DefinitionView, T> key) {
    return Comparator.comparing(key);
  }

  private final Definitions definitions;
  private final Runs runs;

  DefinitionSearch(Definitions definitions, Runs runs) {
    this.definitions = definitions;
    this.runs = runs;
  }

  /**
   * @throws PlatformException 400 for a sort field that is not one
   */
  @Transactional(readOnly = true)
  public Page search(Filter f) {
    String sortField = f.sortField() == null ? "name" : f.sortField();
    Comparator<DefinitionView> order = SORTS.get(sortField);
    if (order == null) {
      throw new PlatformException(
          OperationsErrors.JOB_SORT_FIELD, sortField, String.join(", ", SORTS.keySet()));
    }
    if ("DESC".equalsIgnoreCase(f.sortOrder())) {
      order = order.reversed();
    }
    List<DefinitionView> all = definitions.list();
    Map<Long, ExecutionView> last = runs.lastOf(all.stream().map(DefinitionView::id).toList());
    List<DefinitionView> found =
        all.stream()
            .filter(v -> matches(f, v, last.get(v.id())))
            .sorted(order.thenComparing(DefinitionView::id))
            .toList();
    int start = Math.max(0, f.start() == null ? 0 : f.start());
    int count = Math.max(0, Math.min(1000, f.count() == null ? 100 : f.count()));
    List<DefinitionView> page =
        found.subList(Math.min(start, found.size()), Math.min(found.size(), start + count));
    return new Page(page, last, found.size());
  }

  private static boolean matches(Filter f, DefinitionView v, ExecutionView last) {
    JobDefinition d = v.definition();
    return (f.name() == null
            || d.name().toLowerCase(Locale.ROOT).contains(f.name().toLowerCase(Locale.ROOT)))
        && (f.jobName() == null || d.jobName().equals(f.jobName()))
        && (!Boolean.TRUE.equals(f.activeOnly()) || d.enabled())
        && (!Boolean.TRUE.equals(f.inactiveOnly()) || !d.enabled())
        && (f.lastExecutionStatus() == null
            || (last != null && last.status().equalsIgnoreCase(f.lastExecutionStatus())))
        && (f.tags() == null || d.tags().containsAll(f.tags()))
        && (f.createdBy() == null || v.createdBy().equals(f.createdBy()));
  }
}
