package org.platform.mdm.dq.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.system.PlatformException;
import org.springframework.stereotype.Service;

/**
 * The rules a register or reference set runs, as its stewards read them beside its records' errors:
 * the published quality model's sets assigned to it, in their order, each with its rules in the
 * set's order. A rule of two sets is listed with each, as its errors are.
 */
@Service
public class AssignedRules {

  private final QualityModels models;
  private final DataModelService dataModels;

  AssignedRules(QualityModels models, DataModelService dataModels) {
    this.models = models;
    this.dataModels = dataModels;
  }

  /** A rule as a set applies it. */
  public record AssignedRule(QualityRule rule, RuleSet set) {}

  /**
   * The rules {@code entityName} runs, for a user who may read its records: an entity the published
   * data model does not have is a 404, one the user may not read a 403.
   */
  public List<AssignedRule> of(String entityName, PlatformUser user) {
    if (dataModels.published().model().recordAttributes(entityName).isEmpty()) {
      throw new PlatformException(DataErrors.DATA_ENTITY_NOT_FOUND, entityName);
    }
    if (!user.can(entityName, Right.READ)) {
      throw new PlatformException(
          DataErrors.DATA_ACCESS_DENIED, user.userName(), Right.READ.name(), entityName);
    }
    return of(models.published().model(), entityName);
  }

  /** The rules of the sets a model assigns to the entity; names it does not define are skipped. */
  static List<AssignedRule> of(QualityModel model, String entityName) {
    Map<String, QualityRule> rules =
        model.rules().stream()
            .collect(Collectors.toMap(QualityRule::name, Function.identity(), (a, b) -> a));
    Map<String, RuleSet> sets =
        model.sets().stream()
            .collect(Collectors.toMap(RuleSet::name, Function.identity(), (a, b) -> a));
    List<AssignedRule> out = new ArrayList<>();
    for (QualityModel.Assignment a : model.assignments()) {
      if (!a.entityName().equals(entityName)) {
        continue;
      }
      for (String setName : a.setNames()) {
        RuleSet set = sets.get(setName);
        if (set == null) {
          continue;
        }
        for (RuleSet.Mapping m : set.mappings()) {
          QualityRule rule = rules.get(m.ruleName());
          if (rule != null) {
            out.add(new AssignedRule(rule, set));
          }
        }
      }
    }
    return out;
  }
}
