package org.platform.mdm.workflow.model;

import java.util.List;

/** One page of templates, with how many match in all. */
public record TemplatePage(List<TemplateView> templates, long totalCount) {}
