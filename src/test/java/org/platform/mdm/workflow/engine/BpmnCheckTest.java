package org.platform.mdm.workflow.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.platform.mdm.system.Problem;
import org.platform.mdm.workflow.WorkflowErrors;

/** The BPMN check without Spring: what it accepts, and that no input makes it throw. */
class BpmnCheckTest {

  static String process(String id, boolean executable, String body) {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        + "<definitions xmlns=\"http://www.omg.org/spec/BPMN/20100524/MODEL\""
        + " targetNamespace=\"https://example.org/test\">\n"
        + "<process id=\""
        + id
        + "\" isExecutable=\""
        + executable
        + "\">"
        + body
        + "</process></definitions>";
  }

  static String simple(String id) {
    return process(
        id,
        true,
        "<startEvent id=\"start\"/><sequenceFlow id=\"f\" sourceRef=\"start\" targetRef=\"end\"/>"
            + "<endEvent id=\"end\"/>");
  }

  @Test
  void theShippedApprovalAndASimpleProcessAreAccepted() {
    BpmnCheck.Result shipped = BpmnCheck.check("file", ShippedProcesses.draftPublishingApproval());
    assertThat(shipped.problems()).isEmpty();
    assertThat(shipped.executableIds()).containsExactly("draftPublishingApproval");
    BpmnCheck.Result simple = BpmnCheck.check("file", simple("p1"));
    assertThat(simple.problems()).isEmpty();
    assertThat(simple.executableIds()).containsExactly("p1");
    assertThat(BpmnCheck.check("file", "\uFEFF" + simple("p2")).valid()).isTrue();
  }

  @Test
  void malformedInputsAreRefusedAtTheFieldNeverThrown() {
    List<String> bad =
        List.of(
            "",
            "   ",
            "not xml at all",
            "{\"json\": true}",
            "<",
            "<definitions>",
            "<a>\0</a>",
            "\0\0\0",
            "<?xml version=\"1.0\"?><root/>",
            "<?xml version=\"1.0\"?><root><child/></root>",
            simple("p1").replace("</definitions>", ""),
            simple("p1") + "<extra/>",
            process("p1", false, "<startEvent id=\"s\"/>"),
            process("p1", true, "<startEvent id=\"s\"/><startEvent id=\"s\"/>"),
            process("p1", true, "<sequenceFlow id=\"f\" sourceRef=\"nowhere\" targetRef=\"x\"/>"),
            process("p1", true, "<serviceTask id=\"t\"/>"),
            process("1bad id", true, "<startEvent id=\"s\"/>"),
            "<definitions xmlns=\"http://www.omg.org/spec/BPMN/20100524/MODEL\"/>",
            "<definitions xmlns=\"http://www.omg.org/spec/BPMN/20100524/MODEL\""
                + " targetNamespace=\"x\"><unknownElement/></definitions>",
            "<" + "a>".repeat(100_000),
            "x".repeat(BpmnCheck.MAX_LENGTH + 1));
    for (String xml : bad) {
      BpmnCheck.Result result = BpmnCheck.check("file", xml);
      assertThat(result.valid()).as(shorten(xml)).isFalse();
      assertThat(result.model()).isNull();
      assertThat(result.problems())
          .allSatisfy(
              p -> {
                assertThat(p.code()).isEqualTo(WorkflowErrors.WORKFLOW_BPMN_INVALID);
                assertThat(p.source()).isEqualTo("file");
                assertThat(p.params()).hasSize(1);
              });
    }
    assertThat(BpmnCheck.check("file", null).valid()).isFalse();
  }

  @Test
  void entitiesAndDocumentTypesAreRefusedBeforeAnythingIsRead() {
    String xxe =
        "<?xml version=\"1.0\"?><!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>"
            + simple("p1").substring(simple("p1").indexOf("<definitions")).replace("p1", "&x;");
    String billionLaughs =
        "<?xml version=\"1.0\"?><!DOCTYPE d [<!ENTITY a \"aaaaaaaaaa\">"
            + "<!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\"><!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;\">]>"
            + "<d>&c;</d>";
    String undeclared = simple("p1").replace("id=\"start\"", "id=\"&x;\"");
    for (String xml : List.of(xxe, billionLaughs, undeclared)) {
      BpmnCheck.Result result = BpmnCheck.check("file", xml);
      assertThat(result.valid()).as(xml).isFalse();
      assertThat(result.problems().toString()).doesNotContain("root:");
    }
    assertThat(BpmnCheck.check("file", xxe).problems().get(0).params().get(0).toString())
        .contains("DOCTYPE");
  }

  @Test
  void randomBytesNeverMakeItThrow() {
    Random random = new Random(49);
    String valid = simple("p1");
    for (int i = 0; i < 300; i++) {
      byte[] bytes = valid.getBytes(StandardCharsets.UTF_8);
      int cuts = 1 + random.nextInt(4);
      for (int c = 0; c < cuts; c++) {
        bytes[random.nextInt(bytes.length)] = (byte) random.nextInt(256);
      }
      String text = new String(bytes, StandardCharsets.UTF_8);
      BpmnCheck.Result result = BpmnCheck.check("processes[0].bpmn", text);
      for (Problem p : result.problems()) {
        assertThat(p.source()).isEqualTo("processes[0].bpmn");
      }
    }
  }

  private static String shorten(String text) {
    return text.length() > 80 ? text.substring(0, 80) + "…" : text;
  }
}
