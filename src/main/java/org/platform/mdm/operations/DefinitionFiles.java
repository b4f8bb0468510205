package org.platform.mdm.operations;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
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
    List<Problem> problems = new ArrayList<>();
    Map<String, Integer> names = new HashMap<>();
    List<Long> existing = new ArrayList<>();
    for (int i = 0; i < entries.size(); i++) {
      Entry e = entries.get(i);
      if (e == null || e.definition() == null) {
        problems.add(
            Problem.at(
                "definitions[" + i + "]",
                OperationsErrors.JOB_FIELD_REQUIRED,
                "definitions[" + i + "]"));
        existing.add(null);
        continue;
      }
      JobDefinition d = withoutChain(e.definition());
      Optional<DefinitionView> found =
          d.name() == null ? Optional.empty() : definitions.named(d.name());
      existing.add(found.map(DefinitionView::id).orElse(null));
      if (d.name() != null && names.putIfAbsent(d.name().toLowerCase(Locale.ROOT), i) != null) {
        problems.add(
            Problem.at("definitions[" + i + "].name", OperationsErrors.JOB_NAME_TAKEN, d.name()));
      }
      if (found.isPresent()
          && d.jobName() != null
          && !found.get().definition().jobName().equals(d.jobName())) {
        problems.add(
            Problem.at(
                "definitions[" + i + "].jobName",
                OperationsErrors.JOB_TYPE_CHANGE,
                found.get().definition().jobName()));
      }
      for (Problem p : definitions.check(existing.get(i), d, skipCronWarnings)) {
        problems.add(at(i, p));
      }
      if (e.startAfterName() != null
          && !names.containsKey(e.startAfterName().toLowerCase(Locale.ROOT))
          && entries.stream()
              .noneMatch(
                  o ->
                      o != null
                          && o.definition() != null
                          && e.startAfterName().equalsIgnoreCase(o.definition().name()))
          && definitions.named(e.startAfterName()).isEmpty()) {
        problems.add(
            Problem.at(
                "definitions[" + i + "].startAfter.definitionName",
                OperationsErrors.JOB_CHAIN_UNKNOWN,
                e.startAfterName()));
      }
    }
    PlatformException.throwIfAny(problems);
    List<Long> ids = new ArrayList<>();
    for (int i = 0; i < entries.size(); i++) {
      JobDefinition d = withoutChain(entries.get(i).definition());
      Long id = existing.get(i);
      ids.add(
          id == null
              ? definitions.create(d, skipCronWarnings, actor).id()
              : definitions.update(id, d, skipCronWarnings, null, actor).id());
    }
    for (int i = 0; i < entries.size(); i++) {
      Entry e = entries.get(i);
      if (e.startAfterName() != null) {
        long after = definitions.named(e.startAfterName()).orElseThrow().id();
        JobDefinition chained =
            withChain(e.definition(), new StartAfter(after, e.startAfterStatus()));
        try {
          definitions.update(ids.get(i), chained, true, null, actor);
        } catch (PlatformException refused) {
          throw new PlatformException(
              refused.problems().stream().map(p -> at(entries.indexOf(e), p)).toList());
        }
      }
    }
    return ids.stream().map(definitions::get).toList();
  }

  private static Problem at(int i, Problem p) {
    String source = "definitions[" + i + "]" + (p.source() == null ? "" : "." + p.source());
    return new Problem(p.code(), source, p.params(), p.nested());
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
