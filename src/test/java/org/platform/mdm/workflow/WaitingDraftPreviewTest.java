package org.platform.mdm.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.testsupport.DraftRequests.aDraft;

import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;

/**
 * A record draft waiting for its approval is read as the approval would publish it: the task card
 * shows the approver the record before and after.
 */
class WaitingDraftPreviewTest extends RecordApiTest {

  @Test
  void aRecordIsReadThroughADraftWaitingForApproval() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 50);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    WorkflowTests.assign(admin, customer, "draftPublishingApproval");
    long draft = create(admin, aDraft().ofType("record").with("entity-name", customer));
    written(admin, aRecord(customer, erp, "P-1").with("name", "drafted").field("draftId", draft));
    Api.Response sent = publish(admin, draft, false);
    assertThat(sent.json().path("draft").path("state").asString())
        .as(sent.toString())
        .isEqualTo("DELAYED_BY_WORKFLOW");

    Api.Response through =
        admin.get(DATA + "/" + customer + "/" + erp + "?externalId=P-1&draftId=" + draft);
    Api.Response now = admin.get(DATA + "/" + customer + "/" + erp + "/P-1");

    assertThat(through.status()).as(through.toString()).isEqualTo(200);
    assertThat(through.json().path("attributes").path("name").asString()).isEqualTo("drafted");
    assertThat(now.status()).as("still nothing published").isEqualTo(404);
  }
}
