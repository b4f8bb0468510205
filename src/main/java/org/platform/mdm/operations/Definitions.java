package org.platform.mdm.operations;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Optional;
import org.platform.mdm.operations.definition.DefinitionRepository;
import org.platform.mdm.operations.definition.OperationTypes;
import org.platform.mdm.operations.definition.ParameterValues;
import org.platform.mdm.operations.schedule.CronCheck;
import org.platform.mdm.operations.schedule.Schedules;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Definitions of background operations: kept, checked as a whole against their type (every problem
 * listed at once), enabled and disabled. A definition's type never changes.
 */
@Service
public class Definitions {

  /** The length of text an error's parameter keeps whole (ErrorResponses cuts longer ones). */
  private static final int TYPE_NAMES_LENGTH = 200;

  private final DefinitionRepository repository;
  private final OperationTypes types;
  private final Schedules schedules;
  private final Clock clock;

  Definitions(
      DefinitionRepository repository, OperationTypes types, Schedules schedules, Clock clock) {
    this.repository = repository;
    this.types = types;
    this.schedules = schedules;
    this.clock = clock;
  }

  @Transactional(readOnly = true)
  public List<DefinitionView> list() {
    return repository.all();
  }

  @Transactional(readOnly = true)
  public DefinitionView get(long id) {
    return repository
        .find(id)
        .orElseThrow(() -> new PlatformException(OperationsErrors.JOB_DEFINITION_NOT_FOUND, id));
  }

  @Transactional(readOnly = true)
  public List<String> tags() {
    return repository.tags();
  }

  /**
   * Creates the definition.
   *
   * @param skipCronWarnings keep a schedule that fires every second or minute
   * @throws PlatformException 400 listing every problem, 409 when the name is taken
   */
  @Transactional
  public DefinitionView create(JobDefinition d, boolean skipCronWarnings, String actor) {
    PlatformException.throwIfAny(check(null, d, skipCronWarnings));
    long id =
        repository
            .insert(d, actor, now())
            .orElseThrow(() -> new PlatformException(OperationsErrors.JOB_NAME_TAKEN, d.name()));
    schedules.keep(id, d);
    return get(id);
  }

  /**
   * Replaces the definition; its type stays.
   *
   * @param version the version read; null: whichever is stored
   * @throws PlatformException 400 listing every problem, 404, 409 when changed meanwhile or the
   *     name is another's
   */
  @Transactional
  public DefinitionView update(
      long id, JobDefinition d, boolean skipCronWarnings, Long version, String actor) {
    DefinitionView current = get(id);
    List<Problem> problems = new ArrayList<>(check(id, d, skipCronWarnings));
    String type = current.definition().jobName();
    if (d.jobName() != null && !d.jobName().equals(type)) {
      problems.add(Problem.at("jobName", OperationsErrors.JOB_TYPE_CHANGE, type));
    }
    PlatformException.throwIfAny(problems);
    if (version != null && version != current.version()) {
      throw new PlatformException(
          OperationsErrors.JOB_DEFINITION_STALE, id, version, current.version());
    }
    boolean updated;
    try {
      updated = repository.update(id, d, current.version(), actor, now());
    } catch (DuplicateKeyException e) {
      throw new PlatformException(OperationsErrors.JOB_NAME_TAKEN, d.name());
    }
    if (!updated) {
      throw new PlatformException(
          OperationsErrors.JOB_DEFINITION_STALE, id, current.version(), current.version() + 1);
    }
    DefinitionView now = get(id);
    schedules.keep(id, now.definition());
    return now;
  }

  @Transactional
  public DefinitionView enable(long id, boolean enabled, String actor) {
    if (!repository.enable(id, enabled, actor, now())) {
      throw new PlatformException(OperationsErrors.JOB_DEFINITION_NOT_FOUND, id);
    }
    DefinitionView now = get(id);
    schedules.keep(id, now.definition());
    return now;
  }

  @Transactional
  public void delete(long id) {
    if (!repository.delete(id)) {
      throw new PlatformException(OperationsErrors.JOB_DEFINITION_NOT_FOUND, id);
    }
    schedules.forget(id);
  }

  /** The enabled definitions that start when a run of the definition ends with the status. */
  @Transactional(readOnly = true)
  public List<Long> startingAfter(long definitionId, String status) {
    return repository.startingAfter(definitionId, status);
  }

  /** The definition of that name, its case aside. */
  @Transactional(readOnly = true)
  public Optional<DefinitionView> named(String name) {
    return repository.named(name.strip());
  }

  /**
   * The operation types for a message: as many names as an error's parameter keeps whole, then
   * where the rest are.
   */
  static String typeNames(List<String> names) {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < names.size(); i++) {
      String more =
          " and " + (names.size() - i) + " more (GET /api/v2/core/jobs/descriptors lists them)";
      String next = (i == 0 ? "" : ", ") + names.get(i);
      boolean last = i == names.size() - 1;
      if (text.length() + next.length() + (last ? 0 : more.length()) > TYPE_NAMES_LENGTH) {
        return text + more;
      }
      text.append(next);
    }
    return text.toString();
  }

  /**
   * Every problem: the definition's fields, its type, its parameters, its chain, its schedule's
   * warning.
   *
   * @param id the definition's own id; null for a new one
   */
  public List<Problem> check(Long id, JobDefinition d, boolean skipCronWarnings) {
    List<Problem> problems = new ArrayList<>(d.check());
    chainProblem(id, d).ifPresent(problems::add);
    if (d.jobName() != null && !d.jobName().isBlank()) {
      Optional<OperationType> type = types.find(d.jobName());
      if (type.isEmpty()) {
        problems.add(
            Problem.at(
                "jobName",
                OperationsErrors.JOB_TYPE_UNKNOWN,
                d.jobName(),
                typeNames(types.all().stream().map(OperationType::name).toList())));
      } else {
        problems.addAll(ParameterValues.check(type.get(), d.parameters()));
      }
    }
    if (d.cronExpression() != null) {
      CronCheck.never(d.cronExpression(), Date.from(clock.instant())).ifPresent(problems::add);
    }
    if (!skipCronWarnings && problems.isEmpty() && d.cronExpression() != null) {
      CronCheck.warning(d.cronExpression(), Date.from(clock.instant())).ifPresent(problems::add);
    }
    return problems;
  }

  /** The definition it starts after must exist, and the chain must not come back to it. */
  private Optional<Problem> chainProblem(Long id, JobDefinition d) {
    if (d.startAfter() == null || d.startAfter().definitionId() == null) {
      return Optional.empty();
    }
    long after = d.startAfter().definitionId();
    Optional<DefinitionView> first = repository.find(after);
    if (first.isEmpty()) {
      return Optional.of(
          Problem.at("startAfter.definitionId", OperationsErrors.JOB_CHAIN_UNKNOWN, after));
    }
    List<String> circle = new ArrayList<>(List.of(d.name() == null ? "?" : d.name()));
    java.util.Set<Long> seen = new java.util.HashSet<>();
    Optional<DefinitionView> at = first;
    while (at.isPresent() && seen.add(at.get().id())) {
      if (Long.valueOf(at.get().id()).equals(id)) {
        return Optional.of(
            Problem.at(
                "startAfter.definitionId",
                OperationsErrors.JOB_CHAIN_CYCLE,
                String.join(" → ", circle) + " → " + circle.get(0)));
      }
      JobDefinition previous = at.get().definition();
      circle.add(previous.name());
      at =
          previous.startAfter() == null
              ? Optional.empty()
              : repository.find(previous.startAfter().definitionId());
    }
    return Optional.empty();
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
  }
}
