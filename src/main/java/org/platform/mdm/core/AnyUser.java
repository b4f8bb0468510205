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

  /**
   * True when the service refuses every user who holds no right on any register or reference set
   * (it never answers such a user anything but 403): the request is then refused before its body is
   * read, so that such a user learns nothing of the body's problems. False where a user without
   * entity rights still gets an answer (a list that leaves out what it may not read, a follow-up of
   * its own work) or where a system right may stand in for them.
   */
  boolean someEntityRight() default false;
}
