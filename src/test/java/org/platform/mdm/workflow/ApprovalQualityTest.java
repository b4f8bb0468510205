package org.platform.mdm.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.testsupport.DraftRequests.aDraft;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.flowable.engine.ProcessEngine;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dq.QualityApiTest;
import org.platform.mdm.testsupport.Api;
import org.springframework.beans.factory.annotation.Autowired;

/** Data quality runs before an approval process starts: a RED error refuses the publication. */
class ApprovalQualityTest extends QualityApiTest {

  @Autowired ProcessEngine engine;

  @Test
  void aDraftWithARedErrorIsRefusedAndNoProcessStarts() {
    Api admin = admin();
    String source = aSource(admin, "erp", 50);
    String register = aRegister(admin, "BVT", attribute("name", "String"));
    String filled = entityName("filled");
    String set = entityName("names");
    Map<String, Object> names = new LinkedHashMap<>();
    names.put("name", set);
    names.put("displayName", "Names");
    names.put(
        "mappings",
        List.of(
            Map.of(
                "ruleName",
                filled,
                "inputs",
                List.of(Map.of("portName", "value", "path", "name")))));
    publishAdding(
        admin,
        List.of(
            inPhase(
                validating(filled, "IsNotEmpty", "Результат", "RED", "Name is required"),
                "ETALON")),
        List.of(names),
        List.of(assignment(register, set)));
    WorkflowTests.assign(admin, register, "draftPublishingApproval");
    long draft = create(admin, aDraft().ofType("record").with("entity-name", register));
    written(admin, aRecord(register, source, "Q-1").with("name", "").field("draftId", draft));

    Api.Response refused = publish(admin, draft, false);

    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(refused.errorCodes()).containsExactly("DQ_RULE_FAILED");
    assertThat(find(admin, draft).path("state").asString()).isEqualTo("RUNNING");
    assertThat(
            engine
                .getRuntimeService()
                .createProcessInstanceQuery()
                .processInstanceBusinessKey(String.valueOf(draft))
                .count())
        .as("no process started")
        .isZero();
  }
}
