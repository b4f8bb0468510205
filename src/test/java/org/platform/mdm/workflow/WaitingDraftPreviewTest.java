package org.platform.mdm.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.testsupport.DraftRequests.aDraft;

import java.util.List;
import java.util.Map;
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

  @Test
  void anApproverWhoMayOnlyReadTheRegisterReadsThroughTheDraft() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 50);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    written(admin, aRecord(customer, erp, "P-1").with("name", "before"));
    String etalonId =
        admin.get(DATA + "/" + customer + "/" + erp + "/P-1").json().path("etalonId").asString();
    String approvers = aRole(List.of(grant(customer, "READ")));
    WorkflowTests.assign(
        admin,
        customer,
        Map.of(
            "entityName",
            customer,
            "processId",
            "draftPublishingApproval",
            "approvers",
            List.of(approvers)));
    long draft =
        create(admin, aDraft().ofType("record").about(etalonId).with("entity-name", customer));
    written(admin, aRecord(customer, erp, "P-1").with("name", "after").field("draftId", draft));
    assertThat(publish(admin, draft, false).json().path("draft").path("state").asString())
        .isEqualTo("DELAYED_BY_WORKFLOW");
    Api approver = aUserWithRoles(approvers);
    Api stranger = aUserWithRoles(aRole(List.of(grant("USER_MANAGEMENT", "READ"))));
    String through = DATA + "/" + customer + "/" + erp + "?externalId=P-1&draftId=" + draft;

    Api.Response read = approver.get(through);
    Api.Response tasks =
        approver.post("/api/v2/workflow/tasks/list", Map.of("available", true, "draftId", draft));
    Api.Response refused = stranger.get(through);

    assertThat(read.status()).as(read.toString()).isEqualTo(200);
    assertThat(read.json().path("attributes").path("name").asString()).isEqualTo("after");
    assertThat(refused.status()).as(refused.toString()).isEqualTo(403);
    assertThat(tasks.json().path("tasks").path(0).path("recordName").asString())
        .as("the task names its record as the register does, not by its id")
        .isEqualTo("before");
    assertThat(
            admin
                .get(DATA + "/" + customer + "/" + erp + "/P-1")
                .json()
                .path("attributes")
                .path("name")
                .asString())
        .as("nothing published")
        .isEqualTo("before");
  }

  @Test
  void aTaskAboutARecordTheApproversLabelsHideIsNotTheirs() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 50);
    String customer = aRegister(admin, "BVT", attribute("city", "String"));
    written(admin, aRecord(customer, erp, "B-1").with("city", "Berlin"));
    String etalonId =
        admin.get(DATA + "/" + customer + "/" + erp + "/B-1").json().path("etalonId").asString();
    String label = unique("City");
    assertThat(
            admin
                .post(
                    "/api/v2/core/security-labels",
                    Map.of(
                        "name", label, "attributes", List.of(Map.of("path", customer + ".city"))))
                .status())
        .isEqualTo(200);
    String moscow = unique("moscow");
    assertThat(
            admin
                .post(
                    "/api/v2/core/roles",
                    Map.of(
                        "name",
                        moscow,
                        "rights",
                        List.of(grant(customer, "READ")),
                        "securityLabels",
                        List.of(
                            Map.of(
                                "name",
                                label,
                                "attributes",
                                List.of(Map.of("path", customer + ".city", "value", "Moscow"))))))
                .status())
        .isEqualTo(200);
    WorkflowTests.assign(
        admin,
        customer,
        Map.of(
            "entityName",
            customer,
            "processId",
            "draftPublishingApproval",
            "approvers",
            List.of(moscow)));
    long draft =
        create(admin, aDraft().ofType("record").about(etalonId).with("entity-name", customer));
    written(admin, aRecord(customer, erp, "B-1").with("city", "Berlin").field("draftId", draft));
    publish(admin, draft, false);
    String taskId =
        admin
            .post("/api/v2/workflow/tasks/list", Map.of("draftId", draft))
            .json()
            .path("tasks")
            .path(0)
            .path("taskId")
            .asString();
    Api approver = aUserWithRoles(moscow);

    Api.Response read = approver.get("/api/v2/workflow/tasks/" + taskId);
    Api.Response approve =
        approver.post(
            "/api/v2/workflow/tasks/" + taskId + "/complete", Map.of("decision", "approve"));

    assertThat(read.status()).as(read.toString()).isEqualTo(404);
    assertThat(approve.status()).as(approve.toString()).isEqualTo(404);
    assertThat(admin.get("/api/v2/workflow/tasks/" + taskId).status())
        .as("still open")
        .isEqualTo(200);
  }
}
