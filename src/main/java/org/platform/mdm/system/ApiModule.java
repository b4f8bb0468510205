package org.platform.mdm.system;

/**
 * A REST module's documentation group: its name, its root path, the title and the one-paragraph
 * description its OpenAPI document shows. {@code <root>/api-docs} serves the interactive
 * documentation, {@code <root>/openapi.json} the OpenAPI document; {@link ApiDocs#group} makes the
 * springdoc group of it.
 *
 * @param group the springdoc group name, for example {@code draft}
 * @param root the path every endpoint of the module starts with, for example {@code /api/v2/draft}
 * @param title the document's title, for example {@code Drafts (draft service)}
 * @param description what the module does and how to use it, for a newcomer
 */
public record ApiModule(String group, String root, String title, String description) {}
