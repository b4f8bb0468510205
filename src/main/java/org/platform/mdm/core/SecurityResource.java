package org.platform.mdm.core;

/** Something rights are granted on; {@code category} is SYSTEM, ENTITY, LOOKUP or CLASSIFIER. */
public record SecurityResource(String name, String displayName, String category) {}
