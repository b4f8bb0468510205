/**
 * Workflow module ({@code org.platform.mdm.workflow}): approval processes that a publication can
 * wait for. So far it contributes the draft state DELAYED_BY_WORKFLOW; processes, templates and the
 * {@code bpmn-model} / {@code workflow-model} publications come with the workflow work.
 */
package org.platform.mdm.workflow;
