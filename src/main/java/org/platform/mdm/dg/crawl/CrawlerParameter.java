package org.platform.mdm.dg.crawl;

/**
 * One parameter of a crawler type.
 *
 * @param name the parameter's name in a crawler instance's parameters
 * @param displayName the name for people
 * @param type {@code STRING}, {@code INTEGER}, {@code BOOLEAN} or {@code SECRET} (a password:
 *     stored sealed with the platform key, never answered)
 * @param required whether a crawler instance must give it
 * @param defaultValue the value when none is given; null when none
 * @param description what it is for; null when nothing needs saying
 */
public record CrawlerParameter(
    String name,
    String displayName,
    String type,
    boolean required,
    String defaultValue,
    String description) {}
