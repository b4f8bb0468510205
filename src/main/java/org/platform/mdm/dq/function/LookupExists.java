package org.platform.mdm.dq.function;

import java.util.List;
import java.util.Set;

/**
 * The system function {@value #NAME}: does a live record of the reference set have this code (an
 * active version of a record not deleted, as a lookup link's code is checked)? An empty code
 * passes, as with every check; a reference set the published data model does not have refuses the
 * call. Each call asks the database once.
 */
final class LookupExists {

  static final String NAME = "LookupExists";
  static final String VALUE = "value";
  static final String REFERENCE_SET = "referenceSet";

  private LookupExists() {}

  static QualityFunction of(PlatformData data) {
    return new SystemFunction(
        NAME,
        "Reference set record exists",
        "Запись справочника существует",
        "Yes when a live record of the reference set has the code; an empty code passes.",
        List.of(
            Port.optional(VALUE, "Code", "Код", PortType.STRING, PortType.INTEGER),
            Port.required(REFERENCE_SET, "Reference set", "Справочник", PortType.STRING)
                .naming(Port.ModelElement.REFERENCE_SET)),
        List.of(SystemFunctions.result(PortType.BOOLEAN)),
        (in, now) -> SystemFunctions.one(in.value(VALUE) == null || exists(in, data)));
  }

  private static boolean exists(Inputs in, PlatformData data) {
    String set = in.string(REFERENCE_SET);
    if (data.model().lookupEntity(set).isEmpty()) {
      throw new CallRefused(NAME + ": there is no reference set '" + set + "'");
    }
    String code = in.string(VALUE);
    return data.missingCodes(set, Set.of(code)).isEmpty();
  }
}
