package org.platform.mdm.core.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.system.Details;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The spec's utility endpoint: which logging library writes the server's log, so that a tool that
 * reads or rotates the log files knows their layout. Open to every logged-in user: it holds no
 * data.
 */
@RestController
@Tag(name = "Utility", description = "Facts about the running server")
@AnyUser
class UtilityController {

  private final LoggingSystem logging;

  UtilityController(LoggingSystem logging) {
    this.logging = logging;
  }

  record LogProviderRO(
      Details details,
      @NotNull
          @Schema(
              description =
                  "The logging library in use: LOGBACK (the default) or LOG4J (Log4j 2 on the"
                      + " class path instead of Logback, as Spring Boot configures it).",
              allowableValues = {"LOGBACK", "LOG4J"})
          String name) {}

  @Operation(
      operationId = "getLogProvider",
      summary = "The log path provider: the logging library that writes the server's log")
  @GetMapping("/api/v2/core/utility/provider")
  LogProviderRO provider() {
    return new LogProviderRO(Details.empty(), name(logging));
  }

  /** LOG4J for Spring Boot's Log4j 2 logging system, LOGBACK otherwise (the default). */
  static String name(LoggingSystem logging) {
    return logging.getClass().getSimpleName().startsWith("Log4J") ? "LOG4J" : "LOGBACK";
  }
}
