package org.platform.mdm.system;

/** The body of every error answer: the envelope and the id to quote when reporting a problem. */
public record ErrorResponse(Details details, String requestId) {}
