package org.platform.mdm.system.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.platform.mdm.system.ErrorResponses;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.support.StaticMessageSource;
import org.springframework.http.ResponseEntity;
import org.springframework.mock.env.MockEnvironment;
import org.springframework.mock.web.MockHttpServletRequest;
import tools.jackson.databind.json.JsonMapper;

/** The one error mapper's last resort: what it does with a failure no other handler names. */
@ExtendWith(OutputCaptureExtension.class)
class ErrorMapperTest {

  private final ErrorMapper mapper =
      new ErrorMapper(
          new ErrorResponses(new StaticMessageSource(), JsonMapper.builder().build()),
          new MockEnvironment());

  private final MockHttpServletRequest request =
      new MockHttpServletRequest("GET", "/api/v2/bulk-operations/7/file");

  @Test
  void aClientThatLeftMidAnswerIsNoBugAndGetsNoAnswer(CapturedOutput log) {
    // What the container throws when the browser closed the download's connection.
    ResponseEntity<?> answer = mapper.bug(new IOException("Broken pipe"), request);

    assertThat(answer).isNull();
    assertThat(log.getAll()).doesNotContain("Unexpected failure");
  }

  @Test
  void anyOtherFailureIsABugTheLogNamesAndA500(CapturedOutput log) {
    ResponseEntity<?> answer = mapper.bug(new IllegalStateException("no such state"), request);

    assertThat(answer).isNotNull();
    assertThat(answer.getStatusCode().value()).isEqualTo(500);
    assertThat(log.getAll())
        .contains("Unexpected failure of GET /api/v2/bulk-operations/7/file")
        .contains("no such state");
  }
}
