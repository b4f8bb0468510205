package org.platform.mdm.system;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Service;

/**
 * Every pipeline of the platform, with the points other modules inserted. Modules contribute
 * pipelines as beans of type {@link Pipeline} and points as beans of type {@link PipelinePoints}; a
 * point whose pipeline or position does not exist stops the start.
 */
@Service
public class Pipelines {

  private final Map<String, Pipeline<?>> byId = new LinkedHashMap<>();

  Pipelines(ObjectProvider<Pipeline<?>> pipelines, ObjectProvider<PipelinePoints> points) {
    pipelines.stream()
        .sorted(Comparator.comparing(Pipeline::id))
        .forEach(
            p -> {
              if (byId.putIfAbsent(p.id(), p) != null) {
                throw new IllegalStateException("Two pipelines named " + p.id());
              }
            });
    points.orderedStream().flatMap(p -> p.list().stream()).forEach(this::insert);
  }

  /** The pipeline named after its START segment, with its points. */
  @SuppressWarnings("unchecked")
  public <C> Pipeline<C> get(String id, Class<C> contextType) {
    Pipeline<?> pipeline = byId.get(id);
    if (pipeline == null || pipeline.contextType() != contextType) {
      throw new IllegalStateException("No pipeline " + id + " over " + contextType.getName());
    }
    return (Pipeline<C>) pipeline;
  }

  /** Every pipeline, sorted by id. */
  public List<Pipeline<?>> list() {
    return List.copyOf(byId.values());
  }

  private void insert(PipelinePoint<?> point) {
    Pipeline<?> pipeline = byId.get(point.pipelineId());
    if (pipeline == null || !point.contextType().isAssignableFrom(pipeline.contextType())) {
      throw new IllegalStateException(
          point.segment().id() + " names no pipeline " + point.pipelineId());
    }
    byId.put(point.pipelineId(), pipeline.with(point));
  }
}
