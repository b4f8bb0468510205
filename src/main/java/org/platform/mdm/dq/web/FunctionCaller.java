package org.platform.mdm.dq.web;

import java.time.Clock;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import org.platform.mdm.dq.DqErrors;
import org.platform.mdm.dq.function.FunctionCalls;
import org.platform.mdm.dq.function.QualityFunction;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * Calls a function on values sent as JSON, to try it out: finds it, reads the values as its ports
 * take them, and calls it at the server clock's moment (the moment of execution a "now" port
 * means). A call that cannot be made is refused with all its problems.
 */
@Component
class FunctionCaller {

  /** A call made: the function and its outputs by port name. */
  record Called(QualityFunction function, Map<String, Object> outputs) {}

  private final UsableFunctions catalog;
  private final Clock clock;

  FunctionCaller(UsableFunctions catalog, Clock clock) {
    this.catalog = catalog;
    this.clock = clock;
  }

  Called call(String functionName, Map<String, JsonNode> inputs) {
    if (functionName == null || functionName.isBlank()) {
      throw new PlatformException(
          List.of(Problem.at("functionName", DqErrors.DQ_CALL_FUNCTION_REQUIRED)));
    }
    QualityFunction function =
        catalog
            .named(functionName)
            .orElseThrow(
                () ->
                    new PlatformException(
                        List.of(
                            Problem.at(
                                "functionName", DqErrors.DQ_FUNCTION_NOT_FOUND, functionName))))
            .function();
    CallInputs.Read read = CallInputs.read(function, inputs, clock.getZone());
    PlatformException.throwIfAny(read.problems());
    FunctionCalls.Outcome outcome =
        FunctionCalls.call(function, read.values(), LocalDateTime.now(clock));
    PlatformException.throwIfAny(
        outcome.problems().stream()
            .map(p -> Problem.of(DqErrors.DQ_CALL_FAILED, function.name(), p))
            .toList());
    return new Called(function, outcome.outputs());
  }
}
