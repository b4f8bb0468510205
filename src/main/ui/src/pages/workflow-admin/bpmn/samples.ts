/** BPMN documents the diagram's tests draw: one with its diagram interchange, one without. */

export const WITH_DIAGRAM = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
    xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
    xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"
    xmlns:di="http://www.omg.org/spec/DD/20100524/DI" targetNamespace="t">
  <bpmn:process id="review" name="Review" isExecutable="true">
    <bpmn:startEvent id="start" name="Asked"/>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="check"/>
    <bpmn:userTask id="check" name="Check the change"/>
    <bpmn:sequenceFlow id="f2" sourceRef="check" targetRef="gate"/>
    <bpmn:exclusiveGateway id="gate" name="Good?"/>
    <bpmn:sequenceFlow id="yes" name="yes" sourceRef="gate" targetRef="done"/>
    <bpmn:sequenceFlow id="no" name="no" sourceRef="gate" targetRef="check"/>
    <bpmn:endEvent id="done" name="Done"/>
  </bpmn:process>
  <bpmndi:BPMNDiagram id="d">
    <bpmndi:BPMNPlane id="p" bpmnElement="review">
      <bpmndi:BPMNShape id="s1" bpmnElement="start"><dc:Bounds x="100" y="100" width="36" height="36"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="s2" bpmnElement="check"><dc:Bounds x="200" y="78" width="100" height="80"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="s3" bpmnElement="gate"><dc:Bounds x="360" y="93" width="50" height="50"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="s4" bpmnElement="done"><dc:Bounds x="470" y="100" width="36" height="36"/></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="e1" bpmnElement="f1"><di:waypoint x="136" y="118"/><di:waypoint x="200" y="118"/></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="e2" bpmnElement="f2"><di:waypoint x="300" y="118"/><di:waypoint x="360" y="118"/></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="e3" bpmnElement="yes"><di:waypoint x="410" y="118"/><di:waypoint x="470" y="118"/></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="e4" bpmnElement="no"><di:waypoint x="385" y="143"/><di:waypoint x="385" y="200"/><di:waypoint x="250" y="200"/><di:waypoint x="250" y="158"/></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;

/** The shipped approval's shape, without diagram interchange: a loop back and three ends. */
export const WITHOUT_DIAGRAM = `<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" targetNamespace="t">
  <process id="approval" name="Approval" isExecutable="true">
    <startEvent id="submitted" name="Submitted"/>
    <sequenceFlow id="a" sourceRef="submitted" targetRef="approve"/>
    <userTask id="approve" name="Approve the change"/>
    <sequenceFlow id="b" sourceRef="approve" targetRef="decided"/>
    <exclusiveGateway id="decided"/>
    <sequenceFlow id="ok" name="approve" sourceRef="decided" targetRef="publish"/>
    <sequenceFlow id="back" sourceRef="decided" targetRef="fix">
      <conditionExpression>\${decision == 'reject'}</conditionExpression>
    </sequenceFlow>
    <serviceTask id="publish" name="Publish"/>
    <sequenceFlow id="c" sourceRef="publish" targetRef="published"/>
    <endEvent id="published" name="Published"/>
    <userTask id="fix" name="Correct"/>
    <sequenceFlow id="again" sourceRef="fix" targetRef="approve"/>
  </process>
</definitions>`;
