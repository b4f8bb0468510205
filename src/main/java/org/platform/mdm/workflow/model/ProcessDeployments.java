package org.platform.mdm.workflow.model;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.flowable.common.engine.api.FlowableException;
import org.flowable.engine.ProcessEngine;
import org.flowable.engine.repository.ProcessDefinition;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.platform.mdm.workflow.WorkflowErrors;
import org.springframework.stereotype.Component;

/**
 * The engine's side of the process definitions: deploying one (in the caller's transaction; a BPMN
 * equal to the latest deployment of the same process deploys nothing) and the versions deployed.
 */
@Component
class ProcessDeployments {

  /** A deployment of a bpmn-model process is named so, followed by the process id. */
  static final String NAME_PREFIX = "bpmn-model:";

  private final ProcessEngine engine;

  ProcessDeployments(ProcessEngine engine) {
    this.engine = engine;
  }

  /** Deploys a process; a BPMN the engine still refuses is a problem at {@code field}. */
  void deploy(BpmnProcess process, String field) {
    try {
      engine
          .getRepositoryService()
          .createDeployment()
          .name(NAME_PREFIX + process.processId())
          .key(process.processId())
          .category("bpmn-model")
          .enableDuplicateFiltering()
          .addString(process.processId() + ".bpmn20.xml", process.bpmn())
          .deploy();
    } catch (FlowableException e) {
      throw new PlatformException(
          List.of(
              Problem.at(
                  field,
                  WorkflowErrors.WORKFLOW_BPMN_INVALID,
                  "the engine refused to deploy it: " + e.getMessage())));
    }
  }

  /** The version of the latest deployment of each process the engine knows, by process id. */
  Map<String, Integer> latestVersions() {
    Map<String, Integer> versions = new HashMap<>();
    for (ProcessDefinition d :
        engine.getRepositoryService().createProcessDefinitionQuery().latestVersion().list()) {
      if (d.getTenantId() == null || d.getTenantId().isEmpty()) {
        versions.put(d.getKey(), d.getVersion());
      }
    }
    return versions;
  }
}
