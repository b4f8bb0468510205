package org.platform.mdm.system;

import org.springdoc.core.models.GroupedOpenApi;

/**
 * A REST module's documentation group: its name and its root path. {@code <root>/api-docs} serves
 * the interactive documentation, {@code <root>/openapi.json} the OpenAPI document.
 */
public record ApiModule(String group, String root, String title) {

  public GroupedOpenApi toGroup() {
    return GroupedOpenApi.builder()
        .group(group)
        .displayName(title)
        .pathsToMatch(root + "/**")
        .pathsToExclude(root + "/api-docs", root + "/openapi.json")
        .build();
  }
}
