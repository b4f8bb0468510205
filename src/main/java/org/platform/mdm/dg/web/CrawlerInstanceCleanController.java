package org.platform.mdm.dg.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.dg.DgErrors;
import org.platform.mdm.dg.scan.CrawlerInstanceCleaning;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** The spec's cleaning of what a crawler instance loaded. */
@RestController
@Tag(name = "Cleaning", description = "Removing what a crawler instance loaded")
@RequestMapping("/api/v1/data/clean")
class CrawlerInstanceCleanController {

  private final CrawlerInstanceCleaning cleaning;

  CrawlerInstanceCleanController(CrawlerInstanceCleaning cleaning) {
    this.cleaning = cleaning;
  }

  @Schema(description = "What the cleaning removed.")
  record CleanedRO(
      Details details,
      @NotNull
          @Schema(description = "Assets wiped: the crawler instance's origin was their only one.")
          Long removedAssets,
      @NotNull
          @Schema(
              description =
                  "Assets other sources also hold: they stay, without the crawler instance's"
                      + " origin (inactive) and the links it wrote.")
          Long keptAssets,
      @NotNull @Schema(description = "Links removed with them.") Long removedLinks) {}

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.DELETE)
  @Operation(
      operationId = "cleanCrawlerInstance",
      summary = "Remove what the crawler instance loaded",
      description =
          "Every asset the crawler instance's scans wrote (records of the information system's"
              + " source system keyed '<informationSystem>:<crawlerInstance>/…', or"
              + " '<crawlerInstance>/…' when written before keys named the system): wiped with"
              + " its links when that was its only origin; when other sources hold it too, only"
              + " the crawler instance's origin goes (inactive over all time) with the links it"
              + " wrote. Cleans"
              + " regardless of links to the business layer or to other information systems:"
              + " the UI checks has-relations first.")
  @ErrorAnswer(
      status = 400,
      description = "informationSystemName or crawlerInstanceName is missing or blank.")
  @ErrorAnswer(
      status = 404,
      description = "There is no such information system, or it has no such crawler instance.")
  @ErrorAnswer(status = 409, description = "A scan of the crawler instance is under way.")
  @DeleteMapping("/crawler-instance/")
  CleanedRO clean(
      @RequestParam(required = false) String informationSystemName,
      @RequestParam(required = false) String crawlerInstanceName) {
    List<Problem> problems = new ArrayList<>();
    required("informationSystemName", informationSystemName, problems);
    required("crawlerInstanceName", crawlerInstanceName, problems);
    PlatformException.throwIfAny(problems);
    CrawlerInstanceCleaning.Cleaned c =
        cleaning.clean(informationSystemName, crawlerInstanceName, CurrentUser.get());
    return new CleanedRO(Details.empty(), c.removedAssets(), c.keptAssets(), c.removedLinks());
  }

  private static void required(String name, String value, List<Problem> problems) {
    if (value == null || value.isBlank()) {
      problems.add(Problem.at(name, DgErrors.DG_FIELD_REQUIRED, name));
    }
  }
}
