package org.platform.mdm.dg.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.dg.DgErrors;
import org.platform.mdm.dg.catalog.Catalog;
import org.platform.mdm.dg.catalog.SystemRelations;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Whether an information system's assets are linked outside it: checked before removing it. */
@RestController
@Tag(
    name = "Data governance information systems",
    description = "Information systems: the sources assets were found in by crawlers.")
class SystemRelationsController {

  private final Catalog catalog;

  SystemRelationsController(Catalog catalog) {
    this.catalog = catalog;
  }

  @Operation(
      operationId = "dgInformationSystemHasRelations",
      summary =
          "Whether links join the system's assets to the business layer or to assets of another"
              + " information system, with their counts")
  @ErrorAnswer(status = 400, description = "informationSystem is missing.")
  @ErrorAnswer(status = 404, description = "No asset is of this information system.")
  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @GetMapping("/api/v1/dg/meta/information-systems/has-relations")
  SystemRelations hasRelations(
      @Parameter(description = "The information system's name.") @RequestParam(required = false)
          String informationSystem) {
    if (informationSystem == null || informationSystem.isBlank()) {
      List<Problem> problems = new ArrayList<>();
      problems.add(
          Problem.at("informationSystem", DgErrors.DG_FIELD_REQUIRED, "informationSystem"));
      throw new PlatformException(problems);
    }
    return catalog.hasRelations(informationSystem);
  }
}
