package org.platform.mdm.dq.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.dq.model.AssignedRules;
import org.platform.mdm.dq.model.QualityRule;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The rules a register or reference set runs, for its stewards: what the rule names of its records'
 * errors mean, and the rules its "records with errors" view counts by.
 */
@RestController
@Tag(
    name = "Register rules",
    description = "The rules of the published quality model a register or reference set runs")
@RequestMapping("/api/v2/dq/rules")
class RegisterRulesController {

  private final AssignedRules rules;

  RegisterRulesController(AssignedRules rules) {
    this.rules = rules;
  }

  @Schema(description = "The rules a register or reference set runs.")
  record RegisterRules(
      Details details,
      @NotNull String entityName,
      @NotNull
          @Schema(
              description =
                  "Per assigned set in the assignment's order, its rules in the set's order; a"
                      + " rule of two sets is listed with each.")
          List<RegisterRule> rules) {}

  @Schema(description = "A rule as one of the register's sets applies it.")
  record RegisterRule(
      @NotNull @Schema(description = "The name errors and search filters name it by.")
          String ruleName,
      @NotNull String ruleDisplayName,
      @Schema(nullable = true) String description,
      @NotNull String setName,
      @NotNull String setDisplayName,
      @NotNull
          @Schema(
              description =
                  "When it runs: ORIGIN (on each origin before consolidation) or ETALON (on the"
                      + " golden record).")
          QualityRule.Phase phase,
      @NotNull
          @Schema(
              description =
                  "VALIDATE (raises errors) or ENRICH (writes values as a source system of its"
                      + " own).")
          QualityRule.Mode mode) {

    static RegisterRule of(AssignedRules.AssignedRule a) {
      QualityRule r = a.rule();
      return new RegisterRule(
          r.name(),
          r.displayName() == null ? r.name() : r.displayName(),
          r.description(),
          a.set().name(),
          a.set().displayName() == null ? a.set().name() : a.set().displayName(),
          r.runCondition() == null ? QualityRule.Phase.ORIGIN : r.runCondition().phase(),
          r.mode() == null ? QualityRule.Mode.VALIDATE : r.mode());
    }
  }

  @Operation(
      operationId = "listRegisterQualityRules",
      summary = "The rules of the published quality model a register or reference set runs",
      description =
          "Every rule of every set assigned to the entity, with the set, its phase and mode;"
              + " an entity without sets has none. Needs READ on the entity.")
  @ErrorAnswer(status = 403, description = "The user may not read the entity; names the user.")
  @ErrorAnswer(
      status = 404,
      description = "No register or reference set of that name (DATA_ENTITY_NOT_FOUND).")
  @AnyUser(entityRights = "READ on the register or reference set", someEntityRight = true)
  @GetMapping("/{entityName}")
  RegisterRules rules(@PathVariable String entityName) {
    return new RegisterRules(
        Details.empty(),
        entityName,
        rules.of(entityName, CurrentUser.get()).stream().map(RegisterRule::of).toList());
  }
}
