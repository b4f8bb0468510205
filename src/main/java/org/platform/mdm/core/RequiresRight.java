package org.platform.mdm.core;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares the right an endpoint needs. Every endpoint of the platform carries this, {@link
 * AnyUser} or {@link org.platform.mdm.system.PublicEndpoint}; one with none of them is refused.
 */
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
public @interface RequiresRight {
  SystemResource resource();

  Right right();

  /** All four rights on the resource ("Full"), whatever {@link #right()} says. */
  boolean full() default false;
}
