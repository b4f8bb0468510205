package org.platform.mdm.system;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The steps one module inserts into other modules' pipelines, as one bean: each point is placed
 * into its pipeline right before the segment it names, in the order given here; the beans of the
 * modules are taken in their {@code @Order} (a lower value first), so modules inserting before the
 * same segment say which comes first.
 */
public final class PipelinePoints {

  private final String moduleId;
  private final List<PipelinePoint<?>> points = new ArrayList<>();

  private PipelinePoints(String moduleId) {
    this.moduleId = moduleId;
  }

  /** The points of the module {@code moduleId}, named in their segments' ids. */
  public static PipelinePoints of(String moduleId) {
    return new PipelinePoints(moduleId);
  }

  /** A point ({@link SegmentType#POINT}): work of the module at that place of the pipeline. */
  public <C> PipelinePoints point(
      String pipelineId,
      String before,
      String name,
      String description,
      Class<C> contextType,
      Consumer<C> action) {
    return add(pipelineId, before, name, SegmentType.POINT, description, contextType, action);
  }

  /**
   * A connector ({@link SegmentType#CONNECTOR}): the module's part of the pipeline's own write, in
   * its transaction.
   */
  public <C> PipelinePoints connector(
      String pipelineId,
      String before,
      String name,
      String description,
      Class<C> contextType,
      Consumer<C> action) {
    return add(pipelineId, before, name, SegmentType.CONNECTOR, description, contextType, action);
  }

  /** The points, in the order given. */
  public List<PipelinePoint<?>> list() {
    return List.copyOf(points);
  }

  private <C> PipelinePoints add(
      String pipelineId,
      String before,
      String name,
      SegmentType type,
      String description,
      Class<C> contextType,
      Consumer<C> action) {
    points.add(
        new PipelinePoint<>(
            pipelineId,
            before,
            Segment.of(moduleId, name, type, description),
            contextType,
            action));
    return this;
  }
}
