package org.platform.mdm.workflow.model;

import java.util.List;

/**
 * A process definition in force: as published (or shipped), with the engine's version of its latest
 * deployment (null if the engine has none) and, when asked for, its BPMN.
 */
public record PublishedProcess(
    String processId,
    String displayName,
    String description,
    Integer deployedVersion,
    List<String> indexedVariables,
    boolean shipped,
    String bpmn) {}
