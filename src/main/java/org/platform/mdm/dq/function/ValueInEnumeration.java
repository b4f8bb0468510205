package org.platform.mdm.dq.function;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.platform.mdm.meta.EnumValueDef;
import org.platform.mdm.meta.EnumerationDef;

/**
 * The system function {@value #NAME}: is the text one of the allowed values? Those are the values
 * given on {@value #VALUES} (a list, from a constant or an array attribute) and the value names of
 * the data model's enumeration named on {@value #ENUMERATION}, either or both; with neither, no
 * value is allowed. An empty value passes, as with every check; an enumeration the published data
 * model does not have refuses the call.
 */
final class ValueInEnumeration {

  static final String NAME = "ValueInEnumeration";
  static final String VALUE = "value";
  static final String VALUES = "values";
  static final String ENUMERATION = "enumeration";

  private ValueInEnumeration() {}

  static QualityFunction of(PlatformData data) {
    return new SystemFunction(
        NAME,
        "Value in enumeration",
        "Значение из перечисления",
        "Yes when the text is one of the allowed values: those listed and those of the data"
            + " model's enumeration named (either or both; with neither, none); an empty value"
            + " passes.",
        List.of(
            Port.optional(VALUE, "Text", "Строка", PortType.STRING),
            Port.optional(VALUES, "Allowed values", "Допустимые значения", PortType.ARRAY),
            Port.optional(ENUMERATION, "Enumeration", "Перечисление", PortType.STRING)
                .naming(Port.ModelElement.ENUMERATION)),
        List.of(SystemFunctions.result(PortType.BOOLEAN)),
        (in, now) ->
            SystemFunctions.one(
                in.value(VALUE) == null || allowed(in, data).contains(in.string(VALUE))));
  }

  private static Set<String> allowed(Inputs in, PlatformData data) {
    Set<String> allowed = new HashSet<>();
    if (in.value(VALUES) instanceof List<?> values) {
      values.stream().filter(v -> v != null).forEach(v -> allowed.add(v.toString()));
    }
    String name = in.string(ENUMERATION);
    if (name != null) {
      EnumerationDef enumeration =
          data.model()
              .enumeration(name)
              .orElseThrow(
                  () -> new CallRefused(NAME + ": there is no enumeration '" + name + "'"));
      enumeration.values().stream().map(EnumValueDef::name).forEach(allowed::add);
    }
    return allowed;
  }
}
