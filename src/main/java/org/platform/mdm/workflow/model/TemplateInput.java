package org.platform.mdm.workflow.model;

/**
 * A template as an upload gives it: its name (a process-id-like name, the key), display name,
 * version and optional description, and the BPMN file's text.
 */
public record TemplateInput(
    String name, String displayName, String version, String description, String bpmn) {}
