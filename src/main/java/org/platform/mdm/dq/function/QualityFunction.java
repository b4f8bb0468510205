package org.platform.mdm.dq.function;

import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;

/**
 * A data processing function a quality rule applies: named, typed input ports in, output ports out.
 * A rule feeds the inputs from a record's attributes or constants; a validating rule raises an
 * error from an output, an enriching one writes outputs into attributes.
 */
public interface QualityFunction {

  /** The name rules and calls use; unique. */
  String name();

  String displayName();

  String displayNameRu();

  String description();

  List<Port> inputs();

  List<Port> outputs();

  /**
   * The outputs for the inputs (each already checked against its port: of its kinds, given when
   * required; an input left out is null).
   *
   * @param now the moment of execution
   */
  Map<String, Object> apply(Inputs inputs, LocalDateTime now);
}
