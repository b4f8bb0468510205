package org.platform.mdm.core;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares that any authenticated user may call the endpoint; no system right is needed. Where the
 * service then checks the user's rights on the register, reference set or record the request names,
 * {@link #entityRights} says which (the documents state it, with the 403 it answers).
 */
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
public @interface AnyUser {

  /** The entity rights the service checks, as a sentence fragment; empty: none. */
  String entityRights() default "";
}
