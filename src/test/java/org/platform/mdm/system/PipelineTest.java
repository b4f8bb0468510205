package org.platform.mdm.system;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A point may see a pipeline's context through a view of it, never through an unrelated type. */
class PipelineTest {

  /** What a module publishes of its context. */
  interface View {
    String asked();
  }

  /** The module's working state behind the view. */
  static final class Work implements View {
    final List<String> done = new ArrayList<>();

    @Override
    public String asked() {
      return "asked";
    }
  }

  private static final Segment START = Segment.of("test", "RUN_START", SegmentType.START, "starts");
  private static final Segment FINISH =
      Segment.of("test", "RUN_FINISH", SegmentType.FINISH, "finishes");

  private static Pipeline<Work> pipeline() {
    return Pipeline.builder(Work.class, START, "a run")
        .onStart(w -> w.done.add("start"))
        .then(FINISH, w -> w.done.add("finish"))
        .build();
  }

  @Test
  void aPointTypedWithAViewOfTheContextRunsWithIt() {
    List<String> seen = new ArrayList<>();
    Pipeline<Work> withPoint =
        pipeline()
            .with(
                new PipelinePoint<>(
                    START.id(),
                    FINISH.id(),
                    Segment.of("other", "SEE", SegmentType.POINT, "sees"),
                    View.class,
                    v -> seen.add(v.asked())));

    Work work = withPoint.run(new Work());

    assertThat(seen).containsExactly("asked");
    assertThat(work.done).containsExactly("start", "finish");
    assertThat(withPoint.segments()).extracting(Segment::id).contains("other[SEE]");
  }

  @Test
  void aPointOfAnotherTypeIsRefused() {
    PipelinePoint<String> point =
        new PipelinePoint<>(
            START.id(),
            FINISH.id(),
            Segment.of("other", "SEE", SegmentType.POINT, "sees"),
            String.class,
            s -> {});

    assertThatThrownBy(() -> pipeline().with(point)).isInstanceOf(IllegalStateException.class);
  }
}
