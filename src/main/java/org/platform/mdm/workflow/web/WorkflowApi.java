package org.platform.mdm.workflow.web;

import org.platform.mdm.system.ApiDocs;
import org.platform.mdm.system.ApiModule;
import org.springdoc.core.models.GroupedOpenApi;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The workflow REST module's documentation group: {@code /api/v2/workflow/api-docs}. */
@Configuration(proxyBeanMethods = false)
class WorkflowApi {

  static final ApiModule MODULE =
      new ApiModule(
          "workflow",
          "/api/v2/workflow",
          "Workflow",
          "Approval processes (BPMN) that a record draft's publication waits for. Templates are"
              + " reusable BPMN diagrams; processes are deployed from bpmn-model drafts and"
              + " assigned to registers and reference sets in workflow-model drafts. Publishing a"
              + " record draft of an assigned register runs data quality, starts the process and"
              + " leaves the draft DELAYED_BY_WORKFLOW; the process's tasks approve, send back or"
              + " cancel it.");

  @Bean
  ApiModule workflowApiModule() {
    return MODULE;
  }

  @Bean
  GroupedOpenApi workflowApiGroup(ApiDocs docs) {
    return docs.group(MODULE);
  }
}
