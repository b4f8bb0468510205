package org.platform.mdm.core.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.platform.mdm.system.SettingView;
import org.platform.mdm.system.Settings;
import org.platform.mdm.system.SystemErrors;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** The platform's settings: read all visible ones, change the editable ones at run time. */
@Tag(
    name = "System parameters",
    description =
        "The platform's settings: read every visible one with its value and where the value comes"
            + " from, change the editable ones while the platform runs. Secret values are never"
            + " shown.")
@RestController
@RequestMapping("/api/v2/core/system-parameters")
class SystemParametersController {

  private final Settings settings;

  SystemParametersController(Settings settings) {
    this.settings = settings;
  }

  record ParameterValueRO(@NotNull String name, String value) {}

  record UpdateParametersRequestRO(@NotNull List<ParameterValueRO> parameters) {}

  record ParametersResponseRO(Details details, List<SettingView> parameters) {}

  @RequiresRight(resource = SystemResource.PLATFORM_PARAMETERS_MANAGEMENT, right = Right.READ)
  @GetMapping
  @Operation(
      operationId = "listSystemParameters",
      summary = "List the settings with their values and sources")
  ParametersResponseRO list() {
    return new ParametersResponseRO(Details.empty(), settings.list());
  }

  /** Sets several parameters at once, all or none; a null value goes back to the configured one. */
  @RequiresRight(resource = SystemResource.PLATFORM_PARAMETERS_MANAGEMENT, right = Right.UPDATE)
  @PutMapping
  @Operation(
      operationId = "updateSystemParameters",
      summary = "Change editable settings, all or none",
      description =
          "A null value removes the run-time value, so the configured one applies again. Other"
              + " nodes see a change within 5 seconds.")
  @ErrorAnswer(status = 404, description = "A parameter named does not exist.")
  ParametersResponseRO update(@RequestBody UpdateParametersRequestRO request) {
    if (request.parameters() == null || request.parameters().isEmpty()) {
      throw new PlatformException(CoreErrors.CORE_FIELD_REQUIRED, "parameters");
    }
    Map<String, String> changes = new LinkedHashMap<>();
    for (int i = 0; i < request.parameters().size(); i++) {
      ParameterValueRO p = request.parameters().get(i);
      if (p == null || p.name() == null || p.name().isBlank()) {
        throw new PlatformException(
            List.of(
                Problem.at(
                    "parameters[" + i + "].name",
                    CoreErrors.CORE_FIELD_REQUIRED,
                    "parameters[" + i + "].name")));
      }
      if (changes.containsKey(p.name())) {
        throw new PlatformException(SystemErrors.SYSTEM_PARAMETER_DUPLICATE, p.name());
      }
      changes.put(p.name(), p.value());
    }
    settings.update(changes, CurrentUser.get().userName());
    return new ParametersResponseRO(Details.empty(), settings.list());
  }
}
