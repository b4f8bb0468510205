package org.platform.mdm.meta;

import java.util.List;
import java.util.Optional;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.core.LabelPaths;
import org.platform.mdm.system.Problem;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * A security label's attribute path names a single-valued attribute of a published register or
 * reference set whose values can be compared (not a nested entity, a file or a large object).
 */
@Component
class ModelLabelPaths implements LabelPaths {

  private final DataModelService models;

  ModelLabelPaths(@Lazy DataModelService models) {
    this.models = models;
  }

  @Override
  public List<Problem> check(String at, String path) {
    int dot = path == null ? -1 : path.indexOf('.');
    if (dot <= 0 || dot == path.length() - 1) {
      return List.of(Problem.at(at, CoreErrors.CORE_LABEL_PATH_INVALID, String.valueOf(path)));
    }
    String entity = path.substring(0, dot);
    String attribute = path.substring(dot + 1);
    Optional<AttributeDef> found =
        models.published().model().recordAttributes(entity).orElse(List.of()).stream()
            .filter(a -> attribute.equals(a.name()))
            .findFirst();
    boolean comparable =
        found.isPresent()
            && !found.get().array()
            && AttributeType.byName(found.get().type())
                .map(AttributeType::takesDefaultValue)
                .orElse(false);
    return comparable
        ? List.of()
        : List.of(Problem.at(at, CoreErrors.CORE_LABEL_PATH_INVALID, path));
  }
}
