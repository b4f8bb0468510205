/**
 * Workflow module (REST under {@code /api/v2/workflow}, issue 49): approval processes a record
 * draft's publication waits for (the draft state DELAYED_BY_WORKFLOW), on an embedded BPMN engine
 * (Flowable) whose tables live in their own schema of the platform's database and whose work runs
 * in the platform's transactions.
 *
 * <p>No other module uses a type of this one but its errors ({@code WorkflowErrors}): it plugs into
 * the others (a gate of the draft publication, draft providers, a background operation, user
 * notifications). This package is the module's face. The code lives in rooms that depend on each
 * other one way ({@code RoomsTest}): {@code engine} (the engine, what a process may call, the names
 * of a process's variables, the BPMN check) at the bottom; {@code model} (templates, the {@code
 * bpmn-model} drafts of process definitions and their deployment, the {@code workflow-model} drafts
 * assigning processes to registers and reference sets) on it; {@code publish} (the gate that holds
 * a record draft's publication and starts its process, the service tasks that publish, send back or
 * release the draft) on those; {@code task} (tasks and what may change them, the index of processes
 * and tasks, notifications) on it; {@code web} on top.
 */
@Rooms({"web", "task", "publish", "model", "engine"})
package org.platform.mdm.workflow;

import org.platform.mdm.system.Rooms;
