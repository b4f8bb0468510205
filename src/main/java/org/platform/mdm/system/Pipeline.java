package org.platform.mdm.system;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * An operation as an ordered list of named steps over one context object: START, the POINTs and
 * CONNECTORs, FINISH, and optionally a FALLBACK that sees a failure before it reaches the caller. A
 * pipeline is a list of functions and costs no more than calling them in a row.
 *
 * @param <C> the context the steps read and change (points of other modules may see it through a
 *     view of it, see {@link PipelinePoint})
 */
public final class Pipeline<C> {

  /** One step: its segment and what it does. */
  public record Step<C>(Segment segment, Consumer<C> action) {}

  private final Class<C> contextType;
  private final String description;
  private final List<Step<C>> steps;
  private final Step<C> start;
  private final BiConsumer<C, RuntimeException> fallback;
  private final Segment fallbackSegment;

  private Pipeline(Builder<C> b) {
    this.contextType = b.contextType;
    this.description = b.description;
    this.steps = List.copyOf(b.steps);
    this.start = steps.get(0);
    this.fallback = b.fallback;
    this.fallbackSegment = b.fallbackSegment;
  }

  /** A pipeline named after its START segment. */
  public static <C> Builder<C> builder(Class<C> contextType, Segment start, String description) {
    if (start.type() != SegmentType.START) {
      throw new IllegalArgumentException(start.id() + " is not a START segment");
    }
    return new Builder<>(contextType, start, description);
  }

  /** The pipeline's id: the id of its START segment. */
  public String id() {
    return start.segment().id();
  }

  public String description() {
    return description;
  }

  public Class<C> contextType() {
    return contextType;
  }

  /** Every segment in the order they run, the FALLBACK last. */
  public List<Segment> segments() {
    List<Segment> segments = new ArrayList<>(steps.stream().map(Step::segment).toList());
    if (fallbackSegment != null) {
      segments.add(fallbackSegment);
    }
    return segments;
  }

  /** Runs every step on the context, in order. */
  public C run(C context) {
    try {
      for (Step<C> step : steps) {
        step.action().accept(context);
      }
      return context;
    } catch (RuntimeException e) {
      if (fallback != null) {
        fallback.accept(context, e);
      }
      throw e;
    }
  }

  /**
   * This pipeline with a point inserted before the segment the point names. The point may be typed
   * with a view of the context (a type the context implements, such as the read-only face a module
   * publishes of its working state): the step hands it the context as that type.
   */
  Pipeline<C> with(PipelinePoint<?> point) {
    if (!point.contextType().isAssignableFrom(contextType)) {
      throw new IllegalStateException(
          point.segment().id() + ": " + id() + " runs over no " + point.contextType().getName());
    }
    Step<C> inserted = new Step<>(point.segment(), c -> accept(point, c));
    Builder<C> b = new Builder<>(contextType, start.segment(), description);
    b.steps.clear();
    boolean placed = false;
    for (Step<C> step : steps) {
      if (step.segment().id().equals(point.before())) {
        b.steps.add(inserted);
        placed = true;
      }
      b.steps.add(step);
    }
    if (!placed || point.before().equals(id())) {
      throw new IllegalStateException(
          point.segment().id() + ": no segment " + point.before() + " after the start of " + id());
    }
    b.fallback = fallback;
    b.fallbackSegment = fallbackSegment;
    return b.build();
  }

  private static <V> void accept(PipelinePoint<V> point, Object context) {
    point.action().accept(point.contextType().cast(context));
  }

  /** Builds a pipeline: START first, then steps in order, FINISH last. */
  public static final class Builder<C> {
    private final Class<C> contextType;
    private final String description;
    private final List<Step<C>> steps = new ArrayList<>();
    private BiConsumer<C, RuntimeException> fallback;
    private Segment fallbackSegment;

    private Builder(Class<C> contextType, Segment start, String description) {
      this.contextType = contextType;
      this.description = description;
      steps.add(new Step<>(start, c -> {}));
    }

    /** Gives the START segment an action of its own. */
    public Builder<C> onStart(Consumer<C> action) {
      steps.set(0, new Step<>(steps.get(0).segment(), action));
      return this;
    }

    public Builder<C> then(Segment segment, Consumer<C> action) {
      if (segment.type() == SegmentType.START || segment.type() == SegmentType.FALLBACK) {
        throw new IllegalArgumentException(segment.id() + " cannot follow the start");
      }
      steps.add(new Step<>(segment, action));
      return this;
    }

    public Builder<C> fallback(Segment segment, BiConsumer<C, RuntimeException> action) {
      if (segment.type() != SegmentType.FALLBACK) {
        throw new IllegalArgumentException(segment.id() + " is not a FALLBACK segment");
      }
      this.fallbackSegment = segment;
      this.fallback = action;
      return this;
    }

    public Pipeline<C> build() {
      if (steps.get(steps.size() - 1).segment().type() != SegmentType.FINISH) {
        throw new IllegalStateException(steps.get(0).segment().id() + " must end with FINISH");
      }
      return new Pipeline<>(this);
    }
  }
}
