package org.platform.mdm.data.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLException;
import org.junit.jupiter.api.Test;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.RequestIds;
import org.platform.mdm.system.SystemErrors;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.mock.web.MockHttpServletRequest;

/** How a batch item's failure is answered in the item's own result, never as the batch's. */
class BatchItemRefusalTest {

  private final MockHttpServletRequest request = new MockHttpServletRequest("POST", "/batch");

  @Test
  void aRefusalIsAnsweredAsItIs() {
    PlatformException refused = new PlatformException(DataErrors.DATA_BODY_NOT_AN_OBJECT);
    assertThat(BatchItems.refusal(refused, 0, request)).isSameAs(refused);
  }

  @Test
  void aValuePastADatabaseLimitIsBadInput() {
    RuntimeException failure =
        new DataIntegrityViolationException(
            "insert", new SQLException("string is too long for tsvector", "54000"));

    PlatformException answer = BatchItems.refusal(failure, 3, request);

    assertThat(answer.kind().status()).isEqualTo(400);
    assertThat(answer.problems().get(0).code()).isEqualTo(SystemErrors.SYSTEM_INVALID_VALUE);
  }

  @Test
  void anUnexpectedFailureIsThatItemsInternalErrorNamingTheRequest() {
    request.setAttribute(RequestIds.ATTRIBUTE, "req-1");

    PlatformException answer = BatchItems.refusal(new IllegalStateException("a bug"), 2, request);

    assertThat(answer.kind().status()).isEqualTo(500);
    assertThat(answer.problems().get(0).code()).isEqualTo(SystemErrors.SYSTEM_INTERNAL_ERROR);
    assertThat(answer.problems().get(0).params()).containsExactly("req-1");
  }
}
