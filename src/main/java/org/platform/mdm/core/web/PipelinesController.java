package org.platform.mdm.core.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.Pipeline;
import org.platform.mdm.system.Pipelines;
import org.platform.mdm.system.Segment;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The pipelines operations run through, with their segments in order, so that an integrator sees
 * where notifications and checks take place. Open to every logged-in user: it holds no data.
 */
@RestController
@Tag(name = "Pipelines", description = "The pipelines operations run through, with their segments")
@AnyUser
class PipelinesController {

  private final Pipelines pipelines;

  PipelinesController(Pipelines pipelines) {
    this.pipelines = pipelines;
  }

  record SegmentRO(String id, String type, String description) {}

  record PipelineRO(String id, String description, List<SegmentRO> segments) {}

  record PipelinesResponseRO(Details details, List<PipelineRO> pipelines) {}

  @Operation(
      operationId = "listPipelines",
      summary = "Every pipeline with its segments in the order they run")
  @GetMapping("/api/v2/core/pipelines")
  PipelinesResponseRO list() {
    return new PipelinesResponseRO(
        Details.empty(), pipelines.list().stream().map(PipelinesController::view).toList());
  }

  private static PipelineRO view(Pipeline<?> pipeline) {
    return new PipelineRO(
        pipeline.id(),
        pipeline.description(),
        pipeline.segments().stream().map(PipelinesController::view).toList());
  }

  private static SegmentRO view(Segment segment) {
    return new SegmentRO(segment.id(), segment.type().name(), segment.description());
  }
}
