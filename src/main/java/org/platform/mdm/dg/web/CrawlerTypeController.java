package org.platform.mdm.dg.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.dg.crawl.Crawler;
import org.platform.mdm.dg.crawl.CrawlerParameter;
import org.platform.mdm.dg.model.CrawlerTypes;
import org.platform.mdm.system.Details;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** The crawler types a connection may name, with their parameters. */
@RestController
@Tag(name = "Connections")
class CrawlerTypeController {

  private final CrawlerTypes types;

  CrawlerTypeController(CrawlerTypes types) {
    this.types = types;
  }

  record CrawlerParameterRO(
      @NotNull String name,
      @NotNull String displayName,
      @Schema(description = "STRING, INTEGER, BOOLEAN or SECRET (stored sealed, never answered).")
          @NotNull
          String type,
      boolean required,
      @Schema(description = "The value when none is given; null when none.") String defaultValue,
      String description) {

    static CrawlerParameterRO of(CrawlerParameter p) {
      return new CrawlerParameterRO(
          p.name(), p.displayName(), p.type(), p.required(), p.defaultValue(), p.description());
    }
  }

  record CrawlerTypeRO(
      @NotNull String type,
      @NotNull String displayName,
      @NotNull List<CrawlerParameterRO> parameters) {}

  record CrawlerTypesRO(Details details, @NotNull List<CrawlerTypeRO> crawlerTypes) {}

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @GetMapping("/api/v1/dg/meta/crawler-types")
  @Operation(
      operationId = "listCrawlerTypes",
      summary = "Every crawler type, by name",
      description = "With its parameters in the order a form shows them.")
  CrawlerTypesRO list() {
    return new CrawlerTypesRO(
        Details.empty(), types.all().stream().map(CrawlerTypeController::of).toList());
  }

  private static CrawlerTypeRO of(Crawler c) {
    return new CrawlerTypeRO(
        c.type(), c.displayName(), c.parameters().stream().map(CrawlerParameterRO::of).toList());
  }
}
