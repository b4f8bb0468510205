package org.platform.mdm.meta.label;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.core.LabelPaths;
import org.platform.mdm.meta.AttributeType;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.meta.validation.DefaultValueRules;
import org.platform.mdm.system.Problem;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * A security label's attribute path names a single-valued attribute of a published register or
 * reference set whose values are compared as they are (not a nested entity, a file, a large object,
 * nor a time or timestamp, whose written forms differ for one instant).
 */
@Component
class ModelLabelPaths implements LabelPaths {

  /** Digits a label's number may have before or after its point. */
  private static final int MAX_DIGITS = 1000;

  private final DataModelService models;

  ModelLabelPaths(@Lazy DataModelService models) {
    this.models = models;
  }

  @Override
  public List<Problem> check(String at, String path) {
    return typeOf(path).isPresent()
        ? List.of()
        : List.of(Problem.at(at, CoreErrors.CORE_LABEL_PATH_INVALID, String.valueOf(path)));
  }

  @Override
  public Value value(String at, String path, String text) {
    Optional<AttributeType> type = typeOf(path);
    if (type.isEmpty()) {
      return new Value(null, check(at, path));
    }
    try {
      Object value =
          switch (type.get()) {
            case INTEGER -> Long.parseLong(text.strip());
            case NUMBER -> number(text.strip());
            case BOOLEAN -> bool(text.strip());
            case DATE -> LocalDate.parse(text.strip()).toString();
            // A link to a set coded by integers is held as a number, as records hold it.
            case LOOKUP_LINK -> integerCoded(path) ? (Object) Long.parseLong(text.strip()) : text;
            default -> text;
          };
      return new Value(value, List.of());
    } catch (IllegalArgumentException | java.time.DateTimeException e) {
      String form = DefaultValueRules.format(type.get()).orElse("");
      return new Value(
          null,
          List.of(
              Problem.at(
                  at,
                  CoreErrors.CORE_LABEL_VALUE_INVALID,
                  text,
                  path,
                  type.get().typeName(),
                  form)));
    }
  }

  private Optional<AttributeType> typeOf(String path) {
    int dot = path == null ? -1 : path.indexOf('.');
    if (dot <= 0 || dot == path.length() - 1) {
      return Optional.empty();
    }
    String entity = path.substring(0, dot);
    String attribute = path.substring(dot + 1);
    return models.published().model().recordAttributes(entity).orElse(List.of()).stream()
        .filter(a -> attribute.equals(a.name()) && !a.array())
        .findFirst()
        .flatMap(a -> AttributeType.byName(a.type()))
        .filter(
            t -> t.takesDefaultValue() && t != AttributeType.TIME && t != AttributeType.TIMESTAMP);
  }

  /** Numbers records can hold: no exponent beyond a thousand digits either way. */
  private static BigDecimal number(String text) {
    BigDecimal value = new BigDecimal(text);
    if (Math.abs(value.scale()) > MAX_DIGITS || value.precision() > MAX_DIGITS) {
      throw new NumberFormatException(text);
    }
    return value;
  }

  private boolean integerCoded(String path) {
    DataModel model = models.published().model();
    String attribute = LabelPaths.attribute(path);
    return model.recordAttributes(LabelPaths.entity(path)).orElse(List.of()).stream()
        .filter(a -> attribute.equals(a.name()))
        .findFirst()
        .flatMap(a -> model.lookupEntity(a.lookupEntity()))
        .map(l -> l.codeAttribute() != null && "Integer".equals(l.codeAttribute().type()))
        .orElse(false);
  }

  private static Boolean bool(String text) {
    if ("true".equals(text) || "false".equals(text)) {
      return Boolean.valueOf(text);
    }
    throw new IllegalArgumentException(text);
  }
}
