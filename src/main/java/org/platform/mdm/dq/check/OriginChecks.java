package org.platform.mdm.dq.check;

import java.time.Clock;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.platform.mdm.data.Notice;
import org.platform.mdm.data.RecordContext;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.data.RecordWriteCheck;
import org.platform.mdm.dq.DqErrors;
import org.platform.mdm.dq.model.PublishedQualityModel;
import org.platform.mdm.dq.model.QualityModel;
import org.platform.mdm.dq.model.QualityModels;
import org.platform.mdm.dq.model.QualityRule;
import org.platform.mdm.dq.model.RuleSet;
import org.platform.mdm.system.Problem;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The origin phase: the rules assigned to a register run on each origin written to it, before it is
 * consolidated, whatever path writes it (a single write, a drafted one, a batch, a bulk load line).
 * A RED error refuses the write with every RED error at the attribute it concerns; a drafted write
 * keeps them as warnings, its publication refuses them. YELLOW and GREEN errors are warnings.
 *
 * <p>A write of the platform's own source (a steward's changes) carries only the attributes it
 * changes: the mappings reading an attribute it does not carry are left to the golden record's
 * phase.
 */
@Component
class OriginChecks implements RecordWriteCheck {

  static final String WARNING = "dq.warning.ruleFailed";

  private final QualityModels models;
  private final JsonMapper json;
  private final Clock clock;
  private volatile RuleRunner runner;
  private volatile Carried carried;

  OriginChecks(@Lazy QualityModels models, JsonMapper json, Clock clock) {
    this.models = models;
    this.json = json;
    this.clock = clock;
  }

  @Override
  public void check(RecordContext ctx, Map<String, JsonNode> values, List<Problem> problems) {
    RecordWrite w = ctx.write();
    PublishedQualityModel published = models.published();
    QualityModel model = published.model();
    if (w == null
        || model.assignments().stream().noneMatch(a -> a.entityName().equals(w.entityName()))) {
      return;
    }
    if (w.overrides()) {
      model = carried(model, Set.copyOf(values.keySet()));
    }
    ObjectNode attributes = json.createObjectNode();
    values.forEach(
        (name, value) -> {
          if (value != null && !value.isNull()) {
            attributes.set(name, value);
          }
        });
    LocalDateTime now = ctx.now().atZoneSameInstant(clock.getZone()).toLocalDateTime();
    List<RuleRunner.SetResult> results =
        runner()
            .run(
                model, w.entityName(), QualityRule.Phase.ORIGIN, w.sourceSystem(), attributes, now);
    if (!ctx.drafting()) {
      Enrichments.keep(ctx, model, results);
    }
    for (RuleRunner.SetResult set : results) {
      for (RuleRunner.RuleResult rule : set.rules()) {
        for (RuleRunner.Execution e : rule.executions()) {
          for (RuleRunner.RuleError error : e.errors()) {
            String at =
                e.spots().isEmpty()
                    ? model.firstPath(set.setName(), rule.ruleName())
                    : e.spots().get(0);
            String shown =
                rule.ruleDisplayName() == null ? rule.ruleName() : rule.ruleDisplayName();
            if (error.severity() == QualityRule.Severity.RED && !ctx.drafting()) {
              problems.add(
                  Problem.at(
                      at, DqErrors.DQ_RULE_FAILED, shown, error.message(), error.severity()));
            } else {
              ctx.warn(Notice.of(at, WARNING, shown, error.message(), error.severity()));
            }
          }
        }
      }
    }
  }

  /**
   * The model with only the mappings whose attribute inputs the write carries: made once per model
   * and attributes written (a few hundred kept), so that the runner, which keeps what it makes of a
   * model by the model, makes it once too.
   */
  private QualityModel carried(QualityModel model, Set<String> written) {
    Carried known = carried;
    if (known == null || known.model() != model) {
      known = new Carried(model, new ConcurrentHashMap<>());
      carried = known;
    }
    Map<Set<String>, QualityModel> byWritten = known.byWritten();
    if (byWritten.size() >= 500) {
      byWritten.clear();
    }
    return byWritten.computeIfAbsent(written, w -> filtered(model, w));
  }

  /** The models carried of one model, by the attributes written. */
  private record Carried(QualityModel model, Map<Set<String>, QualityModel> byWritten) {}

  private static QualityModel filtered(QualityModel model, Set<String> written) {
    List<RuleSet> sets =
        model.sets().stream()
            .map(
                s ->
                    new RuleSet(
                        s.name(),
                        s.displayName(),
                        s.description(),
                        s.mappings().stream()
                            .filter(
                                m ->
                                    m.inputs().stream()
                                        .allMatch(
                                            i ->
                                                i.path() == null
                                                    || written.contains(top(i.path()))))
                            .toList()))
            .toList();
    return new QualityModel(model.rules(), sets, model.assignments(), model.functions());
  }

  private static String top(String path) {
    int end = path.length();
    for (int i = 0; i < path.length(); i++) {
      char c = path.charAt(i);
      if (c == '.' || c == '[') {
        end = i;
        break;
      }
    }
    return path.substring(0, end);
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
