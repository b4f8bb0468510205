package org.platform.mdm.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** How an error's long parameters are cut: a value at its length, a list after a whole name. */
class ErrorParamsTest {

  @Test
  void aLongListIsCutAfterItsLastWholeNameAndAnyOtherTextAtTheLength() {
    List<String> names = IntStream.range(0, 40).mapToObj(i -> "attributeName" + i).toList();
    String cut = (String) ErrorResponses.shortened(String.join(", ", names));
    assertThat(cut).endsWith(", …").hasSizeLessThanOrEqualTo(ErrorResponses.MAX_PARAM_LENGTH + 3);
    String kept = cut.substring(0, cut.length() - ", …".length());
    assertThat(names).containsAll(List.of(kept.split(", ")));

    String huge = "x".repeat(5_000);
    assertThat(ErrorResponses.shortened(huge))
        .isEqualTo("x".repeat(ErrorResponses.MAX_PARAM_LENGTH) + "…");
    assertThat(ErrorResponses.shortened("short, list")).isEqualTo("short, list");
    assertThat(ErrorResponses.shortened(42)).isEqualTo(42);
  }
}
