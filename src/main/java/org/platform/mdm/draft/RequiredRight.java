package org.platform.mdm.draft;

import org.platform.mdm.core.Right;

/** A right on a resource that an operation on a draft needs. */
public record RequiredRight(String resource, Right right) {}
