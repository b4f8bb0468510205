package org.platform.mdm.system;

import java.util.function.Consumer;

/**
 * A step one module inserts into another module's pipeline, placed into the pipeline named {@code
 * pipelineId} right before the segment {@code before}; a module declares its steps as one {@link
 * PipelinePoints} bean.
 *
 * @param <C> the pipeline's context type or a view of it (a type the context implements), published
 *     by the module that owns the pipeline: the step sees the context as that type
 */
public record PipelinePoint<C>(
    String pipelineId, String before, Segment segment, Class<C> contextType, Consumer<C> action) {

  public PipelinePoint {
    if (segment.type() != SegmentType.POINT && segment.type() != SegmentType.CONNECTOR) {
      throw new IllegalArgumentException(segment.id() + ": only POINT and CONNECTOR are inserted");
    }
  }
}
