package org.platform.mdm.dq.result;

import java.time.Clock;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenPeriod;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.GoldenRecordListener;
import org.platform.mdm.dq.check.RuleRunner;
import org.platform.mdm.dq.model.QualityModel;
import org.platform.mdm.dq.model.QualityModels;
import org.platform.mdm.dq.model.QualityRule;
import org.platform.mdm.search.QualityIndex;
import org.platform.mdm.search.QualityMark;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The golden record's phase: each time a record's timeline is stored (whatever wrote it), the rules
 * of that phase assigned to its register run on every active period's golden values, and the
 * results are kept by period. A period whose results did not change keeps its row, so the history
 * grows with the changes. The RED errors a write brings that the record did not have are kept for
 * the write's pipeline point to refuse it ({@link NewRedErrors}).
 */
@Component
class EtalonChecks implements GoldenRecordListener {

  private final QualityModels models;
  private final QualityResultRepository repository;
  private final QualityIndex index;
  private final JsonMapper json;
  private final Clock clock;
  private volatile RuleRunner runner;

  EtalonChecks(
      @Lazy QualityModels models,
      QualityResultRepository repository,
      QualityIndex index,
      JsonMapper json,
      Clock clock) {
    this.index = index;
    this.models = models;
    this.repository = repository;
    this.json = json;
    this.clock = clock;
  }

  @Override
  public void stored(List<GoldenRecord> records) {
    QualityModel model = models.published().model();
    Set<String> assigned = new HashSet<>();
    model.assignments().forEach(a -> assigned.add(a.entityName()));
    List<GoldenRecord> checked =
        records.stream().filter(r -> assigned.contains(r.entityName())).toList();
    if (checked.isEmpty()) {
      return;
    }
    check(model, checked);
  }

  /** Checks the records against the model and keeps what changed. */
  void check(QualityModel model, List<GoldenRecord> records) {
    Map<UUID, List<QualityResultRepository.Row>> current = new HashMap<>();
    List<UUID> ids = records.stream().map(r -> r.etalonId().value()).toList();
    repository
        .current(ids)
        .forEach(row -> current.computeIfAbsent(row.etalonId(), k -> new ArrayList<>()).add(row));
    RuleRunner runner = runner();
    LocalDateTime now = LocalDateTime.now(clock);
    List<Long> closed = new ArrayList<>();
    List<QualityResultRepository.NewRow> added = new ArrayList<>();
    Set<EtalonId> changed = new HashSet<>();
    List<QualityMark> marks = new ArrayList<>();
    for (GoldenRecord record : records) {
      List<QualityResultRepository.Row> before =
          current.getOrDefault(record.etalonId().value(), List.of());
      Set<Long> kept = new HashSet<>();
      Set<String> redBefore = new HashSet<>();
      Map<Long, JsonNode> stored = new HashMap<>();
      for (QualityResultRepository.Row row : before) {
        JsonNode tree = json.readTree(row.results());
        stored.put(row.id(), tree);
        redBefore.addAll(RedErrors.of(tree));
      }
      List<String> redNow = new ArrayList<>();
      List<QualityMark> recordMarks = new ArrayList<>();
      for (GoldenPeriod period : record.periods()) {
        if (!period.active()) {
          continue;
        }
        ObjectNode values = json.createObjectNode();
        period.values().forEach(values::set);
        List<RuleRunner.SetResult> results =
            runner.run(model, record.entityName(), QualityRule.Phase.ETALON, null, values, now);
        Tally tally = Tally.of(results);
        if (tally.errors() > 0) {
          recordMarks.add(
              new QualityMark(
                  record.etalonId(),
                  record.entityName(),
                  period.from(),
                  period.to(),
                  tally.severities(),
                  tally.ruleNames(),
                  tally.categories()));
        }
        redNow.addAll(RedErrors.of(results));
        // A tree of the results only to compare them with a stored row of the same period (a new
        // record, most of an import, has none); their text made once.
        List<QualityResultRepository.Row> samePeriod =
            before.stream()
                .filter(row -> same(row.from(), period.from()) && same(row.to(), period.to()))
                .toList();
        JsonNode tree = samePeriod.isEmpty() ? null : json.valueToTree(results);
        QualityResultRepository.Row same =
            samePeriod.stream()
                .filter(row -> stored.get(row.id()).equals(tree))
                .findFirst()
                .orElse(null);
        if (same != null) {
          kept.add(same.id());
        } else {
          added.add(
              new QualityResultRepository.NewRow(
                  record.etalonId().value(),
                  record.entityName(),
                  period.from(),
                  period.to(),
                  tree == null ? json.writeValueAsString(results) : json.writeValueAsString(tree),
                  tally));
          changed.add(record.etalonId());
        }
      }
      before.stream()
          .filter(row -> !kept.contains(row.id()))
          .forEach(
              row -> {
                closed.add(row.id());
                changed.add(record.etalonId());
              });
      if (changed.contains(record.etalonId())) {
        marks.addAll(recordMarks);
      }
      List<String> brought =
          redNow.stream().filter(e -> !redBefore.contains(e)).distinct().toList();
      if (!brought.isEmpty()) {
        NewRedErrors.add(record.etalonId(), brought);
      }
    }
    repository.close(closed);
    repository.insert(added);
    index.mark(changed, marks);
  }

  private static boolean same(OffsetDateTime a, OffsetDateTime b) {
    return Objects.equals(a == null ? null : a.toInstant(), b == null ? null : b.toInstant());
  }

  @Override
  public void retold(List<GoldenRecord> records) {
    // A search rebuild tells the timelines again; the results stand until they change.
  }

  @Override
  public void removed(Collection<EtalonId> etalonIds) {
    repository.remove(etalonIds.stream().map(EtalonId::value).toList());
  }

  /**
   * One runner for every check: it makes a model's composite functions once per published model
   * (the shipped functions do not change while the server runs).
   */
  private RuleRunner runner() {
    RuleRunner known = runner;
    if (known == null) {
      known = new RuleRunner(models.functions(), clock.getZone());
      runner = known;
    }
    return known;
  }
}
