package org.platform.mdm.operations.definition;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.platform.mdm.operations.DefinitionView;
import org.platform.mdm.operations.Definitions;
import org.platform.mdm.operations.JobDefinition;
import org.platform.mdm.operations.OperationsErrors;
import org.platform.mdm.operations.StartAfter;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Definitions exported to a file and imported from one, to carry operations from one installation
 * to another. In the file a chain names the definition it follows by name (ids differ between
 * installations). An import creates the definitions it names that do not exist and replaces those
 * that do (by name), all of them or none.
 */
@Service
public class DefinitionFiles {

  /** A definition as a file holds it: its chain by name. */
  public record Entry(JobDefinition definition, String startAfterName, String startAfterStatus) {}

  private final Definitions definitions;

  DefinitionFiles(Definitions definitions) {
    this.definitions = definitions;
  }

  /**
   * The definitions of the ids, in the order given.
   *
   * @throws PlatformException 404 for an id that is not a definition's
   */
  @Transactional(readOnly = true)
  public List<Entry> export(List<Long> ids) {
    List<Entry> entries = new ArrayList<>();
    for (long id : ids) {
      JobDefinition d = definitions.get(id).definition();
      String after = null;
      String status = null;
      if (d.startAfter() != null) {
        after = definitions.get(d.startAfter().definitionId()).definition().name();
        status = d.startAfter().status();
      }
      entries.add(new Entry(withoutChain(d), after, status));
    }
    return entries;
  }

  /**
   * Creates or replaces (by name) every definition of the file, then chains them; all of them or,
   * with any problem, none.
   *
   * @throws PlatformException 400 listing every problem, each at {@code definitions[i].…}
   */
  @Transactional
  public List<DefinitionView> importAll(
      List<Entry> entries, boolean skipCronWarnings, String actor) {
    Set<String> inFile = new HashSet<>();
    List<Problem> problems = new ArrayList<>();
    List<Long> existing = new ArrayList<>();
    for (int i = 0; i < entries.size(); i++) {
      String at = "definitions[" + i + "]";
      Entry e = entries.get(i);
      if (e == null || e.definition() == null) {
        problems.add(Problem.at(at, OperationsErrors.JOB_FIELD_REQUIRED, at));
        existing.add(null);
        continue;
      }
      JobDefinition d = withoutChain(e.definition());
      Optional<DefinitionView> found =
          d.name() == null ? Optional.empty() : definitions.named(d.name());
      existing.add(found.map(DefinitionView::id).orElse(null));
      if (d.name() != null && !inFile.add(d.name().toLowerCase(Locale.ROOT))) {
        problems.add(Problem.at(at + ".name", OperationsErrors.JOB_NAME_TAKEN, d.name()));
      }
      if (found.isPresent()
          && d.jobName() != null
          && !found.get().definition().jobName().equals(d.jobName())) {
        problems.add(
            Problem.at(
                at + ".jobName",
                OperationsErrors.JOB_TYPE_CHANGE,
                found.get().definition().jobName()));
      }
      definitions.check(existing.get(i), d, skipCronWarnings).stream()
          .map(p -> p.under(at))
          .forEach(problems::add);
    }
    for (int i = 0; i < entries.size(); i++) {
      Entry e = entries.get(i);
      if (e != null
          && e.startAfterName() != null
          && !inFile.contains(e.startAfterName().toLowerCase(Locale.ROOT))
          && definitions.named(e.startAfterName()).isEmpty()) {
        problems.add(
            Problem.at(
                "definitions[" + i + "].startAfter.definitionName",
                OperationsErrors.JOB_CHAIN_UNKNOWN,
                e.startAfterName()));
      }
    }
    PlatformException.throwIfAny(problems);
    List<DefinitionView> written = new ArrayList<>();
    for (int i = 0; i < entries.size(); i++) {
      JobDefinition d = withoutChain(entries.get(i).definition());
      Long id = existing.get(i);
      written.add(
          id == null
              ? definitions.create(d, skipCronWarnings, actor)
              : definitions.update(id, d, skipCronWarnings, null, actor));
    }
    for (int i = 0; i < entries.size(); i++) {
      Entry e = entries.get(i);
      if (e.startAfterName() != null) {
        long after = definitions.named(e.startAfterName()).orElseThrow().id();
        JobDefinition chained =
            withChain(e.definition(), new StartAfter(after, e.startAfterStatus()));
        String at = "definitions[" + i + "]";
        try {
          written.set(i, definitions.update(written.get(i).id(), chained, true, null, actor));
        } catch (PlatformException refused) {
          throw new PlatformException(refused.problems().stream().map(p -> p.under(at)).toList());
        }
      }
    }
    return written;
  }

  private static JobDefinition withoutChain(JobDefinition d) {
    return withChain(d, null);
  }

  private static JobDefinition withChain(JobDefinition d, StartAfter after) {
    return new JobDefinition(
        d.name(),
        d.jobName(),
        d.description(),
        d.enabled(),
        d.cronExpression(),
        d.tags(),
        d.parameters(),
        after);
  }
}
