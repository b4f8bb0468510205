package org.platform.mdm.dq.model;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.platform.mdm.dq.DqErrors;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.ModelChangeGuard;
import org.platform.mdm.system.Problem;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * A data model publication may not break the published quality model: removing a register, an
 * attribute or a source system its rules use, or changing an attribute's type to one a port does
 * not take, is refused with what it would break (the quality model is changed first).
 */
@Component
class QualityModelGuard implements ModelChangeGuard {

  private final QualityModels models;

  QualityModelGuard(@Lazy QualityModels models) {
    this.models = models;
  }

  @Override
  public List<Problem> check(DataModel published, DataModel candidate) {
    QualityModel quality = models.published().model();
    if (quality.rules().isEmpty() && quality.assignments().isEmpty()) {
      return List.of();
    }
    Set<String> before =
        QualityModelChecks.check(quality, published, models.functions()).stream()
            .map(QualityModelGuard::key)
            .collect(Collectors.toSet());
    List<Problem> broken =
        QualityModelChecks.check(quality, candidate, models.functions()).stream()
            .filter(p -> !before.contains(key(p)))
            .toList();
    if (broken.isEmpty()) {
      return List.of();
    }
    return List.of(
        new Problem(DqErrors.DQ_MODEL_CHANGE_BREAKS_RULES, null, List.of(broken.size()), broken));
  }

  private static String key(Problem p) {
    return p.code() + "|" + p.source() + "|" + p.params();
  }
}
