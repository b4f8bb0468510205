package org.platform.mdm.dq.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Locale;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.dq.web.FunctionAnswers.FunctionCallRO;
import org.platform.mdm.dq.web.FunctionAnswers.FunctionCallRequestRO;
import org.platform.mdm.dq.web.FunctionAnswers.FunctionsRO;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.ErrorResponses;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The quality functions rules can use: listed with their ports, and called on values. Neither reads
 * or writes data, so any logged-in user may use them.
 */
@RestController
@Tag(name = "Functions", description = "Quality functions: their ports, and calls to try them out")
@RequestMapping("/api/v2/dq/functions")
@AnyUser
class FunctionController {

  private final UsableFunctions catalog;
  private final FunctionCaller caller;

  FunctionController(UsableFunctions catalog, FunctionCaller caller) {
    this.catalog = catalog;
    this.caller = caller;
  }

  @Operation(
      operationId = "listQualityFunctions",
      summary = "Every function a rule can use, with its input and output ports",
      description =
          "Display names follow Accept-Language (English or Russian); descriptions are English."
              + " Lists no data, so no right is needed.")
  @GetMapping
  FunctionsRO list(HttpServletRequest request) {
    Locale locale = ErrorResponses.localeOf(request);
    return new FunctionsRO(
        Details.empty(),
        catalog.all().stream().map(e -> FunctionAnswers.function(e, locale)).toList());
  }

  @Operation(
      operationId = "callQualityFunction",
      summary = "Call a function on input values {functionName, inputs: {port: value}}",
      description =
          "Answers every output port's value. The moment of execution (the date-in-range"
              + " function's 'От сейчас' and 'До сейчас') is the server clock's. Reads and writes"
              + " no data, so no right is needed.")
  @ErrorAnswer(
      status = 400,
      description =
          "No functionName; an input port the function lacks, a required one left out or null, a"
              + " value of a kind its port does not take, or values the function cannot work"
              + " with (a pattern that is not one): every problem at once, at inputs.<port>.")
  @ErrorAnswer(status = 404, description = "There is no function of that name.")
  @PostMapping("/call")
  FunctionCallRO call(@RequestBody FunctionCallRequestRO body) {
    FunctionCaller.Called called = caller.call(body.functionName(), body.inputs());
    return new FunctionCallRO(
        Details.empty(), FunctionAnswers.outputs(called.function(), called.outputs()));
  }
}
